import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { hashSecret, verifySecret } from '../../infra/passwords.js';
import { CLOCK } from '../../infra/tokens.js';
import { CodesService } from '../codes/codes.service.js';
import type { AuthUser } from '../sessions/sessions.service.js';
import { AccountsService } from './accounts.service.js';
import { toUserInfo, type UserInfo } from './user-info.js';
import { UsersRepository } from './users.repository.js';

export const PAY_PASSWORD_MAX_FAILURES = 5;
export const PAY_LOCK_MS = 30 * 60_000;

/**
 * The 6-digit payment password (Argon2id). Five wrong tries in a row lock payment for 30
 * minutes; the wallet and payments call verify() before moving money.
 */
@Injectable()
export class PaymentPasswordService {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly codes: CodesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Checks a payment password. Throws PAY_PASSWORD_NOT_SET, PAY_PASSWORD_LOCKED (with the
   * minutes left) or PAY_PASSWORD_WRONG (with the tries left); a right one clears the count.
   */
  async verify(userId: number, payPassword: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError('LOGIN_EXPIRED');
    if (!user.payPasswordHash) throw new AppError('PAY_PASSWORD_NOT_SET');
    const now = this.clock.now();
    if (user.payLockedUntil !== null && user.payLockedUntil > now) throw this.locked(user.payLockedUntil - now);
    if (await verifySecret(user.payPasswordHash, payPassword)) {
      if (user.payPasswordFailures > 0 || user.payLockedUntil !== null) {
        await this.users.update(userId, { payPasswordFailures: 0, payLockedUntil: null });
      }
      return;
    }
    const failures = await this.users.countPayFailure(userId);
    if (failures >= PAY_PASSWORD_MAX_FAILURES) {
      await this.users.update(userId, { payPasswordFailures: 0, payLockedUntil: now + PAY_LOCK_MS });
      throw this.locked(PAY_LOCK_MS);
    }
    throw new AppError('PAY_PASSWORD_WRONG', { left: PAY_PASSWORD_MAX_FAILURES - failures });
  }

  /** The first payment password. */
  async setFirst(me: AuthUser, payPassword: string): Promise<UserInfo> {
    const hash = await hashSecret(payPassword);
    if (!(await this.users.setFirstPayPassword(me.id, hash, this.clock.now()))) {
      throw new AppError('PAY_PASSWORD_ALREADY_SET');
    }
    return toUserInfo(await this.accounts.me(me));
  }

  /** Forgot payment password: a payPassword code sent to the account's e-mail sets a new one. */
  async resetWithCode(me: AuthUser, code: string, payPassword: string): Promise<UserInfo> {
    const user = await this.accounts.me(me);
    const target = { channel: 'email' as const, target: user.email, purpose: 'payPassword' as const, userId: me.id };
    await this.codes.check(target, code);
    const hash = await hashSecret(payPassword);
    await this.codes.consume(target, code);
    await this.store(me.id, hash);
    return toUserInfo(await this.accounts.me(me));
  }

  async change(me: AuthUser, oldPayPassword: string, payPassword: string): Promise<UserInfo> {
    await this.verify(me.id, oldPayPassword);
    await this.store(me.id, await hashSecret(payPassword));
    return toUserInfo(await this.accounts.me(me));
  }

  private store(userId: number, hash: string): Promise<void> {
    return this.users.update(userId, {
      payPasswordHash: hash,
      payPasswordFailures: 0,
      payLockedUntil: null,
      updatedAt: this.clock.now(),
    });
  }

  private locked(msLeft: number): AppError {
    const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
    return new AppError('PAY_PASSWORD_LOCKED', { minutes }, { retryAfterSeconds: Math.ceil(msLeft / 1000) });
  }
}
