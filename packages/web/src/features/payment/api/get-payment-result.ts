import type { PaymentResultView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /payment/result: the order, its latest payment, the ticket codes once paid, or the apology. */
export function getPaymentResult(orderNo: string): Promise<PaymentResultView> {
  return http.get<PaymentResultView>('/payment/result', { orderNo });
}

export function isSettled(result: PaymentResultView | undefined): boolean {
  if (!result) return false;
  if (result.orderStatus === 'paid') return true;
  if (result.messageKey) return true;
  return result.orderStatus === 'expired' || result.orderStatus === 'cancelled';
}

export function paymentResultQueryOptions(orderNo: string) {
  return queryOptions({
    queryKey: ['payment', 'result', orderNo],
    queryFn: () => getPaymentResult(orderNo),
    // Polls until the provider's callback has settled the order.
    refetchInterval: (query) => (isSettled(query.state.data) ? false : 1500),
  });
}

export function usePaymentResult(orderNo: string | null) {
  return useQuery({ ...paymentResultQueryOptions(orderNo ?? ''), enabled: orderNo !== null });
}
