import type { CheckoutView, MerchOrderFulfilment } from '@fanpass/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { untilHoldEnds } from '../../../lib/held-order-query';
import { http } from '../../../lib/http/client';

/** POST /checkout/create: tickets and the event's merch (or merch only) in one hold. */
export type CreateCheckoutBody = {
  eventId: number;
  items: { ticketTypeId: number; quantity: number }[];
  attendeeIds?: number[];
  merch?: CheckoutMerchBody;
};

/** The merch part: as merchOrder/create takes it, for the event's items only. */
export type CheckoutMerchBody = {
  items: { variantId: number; quantity: number }[];
  fulfilment: MerchOrderFulfilment;
  addressId?: number;
  pickupDate?: string;
  ticketNo?: string;
};

/** Failures come back to the caller (no automatic toast): the choose screen words them. */
export function createCheckout(input: CreateCheckoutBody & { idempotencyKey: string }): Promise<CheckoutView> {
  const { idempotencyKey, ...body } = input;
  return http.post<CheckoutView>('/checkout/create', body, {
    errors: 'caller',
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}

/** GET /checkout/detail: one checkout of mine with both parts and its countdown. */
export function getCheckout(orderNo: string): Promise<CheckoutView> {
  return http.get<CheckoutView>('/checkout/detail', { orderNo });
}

export const checkoutQueryKey = (orderNo: string) => ['checkout', 'detail', orderNo] as const;

export function useCheckout(orderNo: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: checkoutQueryKey(orderNo ?? ''),
      queryFn: () => getCheckout(orderNo ?? ''),
      staleTime: 0,
      refetchInterval: untilHoldEnds,
    }),
    enabled: orderNo !== null,
  });
}

/** POST /checkout/cancel: lets a held checkout go; its seats and stock come back. */
export function useCancelCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => http.post<CheckoutView>('/checkout/cancel', { orderNo }),
    onSuccess: (order) => client.setQueryData(checkoutQueryKey(order.orderNo), order),
  });
}
