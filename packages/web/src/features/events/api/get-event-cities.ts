import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /event/cities: the cities that have events not ended yet (the city filter's choices). */
export function getEventCities(): Promise<string[]> {
  return http.get<string[]>('/event/cities');
}

export function eventCitiesQueryOptions() {
  return queryOptions({ queryKey: ['event', 'cities'], queryFn: getEventCities, staleTime: 5 * 60_000 });
}

export function useEventCities() {
  return useQuery(eventCitiesQueryOptions());
}
