import { makeNonce, ROUTES, type ResaleOfferView } from '@fanpass/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { money } from '../../../lib/format';
import { useBuyResale, useResaleOffers } from '../api/resale-offers';

interface Props {
  eventId: number;
  /** Real-name events: the buyer chooses the one attendee of the ticket first. */
  realName: boolean;
  signedIn: boolean;
  /** The attendee picker (from the attendees feature), composed by the event page. */
  attendees: (chosen: number[], onChange: (ids: number[]) => void) => ReactNode;
  onSignIn: () => void;
}

/**
 * "Resale tickets from fans" on the event page (issue 46): listings no one on the waiting list
 * took, at their price (face value or less); buying one holds it as my ticket order, then the
 * order summary and payment page as for any ticket. Hidden when there are none.
 */
export function ResaleFromFans({ eventId, realName, signedIn, attendees, onSignIn }: Props) {
  const { t } = useTranslation();
  const offers = useResaleOffers(eventId);
  const [choosing, setChoosing] = useState<number | null>(null);
  const [attendeeIds, setAttendeeIds] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const buy = useBuyResale();
  const navigate = useNavigate();
  const keys = useRef(new Map<number, string>());
  const list = offers.data ?? [];
  if (list.length === 0) return null;

  function hold(offer: ResaleOfferView) {
    if (!signedIn) return onSignIn();
    if (realName && attendeeIds.length !== 1) {
      setChoosing(offer.id);
      setProblem(choosing === offer.id ? t('resale.attendeeNeeded') : null);
      return;
    }
    // One key per listing: pressing Buy again after a timeout replays the first hold.
    const key = keys.current.get(offer.id) ?? makeNonce(32);
    keys.current.set(offer.id, key);
    buy.mutate(
      { listingId: offer.id, idempotencyKey: key, ...(realName ? { attendeeIds } : {}) },
      {
        onSuccess: (order) => void navigate(`${ROUTES.ticketOrder}?orderNo=${order.orderNo}`),
        onError: () => void offers.refetch(),
      },
    );
  }

  return (
    <section className="section resale-offers" aria-labelledby="resale-offers">
      <h2 className="section__title" id="resale-offers">
        {t('resale.fromFans')}
      </h2>
      <p className="small muted">{t('resale.fromFansNote')}</p>
      <ul className="area-list">
        {list.map((offer) => (
          <li key={offer.id} className="area">
            <div>
              <strong>{offer.seatArea}</strong>
              {offer.price < offer.faceValue && (
                <span className="muted area__left">
                  {t('resale.faceValue', { price: money(offer.faceValue, offer.currency) })}
                </span>
              )}
            </div>
            <span className="area__price">{money(offer.price, offer.currency)}</span>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={buy.isPending}
              aria-label={t('resale.buyLabel', { area: offer.seatArea, price: money(offer.price, offer.currency) })}
              onClick={() => hold(offer)}
            >
              {t('resale.buy')}
            </button>
            {choosing === offer.id && realName && (
              <div className="resale-offers__attendee">{attendees(attendeeIds, setAttendeeIds)}</div>
            )}
          </li>
        ))}
      </ul>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
