import type { PaymentMethod, PaymentType } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface SavedCard {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentMethods {
  methods: { method: PaymentMethod; paymentTypes: PaymentType[] }[];
  paymentTypes: PaymentType[];
  savedCards: SavedCard[];
}

/** GET /payment/methods: card and provider types and my remembered cards. */
export function getPaymentMethods(): Promise<PaymentMethods> {
  return http.get<PaymentMethods>('/payment/methods');
}

export function paymentMethodsQueryOptions() {
  return queryOptions({ queryKey: ['payment', 'methods'], queryFn: getPaymentMethods, staleTime: 0 });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
