import type { MerchProductView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /merch/detail: one item with its variants and what is left of each (public call). */
export function getMerchDetail(id: number): Promise<MerchProductView> {
  return http.get<MerchProductView>('/merch/detail', { id });
}

export function merchDetailQueryOptions(id: number) {
  return queryOptions({ queryKey: ['merch', 'detail', id] as const, queryFn: () => getMerchDetail(id), staleTime: 0 });
}

export function useMerchDetail(id: number | null) {
  return useQuery({ ...merchDetailQueryOptions(id ?? 0), enabled: id !== null });
}
