import type { PaymentCreatedView, PaymentMethod, PaymentType } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface CreatePaymentBody {
  orderNo: string;
  method: PaymentMethod;
  paymentType: PaymentType;
  savedCardId?: number;
}

/**
 * POST /payment/create starts paying a held order and answers the provider's page. Failures come
 * back to the screen, which shows them where the user is looking (an expired hold above all).
 */
export function createPayment(input: CreatePaymentBody): Promise<PaymentCreatedView> {
  const body = {
    orderNo: input.orderNo,
    method: input.method,
    paymentType: input.paymentType,
    ...(input.savedCardId !== undefined ? { savedCardId: input.savedCardId } : {}),
  };
  return http.post<PaymentCreatedView>('/payment/create', body, { errors: 'caller' });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
