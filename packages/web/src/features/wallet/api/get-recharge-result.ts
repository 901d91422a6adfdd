import type { RechargeResultView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { walletQueryKey } from './get-wallet-info';

/** GET /wallet/rechargeResult: the top-up's state, the balance now and what happened in my language. */
export function getRechargeResult(orderNo: string): Promise<RechargeResultView> {
  return http.get<RechargeResultView>('/wallet/rechargeResult', { orderNo }, { errors: 'caller' });
}

export function rechargeResultQueryOptions(orderNo: string) {
  return queryOptions({
    queryKey: [...walletQueryKey, 'rechargeResult', orderNo],
    queryFn: () => getRechargeResult(orderNo),
    // Polls while the provider's callback has not settled the top-up.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1500 : false),
    retry: false,
  });
}

export function useRechargeResult(orderNo: string | null) {
  return useQuery({ ...rechargeResultQueryOptions(orderNo ?? ''), enabled: orderNo !== null });
}
