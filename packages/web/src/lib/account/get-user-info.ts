import type { UserInfo } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/client';
import { session } from '../session/store';

/** GET /userInfo/getUserInfo/{id}: the signed-in user's info with the two flags. */
export function getUserInfo(id: number): Promise<UserInfo> {
  return http.get<UserInfo>(`/userInfo/getUserInfo/${encodeURIComponent(String(id))}`);
}

export const userInfoQueryKey = (id: number) => ['userInfo', id] as const;

export function userInfoQueryOptions(id: number) {
  return queryOptions({ queryKey: userInfoQueryKey(id), queryFn: () => getUserInfo(id) });
}

/** The refresh-user action: reloads the info by user id and updates both flags. */
export async function refreshUser(): Promise<UserInfo | null> {
  const current = session.get();
  if (!current.isLogin || !current.userInfo) return null;
  const user = await getUserInfo(current.userInfo.id);
  session.updateUser(user);
  return user;
}

export function useUserInfo(id: number | undefined) {
  return useQuery({ ...userInfoQueryOptions(id ?? 0), enabled: id !== undefined });
}
