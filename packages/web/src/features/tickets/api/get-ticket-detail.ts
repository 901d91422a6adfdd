import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import type { TicketDetailView } from './types';

/** GET /ticket/detail: one of my tickets with its history. */
export function getTicketDetail(code: string): Promise<TicketDetailView> {
  return http.get<TicketDetailView>('/ticket/detail', { code });
}

export function ticketDetailQueryOptions(code: string) {
  return queryOptions({ queryKey: ['ticket', 'detail', code], queryFn: () => getTicketDetail(code) });
}

export function useTicketDetail(code: string | null) {
  return useQuery({ ...ticketDetailQueryOptions(code ?? ''), enabled: code !== null });
}
