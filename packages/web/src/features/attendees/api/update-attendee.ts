import type { AttendeeView } from '@fanpass/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { attendeesQueryKey } from './get-attendees';
import type { AttendeeBody } from './types';

/** POST /attendee/update. */
export function updateAttendee(input: AttendeeBody & { id: number }): Promise<AttendeeView> {
  return http.post<AttendeeView>('/attendee/update', { ...input });
}

export function useUpdateAttendee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAttendee,
    onSuccess: () => client.invalidateQueries({ queryKey: attendeesQueryKey }),
  });
}
