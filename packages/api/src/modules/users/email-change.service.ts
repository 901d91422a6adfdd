import { Inject, Injectable } from '@nestjs/common';
import type { CodeSentView, EmailView, Language } from '@fanpass/contracts';
import { AppError } from '../../common/errors/app-error.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { type CodeTarget, CodesService } from '../codes/index.js';
import { SessionsService, type AuthUser } from '../sessions/index.js';
import { accountLanguage } from './account-language.js';
import { AccountsService } from './accounts.service.js';
import type { UpdateUserEmailBody } from './dto/accounts.dto.js';
import { isUniqueViolation } from '../../database/db-errors.js';
import { UsersRepository } from './users.repository.js';
import { VerificationService } from './verification.service.js';

/**
 * E-mail change (spec §4): a code to the old address, a code to the new one, then the change.
 * The old address is retired for good, the password stays, and every session ends.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly verification: VerificationService,
    private readonly codes: CodesService,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async sendOldAddressCode(me: AuthUser, lang: Language, ip: string): Promise<CodeSentView> {
    const user = await this.accounts.me(me);
    return this.codes.send(this.oldTarget(me, user.email), accountLanguage(user, lang), ip);
  }

  async sendNewAddressCode(me: AuthUser, email: string, lang: Language, ip: string): Promise<CodeSentView> {
    const user = await this.accounts.me(me);
    await this.verification.assertNewEmailFree(email, user.email);
    return this.codes.send(this.newTarget(me, email), accountLanguage(user, lang), ip);
  }

  async change(me: AuthUser, dto: UpdateUserEmailBody): Promise<EmailView> {
    const user = await this.accounts.me(me);
    await this.verification.assertNewEmailFree(dto.email, user.email);
    const oldTarget = this.oldTarget(me, user.email);
    const newTarget = this.newTarget(me, dto.email);
    await this.codes.check(oldTarget, dto.oldCode);
    await this.codes.check(newTarget, dto.newCode);
    try {
      await this.transactions.withTransaction(async (tx) => {
        await this.codes.consume(oldTarget, dto.oldCode, tx);
        await this.codes.consume(newTarget, dto.newCode, tx);
        if (!(await this.users.changeEmail(user, dto.email, this.clock.now(), tx))) {
          throw new AppError('EMAIL_CHANGE_FAILED');
        }
        await this.sessions.revokeAllForUser(me.id, undefined, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('EMAIL_CHANGE_FAILED');
      throw error;
    }
    return { email: dto.email };
  }

  private oldTarget(me: AuthUser, email: string): CodeTarget {
    return { channel: 'email', target: email, purpose: 'changeEmail', userId: me.id };
  }

  private newTarget(me: AuthUser, email: string): CodeTarget {
    return { channel: 'email', target: email, purpose: 'newEmail', userId: me.id };
  }
}
