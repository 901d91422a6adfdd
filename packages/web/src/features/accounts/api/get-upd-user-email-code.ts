import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import type { CodeSent } from './types';

/** POST /userInfo/getUpdUserEmailCode: a code to the account's current address. */
export function getUpdUserEmailCode(): Promise<CodeSent> {
  return http.post<CodeSent>('/userInfo/getUpdUserEmailCode', {});
}

export function useGetUpdUserEmailCode() {
  return useMutation({ mutationFn: getUpdUserEmailCode });
}
