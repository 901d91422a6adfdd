import type { ConsoleOrderPage, ConsoleOrderView } from '@fanpass/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { downloadFile } from './download';

export interface OrderSearch {
  q: string;
  eventId?: number;
  page: number;
}

/** GET /console/orders: orders by number, e-mail or name, newest first (an organiser: their events'). */
export function consoleOrdersQuery(search: OrderSearch) {
  return queryOptions({
    queryKey: ['console', 'orders', search],
    queryFn: () => http.get<ConsoleOrderPage>('/console/orders', { ...search }),
  });
}

export function useConsoleOrders(search: OrderSearch) {
  return useQuery({ ...consoleOrdersQuery(search), placeholderData: keepPreviousData });
}

/** GET /console/orders/detail: an order, its tickets and its timeline. */
export function consoleOrderQuery(orderNo: string) {
  return queryOptions({
    queryKey: ['console', 'orders', 'detail', orderNo],
    queryFn: () => http.get<ConsoleOrderView>('/console/orders/detail', { orderNo }),
  });
}

export function useConsoleOrder(orderNo: string) {
  return useQuery(consoleOrderQuery(orderNo));
}

export type OrderAction = 'refund' | 'cancel' | 'resend';

/** POST /console/orders/{refund,cancel,resend}: each answers the order as it now is. */
export function useOrderAction(orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: OrderAction; reason?: string }) =>
      http.post<ConsoleOrderView>(`/console/orders/${action}`, action === 'resend' ? { orderNo } : { orderNo, reason }),
    onSuccess: (order) => {
      client.setQueryData(consoleOrderQuery(orderNo).queryKey, order);
      void client.invalidateQueries({ queryKey: ['console', 'orders'], exact: false, refetchType: 'none' });
    },
  });
}

/** GET /console/orders/attendees.csv: the event's attendees, saved as the file the server names. */
export function downloadAttendees(eventId: number): Promise<boolean> {
  return downloadFile('/console/orders/attendees.csv', { eventId }, `attendees-${eventId}.csv`);
}
