import { AppError } from '../../common/errors/app-error.js';
import type { DeviceClass } from '../../common/http/device-class.js';
import type { AuthUser } from './sessions.service.js';

/**
 * What every purchase requires of the caller (spec §4, §6): an account that is not suspended
 * and a verified phone number. Each failure has its own code so the client can send the user
 * to the right screen.
 */
export function assertBuyer(user: AuthUser): void {
  if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
  if (!user.phoneVerified) throw new AppError('PHONE_NOT_VERIFIED');
}

/**
 * Whether this request may buy what is sold on the desktop web only (docs/decisions/0014): it says
 * platform PC, and the browser's own headers say desktop on it (`device`, `deviceClassOf`) and said
 * so when its session signed in. `platform` alone is the client's claim.
 */
export function buysOnDesktop(user: AuthUser, platform: string, device: DeviceClass): boolean {
  return platform === 'PC' && device === 'desktop' && user.device === 'desktop';
}
