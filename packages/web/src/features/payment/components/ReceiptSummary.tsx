import { WALLET_PAYMENT_METHOD, eventIcs, icsFileName, type ReceiptView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { money } from '../../../lib/format';
import './receipt.css';
import { EventTime } from '../../../components/EventTime';

/** Downloads the same .ics the receipt e-mail attaches (same UID, so calendars merge them). */
function downloadIcs(receipt: ReceiptView): void {
  const { event } = receipt;
  const text = eventIcs({
    uid: `event-${event.id}-${event.slug}@fanpass`,
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    location: [event.venue, event.location].filter(Boolean).join(', '),
    url: window.location.href,
  });
  const href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = icsFileName(event.slug || event.title);
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** The paid order's receipt on the result page: what the confirmation e-mail says. */
export function ReceiptSummary({ receipt }: { receipt: ReceiptView }) {
  const { t } = useTranslation();
  const { event } = receipt;
  const method = receipt.paymentType
    ? t(`payment.type.${receipt.paymentType}`)
    : receipt.method === WALLET_PAYMENT_METHOD
      ? t('payment.myWallet')
      : receipt.method;
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h3 id="receipt-title">{event.title}</h3>
      <dl className="facts">
        <dt>{t('payment.receipt.date')}</dt>
        <dd>
          <EventTime at={event.startsAt} timeZone={event.timeZone} />
        </dd>
        <dt>{t('payment.receipt.venue')}</dt>
        <dd>{[event.venue, event.location].filter(Boolean).join(', ')}</dd>
        <dt>{t('payment.receipt.seats')}</dt>
        <dd>{receipt.seats.map((s) => `${s.area} × ${s.quantity}`).join(', ')}</dd>
        <dt>{t('payment.receipt.amount')}</dt>
        <dd>{money(receipt.amount, receipt.currency)}</dd>
        <dt>{t('payment.receipt.method')}</dt>
        <dd>{method}</dd>
        <dt>{t('orders.orderNo')}</dt>
        <dd className="receipt__order-no">{receipt.orderNo}</dd>
      </dl>
      <button type="button" className="button button--ghost button--block" onClick={() => downloadIcs(receipt)}>
        {t('events.addToCalendar')}
      </button>
      <p className="muted receipt__note">{t('payment.receipt.emailed')}</p>
    </section>
  );
}
