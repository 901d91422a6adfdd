import type {
  ConsoleAreaBody,
  ConsoleEventCreateBody,
  ConsoleEventSummaryView,
  ConsoleEventView,
  SignableValue,
} from '@fanpass/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /console/events: the events I run. */
export const consoleEventsQuery = queryOptions({
  queryKey: ['console', 'events'],
  queryFn: () => http.get<ConsoleEventSummaryView[]>('/console/events'),
});

export function useConsoleEvents() {
  return useQuery(consoleEventsQuery);
}

/** GET /console/events/detail: one event as its organiser edits it. */
export function consoleEventQuery(eventId: number) {
  return queryOptions({
    queryKey: ['console', 'events', eventId],
    queryFn: () => http.get<ConsoleEventView>('/console/events/detail', { eventId }),
  });
}

export function useConsoleEvent(eventId: number) {
  return useQuery(consoleEventQuery(eventId));
}

/** POST /console/events/create: answers the new event. */
export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleEventCreateBody) =>
      http.post<ConsoleEventView>('/console/events/create', body as unknown as Record<string, SignableValue>),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleEventsQuery.queryKey }),
  });
}

/** The event's changes (area, publish, closeSale, queue, resale): each answers the event, which replaces the cached one. */
export function useEventChange(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: 'area' | 'publish' | 'closeSale'; body: Record<string, SignableValue> }) =>
      http.post<ConsoleEventView>(`/console/events/${action}`, { eventId, ...body }),
    onSuccess: (event) => {
      client.setQueryData(consoleEventQuery(eventId).queryKey, event);
      void client.invalidateQueries({ queryKey: consoleEventsQuery.queryKey });
    },
  });
}

export type AreaChange = ConsoleAreaBody;
