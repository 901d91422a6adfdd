import { Inject, Injectable } from '@nestjs/common';
import type { CodeSentView, CodeValidView, EmailCodeType, Language } from '@fanpass/contracts';
import { isValidPhone, normaliseDialCode } from '@fanpass/contracts';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { type CodeTarget, CodesService } from '../codes/index.js';
import { HumanCheckService } from '../human-check/index.js';
import type { AuthUser } from '../sessions/index.js';
import { AccountEvents } from './account-events.js';
import { accountLanguage } from './account-language.js';
import { AccountsService } from './accounts.service.js';
import { TransactionRunner } from '../../database/transaction.js';
import type {
  EmailCodeCheckBody,
  EmailCodeSendBody,
  PhoneCodeCheckBody,
  PhoneCodeSendBody,
} from './dto/accounts.dto.js';
import { toUserInfo, type UserInfo } from './user-info.js';
import { isUniqueViolation } from '../../database/db-errors.js';
import { UsersRepository } from './users.repository.js';

/** Code types that only a signed-in account may ask for, sent to its own address. */
const OWN_ADDRESS_TYPES: EmailCodeType[] = ['changeEmail', 'transfer', 'payPassword'];

/**
 * A phone as one key, +<dialling code><number>, whatever way it was typed ('0853' and '+853' are
 * '853'; a trunk 0 of the number goes): the SMS goes there and one account may verify it.
 */
export function phoneTarget(areaCode: string, phone: string): string {
  return `+${normaliseDialCode(areaCode)}${phone.replace(/^0+/, '')}`;
}

/** Sending and checking e-mail and SMS codes, with the rules of each code type. */
@Injectable()
export class VerificationService {
  constructor(
    private readonly codes: CodesService,
    private readonly humanCheck: HumanCheckService,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly events: AccountEvents,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async sendEmailCode(
    dto: EmailCodeSendBody,
    me: AuthUser | undefined,
    lang: Language,
    ip: string,
  ): Promise<CodeSentView> {
    await this.humanCheck.require(dto.captcha, ip);
    const target = await this.emailTarget(dto.email, dto.type, me, true);
    // Written in the account's language; a sign-up's in the request's.
    const account =
      typeof target.userId === 'number'
        ? await this.users.findById(target.userId)
        : dto.type === 'forget'
          ? await this.users.findByEmail(dto.email)
          : null;
    return this.codes.send(target, accountLanguage(account, lang), ip);
  }

  async checkEmailCode(dto: EmailCodeCheckBody, me: AuthUser | undefined): Promise<CodeValidView> {
    await this.codes.check(await this.emailTarget(dto.email, dto.type, me, false), dto.code);
    return { valid: true };
  }

  /**
   * Where a code of a type may go: register to a free address, forget to a registered one,
   * changeEmail/transfer/payPassword to the caller's own address, newEmail to an unused one.
   */
  async emailTarget(email: string, type: EmailCodeType, me: AuthUser | undefined, sending: boolean) {
    const target: CodeTarget = { channel: 'email', target: email, purpose: type };
    if (type === 'register') {
      if (sending) await this.accounts.assertRegistrable(email);
      return target;
    }
    if (type === 'forget') {
      if (sending && !(await this.users.findByEmail(email))) throw new AppError('USER_NOT_FOUND');
      return target;
    }
    if (!me) throw new AppError('LOGIN_EXPIRED');
    const user = await this.accounts.me(me);
    if (OWN_ADDRESS_TYPES.includes(type) && email !== user.email) throw new AppError('CODE_NOT_YOUR_EMAIL');
    if (type === 'newEmail' && sending) await this.assertNewEmailFree(email, user.email);
    return { ...target, userId: me.id };
  }

  async assertNewEmailFree(email: string, current: string): Promise<void> {
    if (email === current) throw new AppError('EMAIL_UNCHANGED');
    if ((await this.users.findByEmail(email)) || (await this.users.isRetired(email))) {
      throw new AppError('EMAIL_IN_USE');
    }
  }

  /** An SMS code, after the human check, only to a number no other account has verified. */
  async sendPhoneCode(dto: PhoneCodeSendBody, me: AuthUser, lang: Language, ip: string): Promise<CodeSentView> {
    await this.humanCheck.require(dto.captcha, ip);
    const target = this.phoneCode(dto.areaCode, dto.phone, me);
    await this.assertPhoneFree(target.target, me);
    return this.codes.send(target, accountLanguage(await this.users.findById(me.id), lang), ip);
  }

  async checkPhoneCode(dto: PhoneCodeCheckBody, me: AuthUser): Promise<CodeValidView> {
    await this.codes.check(this.phoneCode(dto.areaCode, dto.phone, me), dto.code);
    return { valid: true };
  }

  /** Stores a verified phone: the SMS code proves the number. */
  async updatePhone(dto: PhoneCodeCheckBody, me: AuthUser): Promise<UserInfo> {
    const target = this.phoneCode(dto.areaCode, dto.phone, me);
    await this.assertPhoneFree(target.target, me);
    await this.codes.consume(target, dto.code);
    try {
      // The listeners (the giveaway's registration entry) run in the transaction that verifies.
      await this.transactions.withTransaction(async (tx) => {
        const values = {
          areaCode: normaliseDialCode(dto.areaCode),
          phone: dto.phone.replace(/^0+/, ''),
          phoneVerified: true,
          verifiedPhone: target.target,
          updatedAt: this.clock.now(),
        };
        await this.users.update(me.id, values, tx);
        const user = await this.users.findByIdInTx(tx, me.id);
        if (user) await this.events.phoneWasVerified(tx, user);
      });
    } catch (error) {
      // Another account verified the number in the meantime (the unique index decides).
      if (isUniqueViolation(error)) throw new AppError('PHONE_IN_USE');
      throw error;
    }
    return toUserInfo(await this.accounts.me(me));
  }

  private async assertPhoneFree(number: string, me: AuthUser): Promise<void> {
    const owner = await this.users.findByVerifiedPhone(number);
    if (owner && owner.id !== me.id) throw new AppError('PHONE_IN_USE');
  }

  private phoneCode(areaCode: string, phone: string, me: AuthUser): CodeTarget {
    if (!isValidPhone(areaCode, phone)) {
      throw new AppError('VALIDATION_FAILED', {}, null, [{ field: 'phone', key: 'account.phoneRule' }]);
    }
    return { channel: 'sms', target: phoneTarget(areaCode, phone), purpose: 'phone', userId: me.id };
  }
}
