import type { UserInfo } from '@fanpass/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { userInfoQueryKey } from '../../../lib/account/get-user-info';
import { session } from '../../../lib/session/store';

export interface UpdateUserInfoBody {
  nickname?: string;
  avatar?: string;
}

/** POST /userInfo/updateUserInfo: full name and avatar. */
export async function updateUserInfo(input: UpdateUserInfoBody): Promise<UserInfo> {
  const user = await http.post<UserInfo>('/userInfo/updateUserInfo', { ...input });
  session.updateUser(user);
  return user;
}

export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: (user) => queryClient.invalidateQueries({ queryKey: userInfoQueryKey(user.id) }),
  });
}
