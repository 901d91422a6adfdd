import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface UpdatePayPasswordByOldPwdBody {
  oldPayPassword: string;
  payPassword: string;
}

/** POST /userInfo/updatePayPasswordByOldPwd */
export function updatePayPasswordByOldPwd(input: UpdatePayPasswordByOldPwdBody): Promise<null> {
  return http.post<null>('/userInfo/updatePayPasswordByOldPwd', { ...input });
}

export function useUpdatePayPasswordByOldPwd() {
  return useMutation({ mutationFn: updatePayPasswordByOldPwd });
}
