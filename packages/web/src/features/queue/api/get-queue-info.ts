import type { QueueInfoView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /queue/info: whether the event sells through the waiting room, its times and commitment. */
export function getQueueInfo(eventId: number): Promise<QueueInfoView> {
  return http.get<QueueInfoView>('/queue/info', { eventId });
}

export function queueInfoQueryOptions(eventId: number | null) {
  return queryOptions({
    queryKey: ['queue', 'info', eventId] as const,
    queryFn: () => getQueueInfo(eventId!),
    enabled: eventId !== null,
    staleTime: 10_000,
  });
}

export function useQueueInfo(eventId: number | null) {
  return useQuery(queueInfoQueryOptions(eventId));
}
