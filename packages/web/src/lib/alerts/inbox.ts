import type { AlertInboxView } from '@fanpass/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../http/client';

/** GET /alerts/inbox: my alerts of the last 90 days and how many are unread (the bell and the inbox). */
export function getInbox(): Promise<AlertInboxView> {
  return http.get<AlertInboxView>('/alerts/inbox');
}

export const inboxQueryKey = ['alerts', 'inbox'] as const;

/** The inbox, asked again every minute while shown (the bell's count). */
export function useInbox(enabled: boolean) {
  return useQuery({ queryKey: inboxQueryKey, queryFn: getInbox, enabled, staleTime: 15_000, refetchInterval: 60_000 });
}

/** POST /alerts/inbox/read: one item read (or all, without an id); answers the inbox. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) => http.post<AlertInboxView>('/alerts/inbox/read', id === null ? {} : { id }),
    onSuccess: (inbox) => client.setQueryData(inboxQueryKey, inbox),
  });
}
