import type { AuditPageView } from '@fanpass/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface AuditSearch {
  q?: string;
  action?: string;
  eventId?: number;
}

/** GET /console/audit: newest first, 50 a page. */
export function getAudit(search: AuditSearch, before?: number): Promise<AuditPageView> {
  return http.get<AuditPageView>('/console/audit', { ...search, before });
}

export function useAudit(search: AuditSearch) {
  return useInfiniteQuery({
    queryKey: ['console', 'audit', search],
    queryFn: ({ pageParam }) => getAudit(search, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}
