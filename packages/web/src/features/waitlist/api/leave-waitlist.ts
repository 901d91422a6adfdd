import type { WaitlistEntryView } from '@fanpass/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { myWaitlistQueryKey } from './get-my-waitlist';

/** POST /waitlist/leave: leave the list (an open offer is declined and passes on). */
export function leaveWaitlist(id: number): Promise<WaitlistEntryView> {
  return http.post<WaitlistEntryView>('/waitlist/leave', { id });
}

export function useLeaveWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: () => client.invalidateQueries({ queryKey: myWaitlistQueryKey }),
  });
}
