import type { PaymentMethodsView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /payment/methods: card and provider types and my remembered cards. */
export function getPaymentMethods(): Promise<PaymentMethodsView> {
  return http.get<PaymentMethodsView>('/payment/methods');
}

export function paymentMethodsQueryOptions() {
  return queryOptions({ queryKey: ['payment', 'methods'], queryFn: getPaymentMethods, staleTime: 0 });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
