import type { ConsoleGateStaffBody, ConsoleGateStaffView } from '@fanpass/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /console/checkin/staff: who validates tickets at the event's gates. */
export function gateStaffQuery(eventId: number) {
  return queryOptions({
    queryKey: ['console', 'checkin', 'staff', eventId],
    queryFn: () => http.get<ConsoleGateStaffView[]>('/console/checkin/staff', { eventId }),
  });
}

export function useGateStaff(eventId: number) {
  return useQuery(gateStaffQuery(eventId));
}

/** POST /console/checkin/staff/add or /remove: answers the staff, which replaces the cached list. */
export function useChangeGateStaff(eventId: number, action: 'add' | 'remove') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      http.post<ConsoleGateStaffView[]>(`/console/checkin/staff/${action}`, {
        eventId,
        email,
      } satisfies ConsoleGateStaffBody),
    onSuccess: (staff) => client.setQueryData(gateStaffQuery(eventId).queryKey, staff),
  });
}
