import type { ApplyDiscountRequest, OrderDiscountsView } from '@fanpass/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { orderDiscountsQueryKey } from './get-order-discounts';
import { orderQueryKey } from './get-order';

/**
 * POST /order/applyDiscount: the voucher (or none) and the Fan Coin for a held order, replacing
 * the previous choice. Refusals (minimum spend, too many coins…) come back to the picker.
 */
export function applyDiscount(input: ApplyDiscountRequest): Promise<OrderDiscountsView> {
  return http.post<OrderDiscountsView>(
    '/order/applyDiscount',
    { orderNo: input.orderNo, voucherId: input.voucherId, fanCoin: input.fanCoin },
    { errors: 'caller' },
  );
}

/** `onApplied`: a screen showing another kind of order (a merch order) refetches it. */
export function useApplyDiscount(onApplied?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyDiscount,
    onSuccess: async (view) => {
      client.setQueryData(orderDiscountsQueryKey(view.orderNo), view);
      // The order's amount due (and, when nothing is left to pay, its state) changed with it.
      onApplied?.();
      await client.invalidateQueries({ queryKey: orderQueryKey(view.orderNo) });
    },
  });
}
