import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { TransactionRunner } from '../../database/transaction.js';
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

/**
 * The 6-digit payment password (HMAC-SHA256 under PAYMENT_PIN_KEY, see PinHasher). Five wrong
 * tries in a row lock payment for 30 minutes, counted on the fan's row (users.pay_password_failures,
 * users.pay_locked_until). The wallet checks it inside the payment's own transaction (check()).
 */
@Injectable()
export class PaymentPasswordService {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly codes: CodesService,
    private readonly transactions: TransactionRunner,
    private readonly pins: PinHasher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Checks a payment password in its own transaction. Throws PAY_PASSWORD_NOT_SET,
   * PAY_PASSWORD_LOCKED (with the minutes left) or PAY_PASSWORD_WRONG (with the tries left); a
   * right one clears the count.
   */
  async verify(userId: number, payPassword: string): Promise<void> {
    const refusal = await this.transactions.withTransaction((tx) => this.check(tx, userId, payPassword));
    if (refusal) throw refusal;
  }

  /**
   * Checks a payment password inside the caller's transaction, which must commit whatever this
   * answers: a wrong try is counted by that commit. Answers null when it is right, else the
   * refusal to throw after the commit. The fan's row is read with a lock (MySQL; SQLite's
   * transactions take turns), so parallel guesses are checked one at a time and never more than
   * five before the lock. Five wrong tries in a row lock payment for 30 minutes. A right one costs
   * one read, and a write only when there were wrong tries to clear (or an older hash to re-key).
   */
  async check(tx: EntityManager, userId: number, payPassword: string): Promise<AppError | null> {
    const pin = await this.users.payPasswordState(tx, userId);
    if (!pin) return new AppError('LOGIN_EXPIRED');
    if (!pin.hash) return new AppError('PAY_PASSWORD_NOT_SET');
    const now = this.clock.now();
    if (pin.lockedUntil !== null && pin.lockedUntil > now) return this.locked(pin.lockedUntil - now);
    if (await this.pins.verify(pin.hash, userId, payPassword)) {
      const rehash = this.pins.isOutdated(pin.hash) ? this.pins.hash(userId, payPassword) : null;
      if (pin.failures > 0 || pin.lockedUntil !== null || rehash) {
        await this.users.setPayPasswordState(tx, userId, { failures: 0, lockedUntil: null, hash: rehash });
      }
      return null;
    }
    const failures = pin.failures + 1;
    if (failures >= PAY_PASSWORD_MAX_FAILURES) {
      await this.users.setPayPasswordState(tx, userId, { failures: 0, lockedUntil: now + PAY_LOCK_MS, hash: null });
      return this.locked(PAY_LOCK_MS);
    }
    await this.users.setPayPasswordState(tx, userId, { failures, lockedUntil: null, hash: null });
    return new AppError('PAY_PASSWORD_WRONG', { left: PAY_PASSWORD_MAX_FAILURES - failures });
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
    await this.users.update(userId, {
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
