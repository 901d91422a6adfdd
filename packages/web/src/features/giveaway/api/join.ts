import type { GiveawayJoinedView } from '@fanpass/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** POST /giveaway/join */
export function joinGiveaway(): Promise<GiveawayJoinedView> {
  return http.post<GiveawayJoinedView>('/giveaway/join', {});
}

export function useJoinGiveaway() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: joinGiveaway,
    onSuccess: () => client.invalidateQueries({ queryKey: ['giveaway', 'current'] }),
  });
}
