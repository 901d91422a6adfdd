import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { type AttemptRule, Attempts } from '../../infra/attempts/attempts.js';

const ACCOUNT = 'login-account';
const CLIENT = 'login-client';
const PASSWORD_CHECK = 'password-check';
/** Failed sign-ins per account, and per client address, within the window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_CLIENT_MAX_FAILURES = 20;
export const LOGIN_LOCK_SECONDS = 15 * 60;

const LOCK_MS = LOGIN_LOCK_SECONDS * 1000;
const ACCOUNT_RULE: AttemptRule = { limit: LOGIN_MAX_FAILURES, windowMs: LOCK_MS, lockMs: LOCK_MS };
const CLIENT_RULE: AttemptRule = { limit: LOGIN_CLIENT_MAX_FAILURES, windowMs: LOCK_MS, lockMs: LOCK_MS };

type LockedError = 'LOGIN_LOCKED' | 'PASSWORD_CHECK_LOCKED';

/**
 * Password attempt counters (Attempts: durable, shared by every instance): each sign-in claims
 * an attempt of the account and of the client address before the password is checked. 5 wrong
 * sign-ins lock the account for 15 minutes, 20 lock the client address; 5 wrong current
 * passwords lock the password change of that account.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly attempts: Attempts) {}

  /** Claims a sign-in attempt of the account and of the client; refused while either is locked. */
  async claimLogin(email: string, clientIp: string): Promise<void> {
    const account = await this.attempts.claim(ACCOUNT, email, ACCOUNT_RULE);
    if (!account.granted) throw this.locked('LOGIN_LOCKED', account.msLeft);
    const client = await this.attempts.claim(CLIENT, clientIp, CLIENT_RULE);
    if (!client.granted) {
      await this.attempts.refund(ACCOUNT, email);
      throw this.locked('LOGIN_LOCKED', client.msLeft);
    }
  }

  async loginFailed(email: string, clientIp: string): Promise<void> {
    await this.attempts.failed(ACCOUNT, email, ACCOUNT_RULE);
    await this.attempts.failed(CLIENT, clientIp, CLIENT_RULE);
  }

  /** A right password: the account starts over and the client gets its attempt back. */
  async loginSucceeded(email: string, clientIp: string): Promise<void> {
    await this.attempts.reset(ACCOUNT, email);
    await this.attempts.refund(CLIENT, clientIp);
  }

  /** A sign-in refused before its password was checked (a suspended account): both attempts are given back. */
  async loginNotChecked(email: string, clientIp: string): Promise<void> {
    await this.attempts.refund(ACCOUNT, email);
    await this.attempts.refund(CLIENT, clientIp);
  }

  /** A new password (forgot password) lifts the account's sign-in lock. */
  async unlockLogin(email: string): Promise<void> {
    await this.attempts.reset(ACCOUNT, email);
  }

  async claimPasswordCheck(userId: number): Promise<void> {
    const claim = await this.attempts.claim(PASSWORD_CHECK, String(userId), ACCOUNT_RULE);
    if (!claim.granted) throw this.locked('PASSWORD_CHECK_LOCKED', claim.msLeft);
  }

  async passwordCheckFailed(userId: number): Promise<void> {
    await this.attempts.failed(PASSWORD_CHECK, String(userId), ACCOUNT_RULE);
  }

  async passwordCheckSucceeded(userId: number): Promise<void> {
    await this.attempts.reset(PASSWORD_CHECK, String(userId));
  }

  private locked(name: LockedError, msLeft: number): AppError {
    const seconds = Math.ceil(msLeft / 1000);
    return new AppError(name, { minutes: Math.max(1, Math.ceil(seconds / 60)) }, { retryAfterSeconds: seconds });
  }
}
