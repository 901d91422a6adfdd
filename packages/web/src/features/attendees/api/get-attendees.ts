import type { AttendeeListView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /attendee/list: my real-name attendees with the disclosure. */
export function getAttendees(): Promise<AttendeeListView> {
  return http.get<AttendeeListView>('/attendee/list');
}

export const attendeesQueryKey = ['attendee', 'list'] as const;

export function attendeesQueryOptions() {
  return queryOptions({ queryKey: attendeesQueryKey, queryFn: getAttendees, staleTime: 0 });
}

export function useAttendees(enabled = true) {
  return useQuery({ ...attendeesQueryOptions(), enabled });
}
