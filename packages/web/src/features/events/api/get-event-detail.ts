import type { EventDetailView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /event/detail: one event with its seat areas and exact availability. */
export function getEventDetail(id: number): Promise<EventDetailView> {
  return http.get<EventDetailView>('/event/detail', { id });
}

export const eventDetailQueryKey = (id: number) => ['event', 'detail', id] as const;

export function eventDetailQueryOptions(id: number) {
  return queryOptions({ queryKey: eventDetailQueryKey(id), queryFn: () => getEventDetail(id), staleTime: 0 });
}

export function useEventDetail(id: number | null) {
  return useQuery({ ...eventDetailQueryOptions(id ?? 0), enabled: id !== null });
}
