import type { CodeSentView } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface SendPhoneCodeBody {
  areaCode: string;
  phone: string;
  captcha?: string;
}

/** POST /phoneMessage/phoneCodeSend: an SMS code to the phone. */
export function sendPhoneCode(input: SendPhoneCodeBody): Promise<CodeSentView> {
  return http.post<CodeSentView>('/phoneMessage/phoneCodeSend', { ...input });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
