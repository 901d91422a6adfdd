import type {
  ConsoleEventCreateBody,
  ConsoleEventSummaryView,
  ConsoleEventView,
  SignableValue,
} from '@fanpass/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ErrorMode, http } from '../../../lib/http/client';

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
      http.post<ConsoleEventView>('/console/events/create', body as unknown as Record<string, SignableValue>, {
        errors: 'caller',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleEventsQuery.queryKey }),
  });
}

export type EventChangeAction = 'update' | 'area' | 'publish' | 'closeSale' | 'queue' | 'resale';

/**
 * The event's changes (details, area, publish, closeSale, queue, resale): each answers the event,
 * which replaces the cached one. `errors: 'caller'` leaves a refusal to the form that shows it.
 */
export function useEventChange(eventId: number, errors: ErrorMode = 'table') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: EventChangeAction; body: Record<string, SignableValue> }) =>
      http.post<ConsoleEventView>(`/console/events/${action}`, { eventId, ...body }, { errors }),
    onSuccess: (event) => {
      client.setQueryData(consoleEventQuery(eventId).queryKey, event);
      void client.invalidateQueries({ queryKey: consoleEventsQuery.queryKey });
    },
  });
}
