import type { OrderView } from '@fanpass/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { orderQueryKey } from './get-order';
import { myOrdersQueryKey } from './get-my-orders';

/** POST /order/cancel: a held order is cancelled and its seats come back. */
export function cancelOrder(orderNo: string): Promise<OrderView> {
  return http.post<OrderView>('/order/cancel', { orderNo });
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (order) => {
      client.setQueryData(orderQueryKey(order.orderNo), order);
      await client.invalidateQueries({ queryKey: myOrdersQueryKey });
    },
  });
}
