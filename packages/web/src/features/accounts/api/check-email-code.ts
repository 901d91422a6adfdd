import type { CodeValidView, EmailCodeType } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface CheckEmailCodeBody {
  email: string;
  code: string;
  type: EmailCodeType;
}

/**
 * POST /emailMessage/emailCodeCheck: checks a code without using it up. A wrong code is the
 * screen's to show, under the field (see lib/code-errors.ts).
 */
export function checkEmailCode(input: CheckEmailCodeBody): Promise<CodeValidView> {
  return http.post<CodeValidView>('/emailMessage/emailCodeCheck', { ...input }, { errors: 'caller' });
}

export function useCheckEmailCode() {
  return useMutation({ mutationFn: checkEmailCode });
}
