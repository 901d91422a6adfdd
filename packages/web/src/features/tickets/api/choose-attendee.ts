import type { AttendeeListView, TicketDetailView } from '@fanpass/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { ticketDetailQueryOptions } from './get-ticket-detail';

/** GET /attendee/list: my attendees, to name the holder of a real-name ticket received by transfer. */
export function getMyAttendees(): Promise<AttendeeListView> {
  return http.get<AttendeeListView>('/attendee/list');
}

export function myAttendeesQueryOptions() {
  return queryOptions({ queryKey: ['ticket', 'attendees'], queryFn: getMyAttendees });
}

export function useMyAttendees(enabled: boolean) {
  return useQuery({ ...myAttendeesQueryOptions(), enabled });
}

/** POST /ticket/chooseAttendee */
export function chooseAttendee(input: { code: string; attendeeId: number }): Promise<TicketDetailView> {
  return http.post<TicketDetailView>('/ticket/chooseAttendee', { ...input });
}

export function useChooseAttendee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: chooseAttendee,
    onSuccess: (ticket) => client.setQueryData(ticketDetailQueryOptions(ticket.code).queryKey, ticket),
  });
}
