import type { GiveawayMyInvitesView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /giveaway/myInvites */
export function getMyInvites(): Promise<GiveawayMyInvitesView> {
  return http.get<GiveawayMyInvitesView>('/giveaway/myInvites');
}

export function myInvitesQueryOptions() {
  return queryOptions({ queryKey: ['giveaway', 'myInvites'], queryFn: getMyInvites, staleTime: 0 });
}

export function useMyInvites(enabled: boolean) {
  return useQuery({ ...myInvitesQueryOptions(), enabled });
}
