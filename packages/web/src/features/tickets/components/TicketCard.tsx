import { ROUTES, type TicketView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EventTime } from '../../../components/EventTime';

/**
 * One ticket in My Tickets: event, seat area and status. No QR here: the only code a gate admits is
 * the rotating one behind 'Show Ticket QR Code' on the ticket (a QR of the bare ticket number was
 * refused at the door).
 */
export function TicketCard({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link className="ticket-card" to={`${ROUTES.ticketDetailPage}?code=${ticket.code}`}>
        <div className="ticket-card__body">
          <strong>{ticket.event.title}</strong>
          <EventTime className="muted small" at={ticket.event.startsAt} timeZone={ticket.event.timeZone} />
          {ticket.part.count > 1 && (
            <span className="small">{t('tickets.partOf', { index: ticket.part.index, count: ticket.part.count })}</span>
          )}
          <span className="small">
            {t('tickets.section')}: {ticket.seatArea}
          </span>
          <span className={`ticket-status ticket-status--${ticket.status}`}>
            {t(`tickets.status.${ticket.status}`)}
          </span>
        </div>
      </Link>
    </li>
  );
}
