import type {
  ConsoleCommunicationView,
  ConsoleHolderMessageBody,
  ConsoleHolderMessageView,
  ConsoleMessageEventView,
  ConsoleNoticeBody,
  SignableValue,
} from '@fanpass/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

const BASE = '/console/communication';

/** GET /console/communication (admins): the site notice now and repair mode. */
export const communicationQuery = queryOptions({
  queryKey: ['console', 'communication'],
  queryFn: () => http.get<ConsoleCommunicationView>(BASE),
});

export function useCommunication(enabled: boolean) {
  return useQuery({ ...communicationQuery, enabled });
}

/** A change of the notice or repair mode: its answer is the section's state, put in place at once. */
function useStateChange<T>(post: (input: T) => Promise<ConsoleCommunicationView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: (state) => client.setQueryData(communicationQuery.queryKey, state),
  });
}

/** POST /console/communication/notice: publish the site notice (replaces the current one). */
export function usePublishNotice() {
  return useStateChange((body: ConsoleNoticeBody) =>
    http.post<ConsoleCommunicationView>(`${BASE}/notice`, body as unknown as Record<string, SignableValue>),
  );
}

/** POST /console/communication/notice/withdraw. */
export function useWithdrawNotice() {
  return useStateChange(() => http.post<ConsoleCommunicationView>(`${BASE}/notice/withdraw`));
}

/** POST /console/communication/repair/on with a message, or /repair/off (null). */
export function useRepairSwitch() {
  return useStateChange((message: string | null) =>
    message === null
      ? http.post<ConsoleCommunicationView>(`${BASE}/repair/off`)
      : http.post<ConsoleCommunicationView>(`${BASE}/repair/on`, { message }),
  );
}

/** GET /console/communication/events: the events I may message, with their holders. */
export const messageEventsQuery = queryOptions({
  queryKey: ['console', 'communication', 'events'],
  queryFn: () => http.get<ConsoleMessageEventView[]>(`${BASE}/events`),
});

export function useMessageEvents() {
  return useQuery(messageEventsQuery);
}

/** POST /console/communication/message: a message to every holder of an event. */
export function useMessageHolders() {
  return useMutation({
    mutationFn: (body: ConsoleHolderMessageBody) => http.post<ConsoleHolderMessageView>(`${BASE}/message`, { ...body }),
  });
}
