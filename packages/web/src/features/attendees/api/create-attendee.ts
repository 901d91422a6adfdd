import type { AttendeeView } from '@fanpass/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { attendeesQueryKey } from './get-attendees';
import type { AttendeeBody } from './types';

/** POST /attendee/create. */
export function createAttendee(input: AttendeeBody): Promise<AttendeeView> {
  return http.post<AttendeeView>('/attendee/create', { ...input });
}

export function useCreateAttendee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAttendee,
    onSuccess: () => client.invalidateQueries({ queryKey: attendeesQueryKey }),
  });
}
