import type { GiveawayMyEntriesView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /giveaway/myEntries */
export function getMyEntries(): Promise<GiveawayMyEntriesView> {
  return http.get<GiveawayMyEntriesView>('/giveaway/myEntries');
}

export function myEntriesQueryOptions() {
  return queryOptions({ queryKey: ['giveaway', 'myEntries'], queryFn: getMyEntries, staleTime: 0 });
}

export function useMyEntries() {
  return useQuery(myEntriesQueryOptions());
}
