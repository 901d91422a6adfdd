import type { PaymentMethod, PaymentType, RechargeCreatedView } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface RechargeInput {
  /** Minor units, > 0. */
  amount: number;
  method: PaymentMethod;
  paymentType: PaymentType;
  savedCardId?: number;
}

/**
 * POST /wallet/recharge: a top-up order paid through the provider; answers the provider's page.
 * Failures (the limits, an unsupported method) come back to the page, which shows them by the form.
 */
export function recharge(input: RechargeInput): Promise<RechargeCreatedView> {
  const body = {
    amount: input.amount,
    method: input.method,
    paymentType: input.paymentType,
    ...(input.savedCardId !== undefined ? { savedCardId: input.savedCardId } : {}),
  };
  return http.post<RechargeCreatedView>('/wallet/recharge', body, { errors: 'caller' });
}

export function useRecharge() {
  return useMutation({ mutationFn: recharge });
}
