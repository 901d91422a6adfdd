import type { OrderView } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { admissionHeaders } from '../../../lib/queue-admission';

export interface CreateOrderBody {
  eventId: number;
  items: { ticketTypeId: number; quantity: number }[];
  attendeeIds?: number[];
}

/**
 * POST /order/create holds the seats. Failures come back to the caller (no automatic toast): the
 * choose screen turns PHONE_NOT_VERIFIED into the verification screen and words the rest itself.
 * The Idempotency-Key makes a retried confirmation replay the first hold instead of a second one.
 */
export function createOrder(input: CreateOrderBody & { idempotencyKey: string }): Promise<OrderView> {
  const body = {
    eventId: input.eventId,
    items: input.items.map((i) => ({ ticketTypeId: i.ticketTypeId, quantity: i.quantity })),
    ...(input.attendeeIds ? { attendeeIds: input.attendeeIds } : {}),
  };
  return http.post<OrderView>('/order/create', body, {
    errors: 'caller',
    // An event sold through the waiting room needs my admission (the queue screen stored it).
    headers: { 'idempotency-key': input.idempotencyKey, ...admissionHeaders(input.eventId) },
  });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
