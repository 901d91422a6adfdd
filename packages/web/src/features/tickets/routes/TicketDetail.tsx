import { isTicketCode, type TicketDetailView } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { ApiError } from '../../../lib/http/client';
import { when } from '../../../lib/format';
import { useTicketDetail } from '../api/get-ticket-detail';
import { TicketQrButton } from '../components/TicketQrButton';
import { WalletPassButtons } from '../components/WalletPassButtons';
import { ChooseAttendee } from '../components/ChooseAttendee';
import { SeatAndEntry } from '../components/SeatAndEntry';
import { TicketHistoryTabs } from '../components/TicketHistoryTabs';
import { PendingTransfer } from '../components/PendingTransfer';
import { TransferFlow } from '../components/TransferFlow';
import { CantGo } from '../components/CantGo';
import '../../../components/ticketing.css';
import { EventTime } from '../../../components/EventTime';

/**
 * /ticket-detail?code=: Show Ticket QR Code, seat (Section, Row, Seat) and entry details, event
 * date, time and location, status, history tabs, "Can't go?" (resale) and the transfer flow.
 */
export function TicketDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('code');
  const code = raw && isTicketCode(raw) ? raw : null;
  const query = useTicketDetail(code);
  if (!code || (query.error instanceof ApiError && query.error.kind === 'code')) {
    return (
      <main className="page">
        <PageHeader title={t('title.myTickets')} />
        <p className="muted">{t('tickets.notFound')}</p>
      </main>
    );
  }
  return (
    <main className="page ticket-page">
      <PageHeader title={t('title.myTickets')} />
      <QueryState query={query} skeleton="detail" empty={null} offlineNote={t('tickets.offlineSaved')}>
        {(ticket) => <TicketSections ticket={ticket} />}
      </QueryState>
    </main>
  );
}

function TicketSections({ ticket }: { ticket: TicketDetailView }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="section ticket-qr">
        <h2 className="section__title">{t('tickets.showQr')}</h2>
        {/* A ticket waiting for its recipient is usable by no one: no code to show. */}
        {ticket.status !== 'transferring' && <TicketQrButton ticket={ticket} />}
        <p className="mono">{ticket.code}</p>
        {ticket.part.count > 1 && (
          <p className="small">{t('tickets.partOf', { index: ticket.part.index, count: ticket.part.count })}</p>
        )}
        <span className={`ticket-status ticket-status--${ticket.status}`}>{t(`tickets.status.${ticket.status}`)}</span>
        <WalletPassButtons code={ticket.code} status={ticket.status} />
      </section>
      {ticket.status === 'transferring' && <PendingTransfer code={ticket.code} />}
      {ticket.attendeePending && <ChooseAttendee code={ticket.code} />}
      <SeatAndEntry ticket={ticket} />
      <section className="section">
        <h2 className="section__title">{ticket.event.title}</h2>
        <dl className="facts">
          <dt>{t('tickets.type')}</dt>
          <dd>{ticket.type}</dd>
          <dt>{t('events.dateTime')}</dt>
          <dd>
            <EventTime at={ticket.event.startsAt} timeZone={ticket.event.timeZone} />
          </dd>
          <dt>{t('events.location')}</dt>
          <dd>
            {ticket.event.venue} · {ticket.event.location}
          </dd>
          {ticket.attendeeName && (
            <>
              <dt>{t('tickets.attendee')}</dt>
              <dd>{ticket.attendeeName}</dd>
            </>
          )}
          {ticket.orderNo && (
            <>
              <dt>{t('orders.orderNo')}</dt>
              <dd className="mono">{ticket.orderNo}</dd>
            </>
          )}
        </dl>
      </section>
      <TicketHistoryTabs history={ticket.history} />
      <CantGo ticket={ticket} />
      <TransferEntry ticket={ticket} />
    </>
  );
}

/** 'Transfer' opens the flow, or says why this ticket cannot be transferred now. */
function TransferEntry({ ticket }: { ticket: TicketDetailView }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  if (ticket.history.length === 0) return null; // a saved copy offline: transfers need the network
  if (ticket.status !== 'paid' && ticket.status !== 'ready') return null;
  if (ticket.transferLockedUntil !== null) {
    return (
      <section className="section">
        <p className="small muted">
          {t('tickets.transfer.lockedUntil', { time: when(ticket.transferLockedUntil, i18n.language) })}
        </p>
      </section>
    );
  }
  if (open) return <TransferFlow code={ticket.code} onCancel={() => setOpen(false)} />;
  return (
    <section className="section">
      <button type="button" className="button button--ghost button--block" onClick={() => setOpen(true)}>
        {t('tickets.transfer.start')}
      </button>
    </section>
  );
}
