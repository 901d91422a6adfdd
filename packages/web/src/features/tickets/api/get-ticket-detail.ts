import type { TicketDetailView, TicketView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { isConnectionFailure, savedCopy, withSavedCopy } from '../../../lib/offline/saved-query';
import { myTicketsCopyKey } from './get-my-tickets';

/**
 * GET /ticket/detail: one of my tickets with its history. Offline it answers the saved copy of
 * the ticket, or failing that the ticket as My Tickets last saw it (without history), so every
 * ticket the fan has listed can be shown at the gate with no signal.
 */
export async function getTicketDetail(code: string): Promise<TicketDetailView> {
  try {
    return await withSavedCopy(`ticket.detail.${code}`, () => http.get<TicketDetailView>('/ticket/detail', { code }));
  } catch (error) {
    if (!isConnectionFailure(error)) throw error;
    for (const scope of ['upcoming', 'past'] as const) {
      const listed = (await savedCopy<TicketView[]>(myTicketsCopyKey(scope)))?.find((t) => t.code === code);
      if (listed) return { ...listed, history: [] };
    }
    throw error;
  }
}

export function ticketDetailQueryOptions(code: string) {
  return queryOptions({ queryKey: ['ticket', 'detail', code], queryFn: () => getTicketDetail(code) });
}

export function useTicketDetail(code: string | null) {
  return useQuery({ ...ticketDetailQueryOptions(code ?? ''), enabled: code !== null });
}
