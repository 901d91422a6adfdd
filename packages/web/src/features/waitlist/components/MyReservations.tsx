import { useTranslation } from 'react-i18next';
import { useMyWaitlist } from '../api/get-my-waitlist';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { WaitlistStatusLine } from './WaitlistStatusLine';

/** My reservations on sold-out seat areas: position, offers, and leaving the list. */
export function MyReservations() {
  const { t } = useTranslation();
  const query = useMyWaitlist();
  const leave = useLeaveWaitlist();
  const open = (query.data ?? []).filter((e) => e.status === 'waiting' || e.status === 'offered');
  if (!open.length) return null;
  return (
    <section className="section" aria-labelledby="my-reservations">
      <h2 className="section__title" id="my-reservations">
        {t('waitlist.mine')}
      </h2>
      <ul className="plain-list">
        {open.map((entry) => (
          <li key={entry.id} className="reservation">
            <strong>{entry.event?.title}</strong>
            <span className="muted">{entry.ticketType?.name}</span>
            <WaitlistStatusLine entry={entry} />
            <button
              type="button"
              className="button button--small button--ghost"
              disabled={leave.isPending}
              onClick={() => leave.mutate(entry.id)}
            >
              {t('waitlist.leave')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
