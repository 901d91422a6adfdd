import type { ConsoleCampaignBody, ConsoleCampaignView, GiveawayResultView, SignableValue } from '@fanpass/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /console/giveaway: every campaign, newest first. */
export const campaignsQuery = queryOptions({
  queryKey: ['console', 'giveaway'],
  queryFn: () => http.get<ConsoleCampaignView[]>('/console/giveaway'),
});

export function useCampaigns() {
  return useQuery(campaignsQuery);
}

/** GET /console/giveaway/result: the published draw of one campaign. */
export function campaignResultQuery(slug: string) {
  return queryOptions({
    queryKey: ['console', 'giveaway', 'result', slug],
    queryFn: () => http.get<GiveawayResultView>('/console/giveaway/result', { slug }),
  });
}

export function useCampaignResult(slug: string | null) {
  return useQuery({ ...campaignResultQuery(slug ?? ''), enabled: slug !== null });
}

/** POST /console/giveaway/create. */
export function useCreateCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleCampaignBody) =>
      http.post<ConsoleCampaignView>('/console/giveaway/create', body as unknown as Record<string, SignableValue>),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignsQuery.queryKey }),
  });
}

/** POST /console/giveaway/commit or /draw; the campaigns (and the result) are read again. */
export function useCampaignStep(step: 'commit' | 'draw') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => http.post<unknown>(`/console/giveaway/${step}`, { slug }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignsQuery.queryKey }),
  });
}
