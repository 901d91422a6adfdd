import type { TicketLimitView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/**
 * GET /order/ticketLimit: how many more tickets of the event this account can buy. A failure is
 * the screen's to absorb (it falls back to the event's own limit), so no toast.
 */
export function getTicketLimit(eventId: number): Promise<TicketLimitView> {
  return http.get<TicketLimitView>('/order/ticketLimit', { eventId }, { errors: 'caller' });
}

/** Every account limit read (invalidated when a hold is placed or released). */
export const ticketLimitQueryRoot = ['order', 'ticketLimit'] as const;

export function ticketLimitQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: [...ticketLimitQueryRoot, eventId] as const,
    queryFn: () => getTicketLimit(eventId),
    staleTime: 0,
    retry: false,
  });
}

export function useTicketLimit(eventId: number | null) {
  return useQuery({ ...ticketLimitQueryOptions(eventId ?? 0), enabled: eventId !== null });
}

/**
 * What the choose screen lets the fan pick: the tickets left under the limit plus those of the
 * open order, which confirming a new choice replaces. Without an answer, the event's own limit.
 */
export function choosable(limit: TicketLimitView | undefined, eventLimit: number): number {
  return limit ? limit.remaining + limit.held : eventLimit;
}
