import type { UserInfo } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../http/client';
import { session } from '../session/store';

export interface LoginByEmailBody {
  email: string;
  password: string;
}

/** POST /userInfo/loginByEmail: errors go back to the caller (the sign-in screen words them). */
export async function loginByEmail(input: LoginByEmailBody): Promise<UserInfo> {
  const user = await http.post<UserInfo>('/userInfo/loginByEmail', { ...input }, { errors: 'caller' });
  session.login(user);
  return user;
}

export function useLoginByEmail() {
  return useMutation({ mutationFn: loginByEmail });
}
