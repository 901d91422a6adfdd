import type { UserInfo } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { session } from '../../../lib/session/store';

export interface PhoneCodeBody {
  areaCode: string;
  phone: string;
  code: string;
}

/** POST /userInfo/updateUserPhone: stores the verified phone (isPhoneVerified becomes 1). */
export async function updateUserPhone(input: PhoneCodeBody): Promise<UserInfo> {
  const user = await http.post<UserInfo>('/userInfo/updateUserPhone', { ...input });
  session.updateUser(user);
  return user;
}

export function useUpdateUserPhone() {
  return useMutation({ mutationFn: updateUserPhone });
}
