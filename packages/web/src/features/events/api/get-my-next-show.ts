import type { TicketView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** My next show: the event of my soonest upcoming ticket, with how many tickets I hold for it. */
export interface NextShow {
  event: TicketView['event'];
  tickets: number;
  /** The ticket to open (the first of that event). */
  code: string;
}

/** GET /ticket/myTickets (upcoming, soonest first): null when I hold no ticket still to come. */
export async function getMyNextShow(): Promise<NextShow | null> {
  const tickets = await http.get<TicketView[]>('/ticket/myTickets', { scope: 'upcoming' });
  const usable = tickets.filter((ticket) => ticket.status === 'paid' || ticket.status === 'ready');
  const first = usable[0];
  if (!first) return null;
  return {
    event: first.event,
    tickets: usable.filter((ticket) => ticket.event.id === first.event.id).length,
    code: first.code,
  };
}

export const myNextShowQueryOptions = queryOptions({
  queryKey: ['events', 'my-next-show'] as const,
  queryFn: getMyNextShow,
});

export function useMyNextShow(enabled: boolean) {
  return useQuery({ ...myNextShowQueryOptions, enabled });
}
