import type { GateEventView } from '@fanpass/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { withSavedCopy } from '../../../lib/offline/saved-query';

/**
 * GET /gate/events: the events my staff account validates for (not staff: code 3901); with no
 * connection, the list last seen, so a gate reopened offline still finds its ticket list.
 */
export function getGateEvents(): Promise<GateEventView[]> {
  return withSavedCopy('gate.events', () => http.get<GateEventView[]>('/gate/events', undefined, { errors: 'caller' }));
}

export function useGateEvents() {
  return useQuery({ queryKey: ['gate', 'events'], queryFn: getGateEvents, retry: false });
}
