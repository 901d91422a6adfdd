import type { EventListPage, EventListParams } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export type EventPage = EventListPage;

/** GET /event/list: events soonest first, with their status, narrowed by name, city and start dates. */
export function getEventList(params: EventListParams = {}): Promise<EventPage> {
  return http.get<EventPage>('/event/list', { page: 1, pageSize: 50, ...params });
}

export function eventListQueryOptions(params: EventListParams = {}) {
  return queryOptions({
    queryKey: ['event', 'list', params],
    queryFn: () => getEventList(params),
    placeholderData: (previous) => previous,
  });
}

export function useEventList(params: EventListParams = {}) {
  return useQuery(eventListQueryOptions(params));
}
