import type { TicketView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { withSavedCopy } from '../../../lib/offline/saved-query';

export type TicketScope = 'upcoming' | 'past';

/** Where the saved copy of a list lives (the ticket screen reads it too, offline). */
export const myTicketsCopyKey = (scope: TicketScope) => `ticket.mine.${scope}`;

/** GET /ticket/myTickets: upcoming (soonest first) or past; the saved copy when offline. */
export function getMyTickets(scope: TicketScope): Promise<TicketView[]> {
  return withSavedCopy(myTicketsCopyKey(scope), () => http.get<TicketView[]>('/ticket/myTickets', { scope }));
}

export function myTicketsQueryOptions(scope: TicketScope) {
  return queryOptions({ queryKey: ['ticket', 'mine', scope], queryFn: () => getMyTickets(scope), staleTime: 0 });
}

export function useMyTickets(scope: TicketScope) {
  return useQuery(myTicketsQueryOptions(scope));
}
