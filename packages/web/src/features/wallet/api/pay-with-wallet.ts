import type { WalletPaidView } from '@fanpass/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { walletQueryKey } from './get-wallet-info';

/**
 * POST /wallet/pay: pays a held order from the wallet with the payment password. The
 * Idempotency-Key makes a retried press replay the first answer instead of a second debit.
 * Failures (wrong password, too little balance) come back to the payment sheet.
 */
export function payWithWallet(input: {
  orderNo: string;
  payPassword: string;
  idempotencyKey: string;
}): Promise<WalletPaidView> {
  return http.post<WalletPaidView>(
    '/wallet/pay',
    { orderNo: input.orderNo, payPassword: input.payPassword },
    { errors: 'caller', headers: { 'idempotency-key': input.idempotencyKey } },
  );
}

export function usePayWithWallet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: payWithWallet,
    onSuccess: () => client.invalidateQueries({ queryKey: walletQueryKey }),
  });
}
