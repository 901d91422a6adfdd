import type { PaymentMethod, PaymentType } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface CreatePaymentBody {
  orderNo: string;
  method: PaymentMethod;
  paymentType: PaymentType;
  savedCardId?: number;
}

export interface CreatedPayment {
  paymentNo: string;
  orderNo: string;
  redirectUrl: string;
  amount: number;
  currency: string;
  expiresAt: number;
}

/**
 * POST /payment/create starts paying a held order and answers the provider's page. Failures come
 * back to the screen, which shows them where the user is looking (an expired hold above all).
 */
export function createPayment(input: CreatePaymentBody): Promise<CreatedPayment> {
  const body = {
    orderNo: input.orderNo,
    method: input.method,
    paymentType: input.paymentType,
    ...(input.savedCardId !== undefined ? { savedCardId: input.savedCardId } : {}),
  };
  return http.post<CreatedPayment>('/payment/create', body, { errors: 'caller' });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
