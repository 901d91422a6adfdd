import type { CodeSentView } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** POST /userInfo/getUpdUserEmailCode: a code to the account's current address. */
export function getUpdUserEmailCode(): Promise<CodeSentView> {
  return http.post<CodeSentView>('/userInfo/getUpdUserEmailCode', {});
}

export function useGetUpdUserEmailCode() {
  return useMutation({ mutationFn: getUpdUserEmailCode });
}
