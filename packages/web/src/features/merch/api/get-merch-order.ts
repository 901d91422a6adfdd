import type { MerchOrderView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { untilHoldEnds } from '../../../lib/held-order-query';
import { http } from '../../../lib/http/client';

/** GET /merchOrder/detail: one merch order of mine with its countdown, progress and pick-up QR. */
export function getMerchOrder(orderNo: string): Promise<MerchOrderView> {
  return http.get<MerchOrderView>('/merchOrder/detail', { orderNo });
}

export const merchOrderQueryKey = (orderNo: string) => ['merchOrder', 'detail', orderNo] as const;

export function merchOrderQueryOptions(orderNo: string) {
  return queryOptions({
    queryKey: merchOrderQueryKey(orderNo),
    queryFn: () => getMerchOrder(orderNo),
    staleTime: 0,
    refetchInterval: untilHoldEnds,
  });
}

export function useMerchOrder(orderNo: string | null) {
  return useQuery({ ...merchOrderQueryOptions(orderNo ?? ''), enabled: orderNo !== null });
}
