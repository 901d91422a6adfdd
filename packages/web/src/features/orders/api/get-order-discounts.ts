import type { OrderDiscountsView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/**
 * GET /order/discounts: the vouchers a held order of mine may take and the Fan Coin I may spend on
 * it. Quiet on failure: the summary stays usable (checkout, cancel) and the picker says it could
 * not load; the order's own query handles a lapsed login.
 */
export function getOrderDiscounts(orderNo: string): Promise<OrderDiscountsView> {
  return http.get<OrderDiscountsView>('/order/discounts', { orderNo }, { errors: 'silent' });
}

export const orderDiscountsQueryKey = (orderNo: string) => ['order', 'discounts', orderNo] as const;

export function orderDiscountsQueryOptions(orderNo: string) {
  return queryOptions({
    queryKey: orderDiscountsQueryKey(orderNo),
    queryFn: () => getOrderDiscounts(orderNo),
    staleTime: 0,
    retry: false,
  });
}

export function useOrderDiscounts(orderNo: string, enabled: boolean) {
  return useQuery({ ...orderDiscountsQueryOptions(orderNo), enabled });
}
