import { intlLocale, type Language, ROUTES, type WaitlistEntryView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Where a reservation stands: my position, or an offer to pay before it expires. */
export function WaitlistStatusLine({ entry }: { entry: WaitlistEntryView }) {
  const { t, i18n } = useTranslation();
  if (entry.status === 'offered' && entry.offer && entry.offer.status === 'held') {
    const until = new Intl.DateTimeFormat(intlLocale(i18n.language as Language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(entry.offer.expiresAt));
    return (
      <div className="reserve reserve--offer" role="status">
        <span>{t('waitlist.offer', { num: entry.offer.quantity, time: until })}</span>
        <Link
          className="button button--primary button--small"
          to={`${ROUTES.ticketOrder}?orderNo=${entry.offer.orderNo}`}
        >
          {t('waitlist.claim')}
        </Link>
      </div>
    );
  }
  if (entry.status === 'waiting') {
    return (
      <p className="reserve" role="status">
        {t('waitlist.position', { position: entry.position ?? '-', num: entry.quantity })}
      </p>
    );
  }
  return <p className="reserve muted">{t(`waitlist.status.${entry.status}`)}</p>;
}
