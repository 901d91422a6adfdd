import type { ShareTransferView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /ticket/transfer/share (public): what was sent and by whom. */
export function getShareTransfer(token: string): Promise<ShareTransferView> {
  return http.get<ShareTransferView>('/ticket/transfer/share', { token }, { errors: 'caller' });
}

export function shareTransferQueryOptions(token: string) {
  return queryOptions({ queryKey: ['transfer', 'share', token], queryFn: () => getShareTransfer(token), retry: false });
}

export function useShareTransfer(token: string | null) {
  return useQuery({ ...shareTransferQueryOptions(token ?? ''), enabled: token !== null });
}
