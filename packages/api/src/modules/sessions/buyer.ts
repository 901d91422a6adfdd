import { AppError } from '../../common/errors/app-error.js';
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
