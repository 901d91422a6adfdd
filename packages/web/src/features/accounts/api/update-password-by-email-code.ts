import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface UpdatePasswordByEmailCodeBody {
  email: string;
  code: string;
  password: string;
}

/** POST /userInfo/updatePasswordByEmailCode (forgot / reset password): ends every session. */
export function updatePasswordByEmailCode(input: UpdatePasswordByEmailCodeBody): Promise<null> {
  return http.post<null>('/userInfo/updatePasswordByEmailCode', { ...input });
}

export function useUpdatePasswordByEmailCode() {
  return useMutation({ mutationFn: updatePasswordByEmailCode });
}
