import { useSession } from '../../../lib/session/store';
import { useMyWaitlist } from '../api/get-my-waitlist';

/** Whether the signed-in fan is waiting (or has seats offered) for any of these seat areas. */
export function useWaitlisted(ticketTypeIds: readonly number[]): boolean {
  const { isLogin } = useSession();
  const mine = useMyWaitlist(isLogin && ticketTypeIds.length > 0);
  return (
    mine.data?.some(
      (entry) =>
        entry.ticketType !== null &&
        entry.ticketType !== undefined &&
        ticketTypeIds.includes(entry.ticketType.id) &&
        (entry.status === 'waiting' || entry.status === 'offered'),
    ) ?? false
  );
}
