import { type EmailView, type Language, TERMS_VERSION } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { randomInt, randomUUID } from 'node:crypto';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { hashSecret, verifySecret } from '../../infra/passwords.js';
import { CLOCK } from '../../infra/tokens.js';
import { TransactionRunner } from '../../database/transaction.js';
import { CodesService } from '../codes/index.js';
import { HumanCheckService } from '../human-check/index.js';
import { type AuthUser, type SessionOrigin, SessionsService } from '../sessions/index.js';
import type {
  LoginByEmailBody,
  RegisterByEmailBody,
  UpdatePasswordByEmailCodeBody,
  UpdatePasswordByOldPwdBody,
  UpdateUserInfoBody,
} from './dto/accounts.dto.js';
import type { User } from './entities/user.entity.js';
import { AccountEvents } from './account-events.js';
import { LoginThrottle } from './login-throttle.js';
import { toUserInfo, type UserInfo } from './user-info.js';
import { isUniqueViolation } from '../../database/db-errors.js';
import { UsersRepository } from './users.repository.js';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Who is calling: their address, client platform (H5, PC) and device class (a sign-in records both). */
export interface Caller extends SessionOrigin {
  ip: string;
  /** The request's language: a new account's language. */
  lang?: Language;
}

/** Sign-up, sign-in, sign-out, profile and passwords. */
@Injectable()
export class AccountsService {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UsersRepository,
    private readonly codes: CodesService,
    private readonly sessions: SessionsService,
    private readonly humanCheck: HumanCheckService,
    private readonly throttle: LoginThrottle,
    private readonly transactions: TransactionRunner,
    private readonly events: AccountEvents,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The look-up that decides between sign-in and sign-up: {email}, or code 1001. */
  async lookUp(email: string): Promise<EmailView> {
    const user = await this.users.findByEmail(email);
    if (!user) throw new AppError('USER_NOT_FOUND');
    return { email: user.email };
  }

  /**
   * Creates the account with the e-mailed register code and signs it in. The fan must have agreed
   * to the current terms (spec §5): the version and the time are recorded with the account.
   */
  async register(dto: RegisterByEmailBody, caller: Caller): Promise<UserInfo> {
    // Refused before anything else is checked or spent (the human check, the code).
    if (dto.termsVersion !== TERMS_VERSION) {
      throw new AppError('TERMS_NOT_ACCEPTED', {}, { termsVersion: TERMS_VERSION });
    }
    if (dto.captcha) await this.humanCheck.require(dto.captcha, caller.ip);
    const codeTarget = { channel: 'email' as const, target: dto.email, purpose: 'register' as const };
    await this.assertRegistrable(dto.email);
    await this.codes.check(codeTarget, dto.code);
    const inviter = dto.inviteCode ? await this.users.findByInviteCode(dto.inviteCode.toUpperCase()) : null;
    const passwordHash = await hashSecret(dto.password);
    const inviteCode = await this.freshInviteCode();
    const now = this.clock.now();
    try {
      return await this.transactions.withTransaction(async (tx) => {
        await this.codes.consume(codeTarget, dto.code, tx);
        const user = await this.users.insert(
          {
            uuid: randomUUID(),
            email: dto.email,
            passwordHash,
            nickname: dto.nickname ?? null,
            avatar: null,
            areaCode: null,
            phone: null,
            phoneVerified: false,
            payPasswordHash: null,
            payPasswordFailures: 0,
            payLockedUntil: null,
            inviteCode,
            invitedBy: inviter?.id ?? null,
            termsVersion: TERMS_VERSION,
            termsAcceptedAt: now,
            lang: caller.lang ?? null,
            status: 'active',
            role: 'fan',
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        // Earned by registering (spec §9: the giveaway's registration entry), in this transaction.
        await this.events.wasRegistered(tx, user);
        return toUserInfo(user, await this.sessions.issue(user.id, caller, tx));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('EMAIL_ALREADY_REGISTERED');
      throw error;
    }
  }

  async assertRegistrable(email: string): Promise<void> {
    if (await this.users.findByEmail(email)) throw new AppError('EMAIL_ALREADY_REGISTERED');
    if (await this.users.isRetired(email)) throw new AppError('EMAIL_RETIRED');
  }

  async login(dto: LoginByEmailBody, caller: Caller): Promise<UserInfo> {
    await this.throttle.claimLogin(dto.email, caller.ip);
    const user = await this.users.findByEmail(dto.email);
    // Refused before the password is checked, so the answer is the same for a right and a wrong
    // one; as nothing was checked, the attempt is given back.
    if (user?.status === 'suspended') {
      await this.throttle.loginNotChecked(dto.email, caller.ip);
      throw new AppError('ACCOUNT_SUSPENDED');
    }
    // An unknown address costs the same hash as a known one, so timing tells nothing.
    const ok = user
      ? await verifySecret(user.passwordHash, dto.password)
      : await verifySecret(await this.dummy(), dto.password).then(() => false);
    if (!user || !ok) {
      await this.throttle.loginFailed(dto.email, caller.ip);
      throw new AppError('LOGIN_FAILED');
    }
    await this.throttle.loginSucceeded(dto.email, caller.ip);
    return toUserInfo(user, await this.sessions.issue(user.id, caller));
  }

  logout(me: AuthUser): Promise<void> {
    return this.sessions.revoke(me.sessionId);
  }

  /** The caller's own user info, by numeric id; anyone else's id is refused. */
  async info(me: AuthUser, id: string): Promise<UserInfo> {
    if (!/^\d{1,15}$/.test(id)) {
      throw new AppError('VALIDATION_FAILED', {}, null, [{ field: 'id', key: 'validation.invalid' }]);
    }
    if (Number(id) !== me.id) throw new AppError('FORBIDDEN');
    return toUserInfo(await this.me(me));
  }

  async updateProfile(me: AuthUser, dto: UpdateUserInfoBody): Promise<UserInfo> {
    const changes: Partial<User> = {};
    if (dto.nickname !== undefined) changes.nickname = dto.nickname;
    if (dto.avatar !== undefined) changes.avatar = dto.avatar;
    if (dto.lang !== undefined) changes.lang = dto.lang;
    if (Object.keys(changes).length) await this.users.update(me.id, { ...changes, updatedAt: this.clock.now() });
    return toUserInfo(await this.me(me));
  }

  /** Forgot password: the forget code sets a new password and ends every session. */
  async resetPassword(dto: UpdatePasswordByEmailCodeBody): Promise<null> {
    const user = await this.users.findByEmail(dto.email);
    if (!user) throw new AppError('USER_NOT_FOUND');
    const codeTarget = { channel: 'email' as const, target: dto.email, purpose: 'forget' as const };
    await this.codes.check(codeTarget, dto.code);
    const passwordHash = await hashSecret(dto.password);
    await this.transactions.withTransaction(async (tx) => {
      await this.codes.consume(codeTarget, dto.code, tx);
      await this.users.update(user.id, { passwordHash, updatedAt: this.clock.now() }, tx);
      await this.sessions.revokeAllForUser(user.id, undefined, tx);
    });
    await this.throttle.unlockLogin(dto.email);
    return null;
  }

  /** Changes the password with the current one; every other session ends. */
  async changePassword(me: AuthUser, dto: UpdatePasswordByOldPwdBody): Promise<null> {
    const user = await this.me(me);
    await this.throttle.claimPasswordCheck(me.id);
    if (!(await verifySecret(user.passwordHash, dto.oldPassword))) {
      await this.throttle.passwordCheckFailed(me.id);
      throw new AppError('PASSWORD_WRONG');
    }
    await this.throttle.passwordCheckSucceeded(me.id);
    const passwordHash = await hashSecret(dto.password);
    await this.transactions.withTransaction(async (tx) => {
      await this.users.update(me.id, { passwordHash, updatedAt: this.clock.now() }, tx);
      await this.sessions.revokeAllForUser(me.id, me.sessionId, tx);
    });
    return null;
  }

  async me(me: AuthUser): Promise<User> {
    const user = await this.users.findById(me.id);
    if (!user) throw new AppError('LOGIN_EXPIRED');
    return user;
  }

  private async freshInviteCode(): Promise<string> {
    for (;;) {
      const code = Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
      if (!(await this.users.findByInviteCode(code))) return code;
    }
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashSecret(randomUUID());
    return this.dummyHash;
  }
}
