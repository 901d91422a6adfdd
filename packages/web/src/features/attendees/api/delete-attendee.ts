import type { DeletedView } from '@fanpass/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { attendeesQueryKey } from './get-attendees';

/** POST /attendee/delete (orders keep their own copy). */
export function deleteAttendee(id: number): Promise<DeletedView> {
  return http.post<DeletedView>('/attendee/delete', { id });
}

export function useDeleteAttendee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAttendee,
    onSuccess: () => client.invalidateQueries({ queryKey: attendeesQueryKey }),
  });
}
