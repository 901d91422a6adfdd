import { useTranslation } from 'react-i18next';
import { useSentTransfers } from '../api/transfer-ticket';
import { SentTransfer } from './SentTransfers';

/** On a ticket that waits for an invited recipient: to whom, until when, and Cancel. */
export function PendingTransfer({ code }: { code: string }) {
  const { t } = useTranslation();
  const query = useSentTransfers();
  const transfer = query.data?.find((x) => x.ticketCode === code && x.state === 'pending');
  return (
    <section className="section" aria-labelledby="pending-transfer-title">
      <h2 className="section__title" id="pending-transfer-title">
        {t('tickets.sent.waitingTitle')}
      </h2>
      <p className="small muted">{t('tickets.sent.waitingWhy')}</p>
      {transfer && (
        <ul className="card-list">
          <SentTransfer transfer={transfer} />
        </ul>
      )}
    </section>
  );
}
