import type { WalletRecordPage, WalletRecordType } from '@fanpass/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { walletQueryKey } from './get-wallet-info';

const PAGE_SIZE = 20;

/** GET /wallet/transactions: my records, newest first, one page, of one type or all. */
export function getWalletTransactions(page: number, type: WalletRecordType | null): Promise<WalletRecordPage> {
  return http.get<WalletRecordPage>('/wallet/transactions', { page, pageSize: PAGE_SIZE, type });
}

/** The page after `last`, or undefined when every record is loaded. */
export function nextRecordPage(last: WalletRecordPage): number | undefined {
  return last.page * last.pageSize < last.total && last.list.length > 0 ? last.page + 1 : undefined;
}

export function walletTransactionsQueryOptions(type: WalletRecordType | null) {
  return infiniteQueryOptions({
    queryKey: [...walletQueryKey, 'transactions', type ?? 'all'],
    queryFn: ({ pageParam }) => getWalletTransactions(pageParam, type),
    initialPageParam: 1,
    getNextPageParam: nextRecordPage,
    staleTime: 0,
  });
}

export function useWalletTransactions(type: WalletRecordType | null) {
  return useInfiniteQuery(walletTransactionsQueryOptions(type));
}
