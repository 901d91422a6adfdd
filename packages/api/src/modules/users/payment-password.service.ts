import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { type AttemptRule, Attempts } from '../../infra/attempts/attempts.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { CodesService } from '../codes/index.js';
import type { AuthUser } from '../sessions/index.js';
import { AccountsService } from './accounts.service.js';
import { PinHasher } from './pin-hasher.js';
import { toUserInfo, type UserInfo } from './user-info.js';
import { UsersRepository } from './users.repository.js';

export const PAY_PASSWORD_MAX_FAILURES = 5;
export const PAY_LOCK_MS = 30 * 60_000;
const PAY_RULE: AttemptRule = { limit: PAY_PASSWORD_MAX_FAILURES, windowMs: PAY_LOCK_MS, lockMs: PAY_LOCK_MS };
const PAY_SCOPE = 'pay-password';

/**
 * The 6-digit payment password (HMAC-SHA256 under PAYMENT_PIN_KEY, see PinHasher). Five wrong tries in a row lock payment for 30
 * minutes; the wallet and payments call verify() before moving money.
 */
@Injectable()
export class PaymentPasswordService {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly codes: CodesService,
    private readonly attempts: Attempts,
    private readonly pins: PinHasher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Checks a payment password. Throws PAY_PASSWORD_NOT_SET, PAY_PASSWORD_LOCKED (with the
   * minutes left) or PAY_PASSWORD_WRONG (with the tries left); a right one clears the count.
   * The attempt is claimed before the hash is checked, so parallel guesses never check more
   * than five.
   */
  async verify(userId: number, payPassword: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError('LOGIN_EXPIRED');
    if (!user.payPasswordHash) throw new AppError('PAY_PASSWORD_NOT_SET');
    const subject = String(userId);
    const claim = await this.attempts.claim(PAY_SCOPE, subject, PAY_RULE);
    if (!claim.granted) throw this.locked(claim.msLeft);
    if (await this.pins.verify(user.payPasswordHash, userId, payPassword)) {
      await this.attempts.reset(PAY_SCOPE, subject);
      if (this.pins.isOutdated(user.payPasswordHash)) {
        await this.users.update(userId, { payPasswordHash: this.pins.hash(userId, payPassword) });
      }
      return;
    }
    const failure = await this.attempts.failed(PAY_SCOPE, subject, PAY_RULE);
    if (failure.left === 0) throw this.locked(failure.lockedMs);
    throw new AppError('PAY_PASSWORD_WRONG', { left: failure.left });
  }

  /** The first payment password. */
  async setFirst(me: AuthUser, payPassword: string): Promise<UserInfo> {
    const hash = this.pins.hash(me.id, payPassword);
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
    const hash = this.pins.hash(me.id, payPassword);
    await this.codes.consume(target, code);
    await this.store(me.id, hash);
    return toUserInfo(await this.accounts.me(me));
  }

  async change(me: AuthUser, oldPayPassword: string, payPassword: string): Promise<UserInfo> {
    await this.verify(me.id, oldPayPassword);
    await this.store(me.id, this.pins.hash(me.id, payPassword));
    return toUserInfo(await this.accounts.me(me));
  }

  private async store(userId: number, hash: string): Promise<void> {
    await this.users.update(userId, { payPasswordHash: hash, updatedAt: this.clock.now() });
    await this.attempts.reset(PAY_SCOPE, String(userId));
  }

  private locked(msLeft: number): AppError {
    const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
    return new AppError('PAY_PASSWORD_LOCKED', { minutes }, { retryAfterSeconds: Math.ceil(msLeft / 1000) });
  }
}
