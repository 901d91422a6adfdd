import type { UserInfo } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface UpdatePayPasswordByOldPwdBody {
  oldPayPassword: string;
  payPassword: string;
}

/** POST /userInfo/updatePayPasswordByOldPwd */
export function updatePayPasswordByOldPwd(input: UpdatePayPasswordByOldPwdBody): Promise<UserInfo> {
  return http.post<UserInfo>('/userInfo/updatePayPasswordByOldPwd', { ...input });
}

export function useUpdatePayPasswordByOldPwd() {
  return useMutation({ mutationFn: updatePayPasswordByOldPwd });
}
