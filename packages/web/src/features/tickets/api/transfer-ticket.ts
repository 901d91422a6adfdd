import type { CodeSentView, TransferDoneView, TransferRecipientView } from '@fanpass/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface TransferInput {
  code: string;
  toUserMail: string;
}

/** POST /ticket/transfer/check: the ticket may move and the recipient is registered. */
export function checkTransfer(input: TransferInput): Promise<TransferRecipientView> {
  return http.post<TransferRecipientView>('/ticket/transfer/check', { ...input });
}

/** POST /ticket/transfer/sendCode: e-mails me the code (again after 60 s). */
export function sendTransferCode(input: TransferInput): Promise<CodeSentView> {
  return http.post<CodeSentView>('/ticket/transfer/sendCode', { ...input });
}

/** POST /ticket/transfer/confirm: the ticket belongs to the recipient at once. */
export function confirmTransfer(input: TransferInput & { verifyCode: string }): Promise<TransferDoneView> {
  return http.post<TransferDoneView>('/ticket/transfer/confirm', { ...input });
}

export function useCheckTransfer() {
  return useMutation({ mutationFn: checkTransfer });
}

export function useConfirmTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmTransfer,
    // The ticket is no longer mine: My Tickets and its detail change.
    onSuccess: () => client.invalidateQueries({ queryKey: ['ticket', 'mine'] }),
  });
}
