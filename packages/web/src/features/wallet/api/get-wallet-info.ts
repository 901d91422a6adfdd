import type { WalletInfoView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /wallet/info: balance, Fan Coin, usable vouchers, the payment-password flag and the top-up limits. */
export function getWalletInfo(): Promise<WalletInfoView> {
  return http.get<WalletInfoView>('/wallet/info');
}

export const walletQueryKey = ['wallet'] as const;

export function walletInfoQueryOptions() {
  return queryOptions({ queryKey: [...walletQueryKey, 'info'], queryFn: getWalletInfo, staleTime: 0 });
}

export function useWalletInfo(enabled = true) {
  return useQuery({ ...walletInfoQueryOptions(), enabled });
}
