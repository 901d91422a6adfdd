import type { UserInfo } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { refreshUser } from '../../../lib/account/get-user-info';

export interface UpdatePayPasswordByEmailCodeBody {
  code: string;
  payPassword: string;
}

/** POST /userInfo/updatePayPasswordByEmailCode (reset with a payPassword e-mail code). */
export async function updatePayPasswordByEmailCode(input: UpdatePayPasswordByEmailCodeBody): Promise<void> {
  await http.post<UserInfo>('/userInfo/updatePayPasswordByEmailCode', { ...input });
  await refreshUser();
}

export function useUpdatePayPasswordByEmailCode() {
  return useMutation({ mutationFn: updatePayPasswordByEmailCode });
}
