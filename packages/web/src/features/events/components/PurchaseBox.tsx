import { type EventDetailView, ROUTES } from '@fanpass/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session/store';
import { EventTime } from '../../../components/EventTime';
import { dayShort, timeOfDay } from '../../../lib/format';
import { lowestAvailablePrice } from '../lib/prices';
import { DesktopSiteLink } from './DesktopOnlyNotice';
import { usePrice } from '../../../lib/use-price';

/** Where 'Buy tickets' goes: choosing seats, through sign-in for a visitor, who then comes back to it. */
export function buyTarget(eventId: number, isLogin: boolean): string {
  const choose = `${ROUTES.ticketChoose}?id=${eventId}`;
  return isLogin ? choose : `${ROUTES.sign}?redirectUrl=${encodeURIComponent(choose)}`;
}

/** Scrolls to the seat areas, where a sold-out area takes reservations. */
function toSeatAreas(): void {
  document.getElementById('seat-areas')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * What the fan can do now, always in reach: the sticky bottom bar on a phone ('bar'), the sticky
 * side panel on the desktop ('panel'). Each state says what is true: on sale from the lowest
 * price with seats, not on sale yet, sold out (to the waiting list), ended, or desktop-only.
 */
export function PurchaseBox({
  event,
  blockedOnPhone,
  variant,
  waitlisted = false,
}: {
  event: EventDetailView;
  blockedOnPhone: boolean;
  variant: 'bar' | 'panel';
  /** The fan already waits for seats here: say so instead of inviting to join. */
  waitlisted?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const priceOf = usePrice();
  const { isLogin } = useSession();
  const lang = i18n.language;
  const lowest = lowestAvailablePrice(event.ticketTypes);
  const price =
    lowest !== null && (event.status === 'onSale' || event.status === 'upcoming')
      ? t('events.fromPrice', { price: priceOf(lowest, event.currency) })
      : null;

  let note: string;
  let action: ReactNode = null;
  if (event.status === 'ended') {
    note = t('events.cannotBuy.ended');
  } else if (blockedOnPhone) {
    note = t('events.bar.desktopOnly');
    action = <DesktopSiteLink className="button button--primary purchase__action" />;
  } else if (event.status === 'onSale') {
    note = t('events.limit', { num: event.ticketLimit });
    action = (
      <Link className="button button--primary purchase__action" to={buyTarget(event.id, isLogin)}>
        {t('events.buyTickets')}
      </Link>
    );
  } else if (event.status === 'upcoming') {
    note = t('events.bar.saleOpens', {
      date: `${dayShort(event.saleStartsAt, lang)} ${timeOfDay(event.saleStartsAt, lang)}`,
    });
  } else {
    note = t(waitlisted ? 'events.bar.onWaitlist' : 'events.bar.soldOut');
    action = (
      <button type="button" className="button button--ghost purchase__action" onClick={toSeatAreas}>
        {t(waitlisted ? 'events.bar.myPlace' : 'events.bar.toWaitlist')}
      </button>
    );
  }

  if (variant === 'bar') {
    return (
      <div className="purchase-bar" role="region" aria-label={t('events.bar.label')}>
        <div className="purchase-bar__text">
          <strong className="purchase-bar__price">{price ?? t(`events.bar.status.${event.status}`)}</strong>
          <span className="purchase-bar__note">{note}</span>
        </div>
        {action}
      </div>
    );
  }
  return (
    <section className="purchase-panel" aria-label={t('events.bar.label')}>
      <p className="purchase-panel__title">{event.title}</p>
      <p className="purchase-panel__when">
        <EventTime at={event.startsAt} timeZone={event.timeZone} />
      </p>
      <p className="purchase-panel__venue">{event.venue}</p>
      <p className="purchase-panel__price">{price ?? t(`events.bar.status.${event.status}`)}</p>
      <p className="purchase-panel__note">{note}</p>
      {action}
    </section>
  );
}
