import type { EventStatus } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import type { EventCardView } from './types';

export interface EventPage {
  list: EventCardView[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /event/list: events soonest first, with their status. */
export function getEventList(status?: EventStatus): Promise<EventPage> {
  return http.get<EventPage>('/event/list', { status, page: 1, pageSize: 50 });
}

export function eventListQueryOptions(status?: EventStatus) {
  return queryOptions({ queryKey: ['event', 'list', status ?? 'all'], queryFn: () => getEventList(status) });
}

export function useEventList(status?: EventStatus) {
  return useQuery(eventListQueryOptions(status));
}
