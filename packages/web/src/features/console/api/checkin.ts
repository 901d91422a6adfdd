import type { ConsoleCheckinEventView, ConsoleCheckinView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { type Live, type LiveSource, useLive } from './live';

/** GET /console/checkin/events: the events whose doors I may watch. */
export const checkinEventsQuery = queryOptions({
  queryKey: ['console', 'checkin', 'events'],
  queryFn: () => http.get<ConsoleCheckinEventView[]>('/console/checkin/events'),
});

export function useCheckinEvents() {
  return useQuery(checkinEventsQuery);
}

const CHECKIN: LiveSource = { path: '/console/checkin', stream: '/console/checkin/stream', type: 'checkin' };

/** An event's doors live (GET /console/checkin/stream, or the plain read while it is down). */
export function useLiveCheckin(eventId: number): Live<ConsoleCheckinView> {
  return useLive<ConsoleCheckinView>(CHECKIN, eventId);
}
