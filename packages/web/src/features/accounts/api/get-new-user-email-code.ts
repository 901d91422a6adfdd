import type { CodeSentView } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** POST /userInfo/getNewUserEmailCode: a code to the new address. */
export function getNewUserEmailCode(input: { email: string }): Promise<CodeSentView> {
  return http.post<CodeSentView>('/userInfo/getNewUserEmailCode', { ...input });
}

export function useGetNewUserEmailCode() {
  return useMutation({ mutationFn: getNewUserEmailCode });
}
