import type {
  ConsoleMerchOrderView,
  ConsoleMerchShipBody,
  ConsoleMerchStockBody,
  ConsoleMerchStockView,
} from '@fanpass/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /console/merch/stock: every variant of the merch I run. */
export const merchStockQuery = queryOptions({
  queryKey: ['console', 'merch', 'stock'],
  queryFn: () => http.get<ConsoleMerchStockView[]>('/console/merch/stock'),
});

export function useMerchStock() {
  return useQuery(merchStockQuery);
}

/** POST /console/merch/stock: a variant's new stock; the list is read again after. */
export function useSetMerchStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleMerchStockBody) => http.post<ConsoleMerchStockView>('/console/merch/stock', { ...body }),
    onSuccess: () => client.invalidateQueries({ queryKey: merchStockQuery.queryKey }),
  });
}

/** GET /console/merch/toShip: paid delivery orders not shipped yet. */
export const merchToShipQuery = queryOptions({
  queryKey: ['console', 'merch', 'toShip'],
  queryFn: () => http.get<ConsoleMerchOrderView[]>('/console/merch/toShip'),
});

export function useMerchToShip() {
  return useQuery(merchToShipQuery);
}

/** POST /console/merch/ship: carrier and tracking number; the order leaves the list. */
export function useShipMerch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleMerchShipBody) => http.post<ConsoleMerchOrderView>('/console/merch/ship', { ...body }),
    onSuccess: () => client.invalidateQueries({ queryKey: merchToShipQuery.queryKey }),
  });
}

/** GET /console/merch/pickup: paid pick-up orders not collected yet. */
export const merchPickupQuery = queryOptions({
  queryKey: ['console', 'merch', 'pickup'],
  queryFn: () => http.get<ConsoleMerchOrderView[]>('/console/merch/pickup'),
});

export function useMerchPickup() {
  return useQuery(merchPickupQuery);
}

/** POST /console/merch/ready or /collected by order number; the list is read again after. */
export function usePickupStep(step: 'ready' | 'collected') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => http.post<ConsoleMerchOrderView>(`/console/merch/${step}`, { orderNo }),
    onSuccess: () => client.invalidateQueries({ queryKey: merchPickupQuery.queryKey }),
  });
}
