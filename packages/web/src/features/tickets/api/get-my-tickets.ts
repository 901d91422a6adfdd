import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import type { TicketView } from './types';

export type TicketScope = 'upcoming' | 'past';

/** GET /ticket/myTickets: upcoming (soonest first) or past. */
export function getMyTickets(scope: TicketScope): Promise<TicketView[]> {
  return http.get<TicketView[]>('/ticket/myTickets', { scope });
}

export function myTicketsQueryOptions(scope: TicketScope) {
  return queryOptions({ queryKey: ['ticket', 'mine', scope], queryFn: () => getMyTickets(scope), staleTime: 0 });
}

export function useMyTickets(scope: TicketScope) {
  return useQuery(myTicketsQueryOptions(scope));
}
