import { ROUTES, type WaitlistEntryView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { clock } from '../../../lib/format';
import { useCountdown } from '../../../lib/use-countdown';
import { useMyWaitlist } from '../api/get-my-waitlist';
import '../../../components/ticketing.css';

type HeldOffer = WaitlistEntryView & { offer: NonNullable<WaitlistEntryView['offer']> };

/** Offers still open: seats held for me that I can pay for (each hides itself once its time is up). */
function openOffers(entries: WaitlistEntryView[] | undefined): HeldOffer[] {
  return (entries ?? []).filter(
    (e): e is HeldOffer => e.status === 'offered' && e.offer !== null && e.offer.status === 'held',
  );
}

function Offer({ entry, variant }: { entry: HeldOffer; variant: 'banner' | 'card' }) {
  const { t } = useTranslation();
  const left = useCountdown(entry.offer.expiresAt);
  if (left === 0) return null;
  return (
    <div className={`seat-offer seat-offer--${variant}`} role="status" data-order={entry.offer.orderNo}>
      <p className="seat-offer__text">
        <strong>{t('app.offerTitle', { event: entry.event?.title ?? '' })}</strong>{' '}
        {t('app.offerHeld', { num: entry.offer.quantity, area: entry.ticketType?.name ?? '' })}{' '}
        <span className="seat-offer__left">{t('app.offerLeft', { time: clock(left) })}</span>
      </p>
      <Link
        className="button button--primary button--small"
        to={`${ROUTES.ticketOrder}?orderNo=${entry.offer.orderNo}`}
      >
        {t('app.offerPay')}
      </Link>
    </div>
  );
}

/**
 * Waiting-list offers while they are open, with the time left and the way to pay: as a notice on
 * every screen (`banner`), or first on the event page and in My Tickets (`card`, only the event's
 * when `eventId` is given).
 */
export function OpenOffers({ variant, eventId }: { variant: 'banner' | 'card'; eventId?: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const query = useMyWaitlist(true, variant === 'banner' ? 60_000 : false);
  const offers = openOffers(query.data).filter((e) => eventId === undefined || e.event?.id === eventId);
  const shownOrder = new URLSearchParams(location.search).get('orderNo');
  // The notice gives way where the offers are shown already: My Tickets, the event's page, the order.
  const shownHere = (e: HeldOffer): boolean =>
    location.pathname === ROUTES.orderTicket ||
    (location.pathname === ROUTES.ticketDetail &&
      new URLSearchParams(location.search).get('id') === String(e.event?.id)) ||
    (location.pathname === ROUTES.ticketOrder && shownOrder === e.offer.orderNo);
  const visible = variant === 'banner' ? offers.filter((e) => !shownHere(e)) : offers;
  if (!visible.length) return null;
  return (
    <section className={`seat-offers seat-offers--${variant}`} aria-label={t('app.offersLabel')}>
      {visible.map((entry) => (
        <Offer key={entry.id} entry={entry} variant={variant} />
      ))}
    </section>
  );
}

export default function OfferBanner() {
  return <OpenOffers variant="banner" />;
}
