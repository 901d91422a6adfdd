import type { GiveawayCampaignView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /giveaway/current (public; signed in it says whether I joined and my Active entries). */
export function getCurrentGiveaway(): Promise<GiveawayCampaignView> {
  return http.get<GiveawayCampaignView>('/giveaway/current');
}

export function currentGiveawayQueryOptions(isLogin: boolean) {
  return queryOptions({ queryKey: ['giveaway', 'current', isLogin], queryFn: getCurrentGiveaway, staleTime: 0 });
}

export function useCurrentGiveaway(isLogin: boolean) {
  return useQuery(currentGiveawayQueryOptions(isLogin));
}
