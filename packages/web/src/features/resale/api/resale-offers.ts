import type { OrderView, ResaleBuyBody, ResaleOfferView } from '@fanpass/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /resale/event: resale tickets from fans on offer for an event, cheapest first. */
export function useResaleOffers(eventId: number) {
  return useQuery({
    queryKey: ['resale', 'event', eventId],
    queryFn: () => http.get<ResaleOfferView[]>('/resale/event', { eventId }),
  });
}

/** POST /resale/buy: the listing held as my ticket order at its price, paid like any order. */
export function useBuyResale() {
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: ResaleBuyBody & { idempotencyKey: string }) =>
      http.post<OrderView>('/resale/buy', { ...body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
  });
}
