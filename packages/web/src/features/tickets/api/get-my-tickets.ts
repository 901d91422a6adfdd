import type { TicketView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { withSavedCopy } from '../../../lib/offline/saved-query';
import { keepQrSecrets } from './get-qr-secret';

export type TicketScope = 'upcoming' | 'past';

/** Where the saved copy of a list lives (the ticket screen reads it too, offline). */
export const myTicketsCopyKey = (scope: TicketScope) => `ticket.mine.${scope}`;

/** GET /ticket/myTickets: upcoming (soonest first) or past; the saved copy when offline. */
export async function getMyTickets(scope: TicketScope): Promise<TicketView[]> {
  const tickets = await withSavedCopy(myTicketsCopyKey(scope), () =>
    http.get<TicketView[]>('/ticket/myTickets', { scope }),
  );
  if (scope === 'upcoming') void keepQrSecrets(tickets);
  return tickets;
}

export function myTicketsQueryOptions(scope: TicketScope) {
  return queryOptions({ queryKey: ['ticket', 'mine', scope], queryFn: () => getMyTickets(scope), staleTime: 0 });
}

export function useMyTickets(scope: TicketScope) {
  return useQuery(myTicketsQueryOptions(scope));
}
