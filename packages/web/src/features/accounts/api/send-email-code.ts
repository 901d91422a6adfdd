import type { CodeSentView, EmailCodeType } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface SendEmailCodeBody {
  email: string;
  type: EmailCodeType;
  /** The human check's answer (ALTCHA payload or provider token). */
  captcha: string;
}

/** POST /emailMessage/emailCodeSend */
export function sendEmailCode(input: SendEmailCodeBody): Promise<CodeSentView> {
  return http.post<CodeSentView>('/emailMessage/emailCodeSend', { ...input });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
