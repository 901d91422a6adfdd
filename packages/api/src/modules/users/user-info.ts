import type { UserInfo } from '@fanpass/contracts';
import type { User } from './entities/user.entity.js';

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

export type { UserInfo };
