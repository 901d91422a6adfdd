import type { OutgoingTransferView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { when } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useCancelTransfer, useSentTransfers } from '../api/transfer-ticket';

/** My Tickets' "Sent tickets": what I transferred, and what still waits for an invited recipient. */
export function SentTransfers() {
  const { t } = useTranslation();
  const query = useSentTransfers();
  if (!query.data?.length) return null;
  return (
    <section className="section" aria-labelledby="sent-transfers-title">
      <h2 className="section__title" id="sent-transfers-title">
        {t('tickets.sent.title')}
      </h2>
      <ul className="card-list">
        {query.data.map((transfer) => (
          <SentTransfer key={transfer.shareToken} transfer={transfer} />
        ))}
      </ul>
    </section>
  );
}

/** One sent transfer: to whom and how it stands; a waiting one can be cancelled. */
export function SentTransfer({ transfer }: { transfer: OutgoingTransferView }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelTransfer();
  const to = transfer.toUserMail;
  return (
    <li className="ticket-card sent-transfer" data-state={transfer.state}>
      <div className="ticket-card__body">
        <strong>{transfer.event.title}</strong>
        <span className="muted small">{when(transfer.event.startsAt, i18n.language)}</span>
        <span className="small">
          {t('tickets.section')}: {transfer.seatArea}
        </span>
        <span className="small">
          {transfer.state === 'pending' && transfer.expiresAt !== null
            ? t('tickets.sent.pending', { email: to, time: when(transfer.expiresAt, i18n.language) })
            : t(`tickets.sent.${transfer.state}`, { email: to })}
        </span>
        {transfer.state === 'pending' && (
          <button
            type="button"
            className="button button--ghost"
            disabled={cancel.isPending}
            onClick={() =>
              // Told even when this line is gone by then (the ticket's page no longer shows it).
              cancel.mutateAsync(transfer.shareToken).then(
                () => showToast(t('tickets.sent.cancelledToast'), 'top', 'info', 3000),
                () => undefined, // the client's code table has shown why
              )
            }
          >
            {t('tickets.sent.cancel')}
          </button>
        )}
      </div>
    </li>
  );
}
