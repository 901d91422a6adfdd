import type { MerchOrderView } from '@fanpass/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { merchOrderQueryKey } from './get-merch-order';

/** POST /merchOrder/cancel: lets a held order go; its stock comes back. */
export function cancelMerchOrder(orderNo: string): Promise<MerchOrderView> {
  return http.post<MerchOrderView>('/merchOrder/cancel', { orderNo });
}

export function useCancelMerchOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelMerchOrder,
    onSuccess: (order) => client.setQueryData(merchOrderQueryKey(order.orderNo), order),
  });
}
