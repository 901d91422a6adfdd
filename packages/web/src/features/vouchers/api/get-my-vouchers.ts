import type { VoucherPage, VoucherStatus } from '@fanpass/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

const PAGE_SIZE = 20;

/** GET /voucher/mine: my vouchers of one state, one page. */
export function getMyVouchers(status: VoucherStatus, page: number): Promise<VoucherPage> {
  return http.get<VoucherPage>('/voucher/mine', { status, page, pageSize: PAGE_SIZE });
}

export function myVouchersQueryOptions(status: VoucherStatus) {
  return infiniteQueryOptions({
    queryKey: ['voucher', 'mine', status],
    queryFn: ({ pageParam }) => getMyVouchers(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: VoucherPage) =>
      last.page * last.pageSize < last.total && last.list.length > 0 ? last.page + 1 : undefined,
    staleTime: 0,
  });
}

export function useMyVouchers(status: VoucherStatus) {
  return useInfiniteQuery(myVouchersQueryOptions(status));
}
