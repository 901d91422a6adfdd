import type { ResaleListBody, ResaleListingView, ResaleTicketView } from '@fanpass/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /resale/ticket: what I may do with a ticket of mine ("Can't go?"): face value, fee, deadline, its listing. */
export function getResaleTicket(code: string): Promise<ResaleTicketView> {
  return http.get<ResaleTicketView>('/resale/ticket', { code });
}

export function useResaleTicket(code: string, enabled: boolean) {
  return useQuery({ queryKey: ['ticket', 'resale', code], queryFn: () => getResaleTicket(code), enabled });
}

/** After a listing changes: the ticket (its status), My Tickets and the event's resale list change. */
function useListingChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['ticket'] }),
      client.invalidateQueries({ queryKey: ['resale'] }),
    ]);
}

/** POST /resale/list: the ticket is listed (offered to the waiting list first). */
export function useListForResale() {
  const changed = useListingChanged();
  return useMutation({
    mutationFn: (body: ResaleListBody) => http.post<ResaleListingView>('/resale/list', { ...body }),
    onSuccess: changed,
  });
}

/** POST /resale/withdraw: the listing ends until sold; the ticket is mine again. */
export function useWithdrawListing() {
  const changed = useListingChanged();
  return useMutation({
    mutationFn: (id: number) => http.post<ResaleListingView>('/resale/withdraw', { id }),
    onSuccess: changed,
  });
}
