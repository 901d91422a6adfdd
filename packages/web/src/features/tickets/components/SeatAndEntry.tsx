import type { TicketDetailView } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventTime, useEventTimeText } from '../../../components/EventTime';

/** Section, Row and Seat (or that the seat is being confirmed), and the entry details. */
export function SeatAndEntry({ ticket }: { ticket: TicketDetailView }) {
  const { t } = useTranslation();
  const timeText = useEventTimeText();
  const [openedAt] = useState(Date.now);
  const { entry } = ticket;
  return (
    <section className="section">
      <h2 className="section__title">{t('tickets.seatAndEntry')}</h2>
      <dl className="facts">
        <dt>{t('tickets.section')}</dt>
        <dd>{ticket.seatArea}</dd>
        {ticket.seatState === 'assigned' && (
          <>
            <dt>{t('tickets.row')}</dt>
            <dd>{ticket.seatRow}</dd>
            <dt>{t('tickets.seat')}</dt>
            <dd>{ticket.seatNumber}</dd>
          </>
        )}
        {ticket.seatState === 'confirming' && (
          <>
            <dt>{t('tickets.seat')}</dt>
            <dd>
              {t('tickets.seatConfirming')}
              {ticket.seatsBy !== null && (
                <span className="ticket-seats-by">
                  {ticket.seatsBy > openedAt
                    ? t('tickets.seatsBy', { time: timeText(ticket.seatsBy, ticket.event.timeZone) })
                    : t('tickets.seatsSoon')}
                </span>
              )}
            </dd>
          </>
        )}
        {entry.gate && (
          <>
            <dt>{t('tickets.entryGate')}</dt>
            <dd>{entry.gate}</dd>
          </>
        )}
        {entry.queueAt !== null && (
          <>
            <dt>{t('tickets.queueTime')}</dt>
            <dd>
              <EventTime at={entry.queueAt} timeZone={ticket.event.timeZone} />
            </dd>
          </>
        )}
        {entry.entryAt !== null && (
          <>
            <dt>{t('tickets.entryTime')}</dt>
            <dd>
              <EventTime at={entry.entryAt} timeZone={ticket.event.timeZone} />
            </dd>
          </>
        )}
      </dl>
      {entry.guide && (
        <>
          <h3 className="small">{t('tickets.entryGuide')}</h3>
          <p className="small ticket-guide">{entry.guide}</p>
        </>
      )}
    </section>
  );
}
