import type { WaitlistEntryView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /waitlist/mine: my reservations with position, and my offers. */
export function getMyWaitlist(): Promise<WaitlistEntryView[]> {
  return http.get<WaitlistEntryView[]>('/waitlist/mine');
}

export const myWaitlistQueryKey = ['waitlist', 'mine'] as const;

export function myWaitlistQueryOptions() {
  return queryOptions({ queryKey: myWaitlistQueryKey, queryFn: getMyWaitlist, staleTime: 0 });
}

/** `refetchInterval`: how often to ask again while shown (the notice on every screen), or never. */
export function useMyWaitlist(enabled = true, refetchInterval: number | false = false) {
  return useQuery({ ...myWaitlistQueryOptions(), enabled, refetchInterval });
}
