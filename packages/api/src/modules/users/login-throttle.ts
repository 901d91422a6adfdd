import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { RateLimits } from '../../infra/rate-limits.js';

const ACCOUNT = 'login-account';
const CLIENT = 'login-client';
const PASSWORD_CHECK = 'password-check';
/** Failed sign-ins per account, and per client address, within the window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_CLIENT_MAX_FAILURES = 20;
export const LOGIN_LOCK_SECONDS = 15 * 60;

/**
 * Failed password counters (RateLimits: in memory, or Redis shared by every instance): 5 wrong
 * sign-ins lock the account for 15 minutes, 20 lock the client address; 5 wrong current
 * passwords lock the password change of that account.
 */
@Injectable()
export class LoginThrottle implements OnModuleInit {
  constructor(private readonly limits: RateLimits) {}

  onModuleInit(): void {
    const window = { duration: LOGIN_LOCK_SECONDS, blockDuration: LOGIN_LOCK_SECONDS };
    this.limits.define(ACCOUNT, { points: LOGIN_MAX_FAILURES, ...window });
    this.limits.define(CLIENT, { points: LOGIN_CLIENT_MAX_FAILURES, ...window });
    this.limits.define(PASSWORD_CHECK, { points: LOGIN_MAX_FAILURES, ...window });
  }

  /** Refuses a sign-in while the account or the client is locked. */
  async assertLoginOpen(email: string, clientIp: string): Promise<void> {
    const [account, client] = await Promise.all([
      this.limits.remaining(ACCOUNT, email),
      this.limits.remaining(CLIENT, clientIp),
    ]);
    if (account === 0 || client === 0) throw this.locked('LOGIN_LOCKED');
  }

  async loginFailed(email: string, clientIp: string): Promise<void> {
    await this.spend(ACCOUNT, email, 'LOGIN_LOCKED');
    await this.spend(CLIENT, clientIp, 'LOGIN_LOCKED');
  }

  async loginSucceeded(email: string): Promise<void> {
    await this.limits.reset(ACCOUNT, email);
  }

  async assertPasswordCheckOpen(userId: number): Promise<void> {
    if ((await this.limits.remaining(PASSWORD_CHECK, String(userId))) === 0) throw this.locked('PASSWORD_CHECK_LOCKED');
  }

  async passwordCheckFailed(userId: number): Promise<void> {
    await this.spend(PASSWORD_CHECK, String(userId), 'PASSWORD_CHECK_LOCKED');
  }

  private async spend(name: string, key: string, error: 'LOGIN_LOCKED' | 'PASSWORD_CHECK_LOCKED'): Promise<void> {
    try {
      await this.limits.consume(name, key);
    } catch (e) {
      if (e instanceof AppError && e.entry.status === 429) throw this.locked(error);
      throw e;
    }
  }

  private locked(name: 'LOGIN_LOCKED' | 'PASSWORD_CHECK_LOCKED'): AppError {
    return new AppError(name, { minutes: LOGIN_LOCK_SECONDS / 60 }, { retryAfterSeconds: LOGIN_LOCK_SECONDS });
  }
}
