import type { GateEventView } from '@fanpass/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /gate/events: the events my staff account validates for (not staff: code 3901). */
export function getGateEvents(): Promise<GateEventView[]> {
  return http.get<GateEventView[]>('/gate/events', undefined, { errors: 'caller' });
}

export function useGateEvents() {
  return useQuery({ queryKey: ['gate', 'events'], queryFn: getGateEvents, retry: false });
}
