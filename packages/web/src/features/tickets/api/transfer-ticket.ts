import type { CodeSentView, OutgoingTransferView, TransferDoneView, TransferRecipientView } from '@fanpass/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface TransferInput {
  code: string;
  toUserMail: string;
}

/** POST /ticket/transfer/check: the ticket may move, to an account or to an address to invite. */
export function checkTransfer(input: TransferInput): Promise<TransferRecipientView> {
  return http.post<TransferRecipientView>('/ticket/transfer/check', { ...input });
}

/** POST /ticket/transfer/sendCode: e-mails me the code (again after 60 s). */
export function sendTransferCode(input: TransferInput): Promise<CodeSentView> {
  return http.post<CodeSentView>('/ticket/transfer/sendCode', { ...input });
}

/** POST /ticket/transfer/confirm: the ticket is the recipient's at once, or waits for an invited address. */
export function confirmTransfer(input: TransferInput & { verifyCode: string }): Promise<TransferDoneView> {
  return http.post<TransferDoneView>('/ticket/transfer/confirm', { ...input });
}

export function useCheckTransfer() {
  return useMutation({ mutationFn: checkTransfer });
}

export function useConfirmTransfer() {
  const changed = useTransferChanged();
  // The ticket is no longer mine (or waits): My Tickets, its detail and my sent list change.
  return useMutation({ mutationFn: confirmTransfer, onSuccess: changed });
}

/** POST /ticket/transfer/accept: the invited recipient takes the ticket that waits for them. */
export function acceptTransfer(token: string): Promise<TransferDoneView> {
  return http.post<TransferDoneView>('/ticket/transfer/accept', { token });
}

/** POST /ticket/transfer/cancel: the sender takes back a ticket still waiting for its recipient. */
export function cancelTransfer(token: string): Promise<OutgoingTransferView> {
  return http.post<OutgoingTransferView>('/ticket/transfer/cancel', { token });
}

/** GET /ticket/transfer/mine: the tickets I sent or am sending, newest first. */
export function getSentTransfers(): Promise<OutgoingTransferView[]> {
  return http.get<OutgoingTransferView[]>('/ticket/transfer/mine');
}

export function useSentTransfers() {
  return useQuery({ queryKey: ['transfer', 'mine'], queryFn: getSentTransfers });
}

/** After a transfer moves: My Tickets, the ticket's detail and my sent list change. */
function useTransferChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['ticket'] }),
      client.invalidateQueries({ queryKey: ['transfer'] }),
    ]);
}

export function useAcceptTransfer() {
  const changed = useTransferChanged();
  return useMutation({ mutationFn: acceptTransfer, onSuccess: changed });
}

export function useCancelTransfer() {
  const changed = useTransferChanged();
  return useMutation({ mutationFn: cancelTransfer, onSuccess: changed });
}
