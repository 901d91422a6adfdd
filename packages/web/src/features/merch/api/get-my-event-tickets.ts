import type { TicketView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** Tickets that can vouch for a holder-only item: mine, of the event, not used or revoked. */
const USABLE: ReadonlySet<TicketView['status']> = new Set(['paid', 'ready']);

/** GET /ticket/myTickets (upcoming): my tickets of one event, for holder-only items. */
export async function getMyEventTickets(eventId: number): Promise<TicketView[]> {
  const tickets = await http.get<TicketView[]>('/ticket/myTickets', { scope: 'upcoming' });
  return tickets.filter((ticket) => ticket.event.id === eventId && USABLE.has(ticket.status));
}

export const myEventTicketsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: ['merch', 'my-event-tickets', eventId] as const,
    queryFn: () => getMyEventTickets(eventId),
  });

export function useMyEventTickets(eventId: number | null, enabled: boolean) {
  return useQuery({ ...myEventTicketsQueryOptions(eventId ?? 0), enabled: enabled && eventId !== null });
}
