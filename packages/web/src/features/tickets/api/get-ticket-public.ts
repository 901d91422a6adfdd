import type { TicketPublicView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /ticket/stuDetail (public): a ticket's event, seat area and status, nothing personal. */
export function getTicketPublic(code: string): Promise<TicketPublicView> {
  return http.get<TicketPublicView>('/ticket/stuDetail', { code }, { errors: 'caller' });
}

export function ticketPublicQueryOptions(code: string) {
  return queryOptions({ queryKey: ['ticket-public', code], queryFn: () => getTicketPublic(code), retry: false });
}

export function useTicketPublic(code: string | null) {
  return useQuery({ ...ticketPublicQueryOptions(code ?? ''), enabled: code !== null });
}
