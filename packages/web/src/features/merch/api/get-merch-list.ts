import type { MerchAccess, MerchPage } from '@fanpass/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface MerchListParams {
  eventId?: number;
  access?: MerchAccess;
  merchOnly?: boolean;
  pageSize?: number;
}

/** GET /merch/list: the catalogue, all or filtered (public call). */
export function getMerchList(params: MerchListParams): Promise<MerchPage> {
  return http.get<MerchPage>('/merch/list', { pageSize: 50, ...params });
}

export function merchListQueryOptions(params: MerchListParams) {
  return queryOptions({
    queryKey: ['merch', 'list', params] as const,
    queryFn: () => getMerchList(params),
    placeholderData: keepPreviousData,
  });
}

export function useMerchList(params: MerchListParams) {
  return useQuery(merchListQueryOptions(params));
}
