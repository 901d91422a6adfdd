import type { GiveawayResultView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /giveaway/result?campaign= (public) */
export function getGiveawayResult(campaign: string): Promise<GiveawayResultView> {
  return http.get<GiveawayResultView>('/giveaway/result', { campaign });
}

export function giveawayResultQueryOptions(campaign: string) {
  return queryOptions({ queryKey: ['giveaway', 'result', campaign], queryFn: () => getGiveawayResult(campaign) });
}

export function useGiveawayResult(campaign: string | null) {
  return useQuery({ ...giveawayResultQueryOptions(campaign ?? ''), enabled: campaign !== null });
}
