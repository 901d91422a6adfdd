import type { OrderDiscountsView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /order/discounts: the vouchers a held order of mine may take and the Fan Coin I may spend on it. */
export function getOrderDiscounts(orderNo: string): Promise<OrderDiscountsView> {
  return http.get<OrderDiscountsView>('/order/discounts', { orderNo }, { errors: 'caller' });
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
