import type { WaitlistEntryView } from '@fanpass/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { myWaitlistQueryKey } from './get-my-waitlist';

/** POST /waitlist/join: reserve seats on a sold-out seat area; answers my position. */
export function joinWaitlist(input: { ticketTypeId: number; quantity: number }): Promise<WaitlistEntryView> {
  return http.post<WaitlistEntryView>('/waitlist/join', { ticketTypeId: input.ticketTypeId, quantity: input.quantity });
}

export function useJoinWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => client.invalidateQueries({ queryKey: myWaitlistQueryKey }),
  });
}
