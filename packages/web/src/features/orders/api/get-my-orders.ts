import type { OrderPage } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /order/myOrders: my ticket orders, newest first. */
export function getMyOrders(): Promise<OrderPage> {
  return http.get<OrderPage>('/order/myOrders', { page: 1, pageSize: 50 });
}

export const myOrdersQueryKey = ['order', 'mine'] as const;

export function myOrdersQueryOptions() {
  return queryOptions({ queryKey: myOrdersQueryKey, queryFn: getMyOrders, staleTime: 0 });
}

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}
