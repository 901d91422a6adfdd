import type { UserInfo } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { session } from '../../../lib/session/store';

export interface RegByEmailBody {
  email: string;
  password: string;
  code: string;
  nickname?: string;
  inviteCode?: string;
}

/** POST /userInfo/regByEmail: creates the account and signs it in. */
export async function regByEmail(input: RegByEmailBody): Promise<UserInfo> {
  const user = await http.post<UserInfo>('/userInfo/regByEmail', { ...input });
  session.login(user);
  return user;
}

export function useRegByEmail() {
  return useMutation({ mutationFn: regByEmail });
}
