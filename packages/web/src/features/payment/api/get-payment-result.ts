import type { OrderStatus, ReceiptView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface PaymentResult {
  orderNo: string;
  orderStatus: OrderStatus;
  payment: {
    paymentNo: string;
    status: 'pending' | 'succeeded' | 'failed' | 'refunded';
    method: string;
    paymentType: string;
    amount: number;
    currency: string;
    failure: string | null;
  } | null;
  tickets: string[];
  /** What the confirmation e-mail says, once the order is paid. */
  receipt: ReceiptView | null;
  message: string | null;
  messageKey: string | null;
}

/** GET /payment/result: the order, its latest payment, the ticket codes once paid, or the apology. */
export function getPaymentResult(orderNo: string): Promise<PaymentResult> {
  return http.get<PaymentResult>('/payment/result', { orderNo });
}

export function isSettled(result: PaymentResult | undefined): boolean {
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
