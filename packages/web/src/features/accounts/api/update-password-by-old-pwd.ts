import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface UpdatePasswordByOldPwdBody {
  oldPassword: string;
  password: string;
}

/** POST /userInfo/updatePasswordByOldPwd: this session stays, the others end. */
export function updatePasswordByOldPwd(input: UpdatePasswordByOldPwdBody): Promise<null> {
  return http.post<null>('/userInfo/updatePasswordByOldPwd', { ...input });
}

export function useUpdatePasswordByOldPwd() {
  return useMutation({ mutationFn: updatePasswordByOldPwd });
}
