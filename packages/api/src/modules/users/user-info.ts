import type { User } from './entities/user.entity.js';

/** The user info of DESIGN.md "Account calls" (flags as 1/0), plus token on sign-in and sign-up. */
export interface UserInfo {
  id: number;
  uuid: string;
  email: string;
  nickname: string | null;
  avatar: string | null;
  areaCode: string | null;
  phone: string | null;
  payPasswordSetUp: 0 | 1;
  isPhoneVerified: 0 | 1;
  inviteCode: string;
  token?: string;
}

export function toUserInfo(user: User, token?: string): UserInfo {
  return {
    id: user.id,
    uuid: user.uuid,
    email: user.email,
    nickname: user.nickname,
    avatar: user.avatar,
    areaCode: user.areaCode,
    phone: user.phone,
    payPasswordSetUp: user.payPasswordHash ? 1 : 0,
    isPhoneVerified: user.phoneVerified ? 1 : 0,
    inviteCode: user.inviteCode,
    ...(token ? { token } : {}),
  };
}
