import type { OrderView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { untilHoldEnds } from '../../../lib/held-order-query';
import { http } from '../../../lib/http/client';

/** GET /order/detail: the summary with the hold's expiry and seconds left. */
export function getOrder(orderNo: string): Promise<OrderView> {
  return http.get<OrderView>('/order/detail', { orderNo });
}

export const orderQueryKey = (orderNo: string) => ['order', 'detail', orderNo] as const;

export function orderQueryOptions(orderNo: string) {
  return queryOptions({
    queryKey: orderQueryKey(orderNo),
    queryFn: () => getOrder(orderNo),
    staleTime: 0,
    refetchInterval: untilHoldEnds,
  });
}

export function useOrder(orderNo: string | null) {
  return useQuery({ ...orderQueryOptions(orderNo ?? ''), enabled: orderNo !== null });
}
