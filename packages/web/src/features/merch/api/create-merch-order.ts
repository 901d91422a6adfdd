import type { MerchOrderFulfilment, MerchOrderView } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export type CreateMerchOrderBody = {
  items: { variantId: number; quantity: number }[];
  fulfilment: MerchOrderFulfilment;
  addressId?: number;
  pickupDate?: string;
  ticketNo?: string;
};

/**
 * POST /merchOrder/create holds the stock. Failures come back to the caller (no automatic toast):
 * the screen words 'Invalid ticket number!' beside the field. The Idempotency-Key makes a retried
 * tap replay the first hold.
 */
export function createMerchOrder(input: CreateMerchOrderBody & { idempotencyKey: string }): Promise<MerchOrderView> {
  const { idempotencyKey, ...body } = input;
  return http.post<MerchOrderView>('/merchOrder/create', body, {
    errors: 'caller',
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function useCreateMerchOrder() {
  return useMutation({ mutationFn: createMerchOrder });
}
