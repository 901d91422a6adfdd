import type { MerchOrderPage } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /merchOrder/myOrders: My Merch, newest first. */
export function getMyMerchOrders(): Promise<MerchOrderPage> {
  return http.get<MerchOrderPage>('/merchOrder/myOrders', { pageSize: 50 });
}

export const myMerchOrdersQueryOptions = queryOptions({
  queryKey: ['merchOrder', 'mine'] as const,
  queryFn: getMyMerchOrders,
  staleTime: 0,
});

export function useMyMerchOrders() {
  return useQuery(myMerchOrdersQueryOptions);
}
