import type { UserInfo } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { refreshUser } from '../../../lib/account/get-user-info';

/** POST /userInfo/updatePayPassword: the first payment password; then the flags are refreshed. */
export async function updatePayPassword(input: { payPassword: string }): Promise<void> {
  await http.post<UserInfo>('/userInfo/updatePayPassword', { ...input });
  await refreshUser();
}

export function useUpdatePayPassword() {
  return useMutation({ mutationFn: updatePayPassword });
}
