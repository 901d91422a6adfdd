import { ROUTES } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PushOffer } from '../../../components/PushOffer';
import { useSession } from '../../../lib/session/store';
import { useMyWaitlist } from '../api/get-my-waitlist';
import { useJoinWaitlist } from '../api/join-waitlist';
import { WaitlistStatusLine } from './WaitlistStatusLine';

/** Reserve on a sold-out seat area (spec §1): a quantity within the limit, then my position. */
export function ReserveSoldOut({ ticketTypeId, limit }: { ticketTypeId: number; limit: number }) {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const location = useLocation();
  const mine = useMyWaitlist(isLogin);
  const join = useJoinWaitlist();
  const [quantity, setQuantity] = useState(1);
  const active = mine.data?.find(
    (e) => e.ticketType?.id === ticketTypeId && (e.status === 'waiting' || e.status === 'offered'),
  );

  if (!isLogin) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Link className="button button--small reserve" to={`${ROUTES.sign}?redirectUrl=${back}`}>
        {t('waitlist.signInToReserve')}
      </Link>
    );
  }
  if (active) {
    return (
      <>
        <WaitlistStatusLine entry={active} />
        {active.status === 'waiting' && <PushOffer message={t('waitlist.pushOffer')} />}
      </>
    );
  }
  return (
    <form
      className="reserve"
      onSubmit={(e) => {
        e.preventDefault();
        join.mutate({ ticketTypeId, quantity });
      }}
    >
      <label className="reserve__qty">
        <span className="muted small">{t('waitlist.quantity')}</span>
        <select className="select" value={quantity} onChange={(e) => setQuantity(Number(e.target.value))}>
          {Array.from({ length: limit }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--primary button--small" disabled={join.isPending}>
        {t('waitlist.reserve')}
      </button>
    </form>
  );
}
