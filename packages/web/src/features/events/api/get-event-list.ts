import type { EventListPage, EventListParams } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /event/list: events soonest first, with their status, narrowed by name, city and start dates. */
export function getEventList(params: EventListParams = {}): Promise<EventListPage> {
  return http.get<EventListPage>('/event/list', { page: 1, pageSize: 50, ...params });
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
