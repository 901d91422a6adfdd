import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import type { CodeSent } from './types';

export interface SendPhoneCodeBody {
  areaCode: string;
  phone: string;
  captcha?: string;
}

/** POST /phoneMessage/phoneCodeSend: an SMS code to the phone. */
export function sendPhoneCode(input: SendPhoneCodeBody): Promise<CodeSent> {
  return http.post<CodeSent>('/phoneMessage/phoneCodeSend', { ...input });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
