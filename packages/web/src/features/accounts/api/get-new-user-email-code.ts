import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import type { CodeSent } from './types';

/** POST /userInfo/getNewUserEmailCode: a code to the new address. */
export function getNewUserEmailCode(input: { email: string }): Promise<CodeSent> {
  return http.post<CodeSent>('/userInfo/getNewUserEmailCode', { ...input });
}

export function useGetNewUserEmailCode() {
  return useMutation({ mutationFn: getNewUserEmailCode });
}
