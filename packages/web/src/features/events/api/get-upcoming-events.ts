import type { EventCardView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /event/upcoming: the next events to start (Next Event). */
export function getUpcomingEvents(): Promise<EventCardView[]> {
  return http.get<EventCardView[]>('/event/upcoming');
}

export function upcomingEventsQueryOptions() {
  return queryOptions({ queryKey: ['event', 'upcoming'], queryFn: getUpcomingEvents });
}

export function useUpcomingEvents() {
  return useQuery(upcomingEventsQueryOptions());
}
