import { Inject, Injectable } from '@nestjs/common';
import type { CodeSentView, Language, ReplyCodeKey } from '@fanpass/contracts';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import type { NonceStore } from '../../infra/nonce-store.js';
import { TransactionRunner } from '../../database/transaction.js';
import { APP_CONFIG, CLOCK, NONCE_STORE } from '../../infra/tokens.js';
import { Outbox } from '../outbox/index.js';
import { CodesRepository } from './codes.repository.js';
import type { CodeChannel, VerificationCode } from './entities/verification-code.entity.js';
import { type CodePurpose, codeMail, codeSms, type TransferDetails } from './templates.js';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_RESEND_MS = 60_000;
export const CODE_MAX_TRIES = 5;
const HOUR_MS = 3600_000;

/** Where a code goes and what it is for. userId binds it to the signed-in account that asked. */
export interface CodeTarget {
  channel: CodeChannel;
  /** Lower-cased e-mail, or +<area code><phone>. */
  target: string;
  purpose: CodePurpose;
  userId?: number | null;
  /**
   * What exactly the code confirms when its purpose alone does not say (a transfer: the ticket
   * and the recipient). It is part of the code's HMAC, so for any other scope the code is wrong.
   */
  scope?: string;
}

/** The error a wrong code answers: the spec's 1002 for sign-up, 1003 for forgot password. */
const WRONG_CODE: Partial<Record<CodePurpose, 'REGISTER_CODE_INVALID' | 'FORGET_CODE_INVALID'>> = {
  register: 'REGISTER_CODE_INVALID',
  forget: 'FORGET_CODE_INVALID',
};

/** The caps on sending codes (the reply code names the cap). */
type CapError = 'CODE_ADDRESS_LIMIT' | 'CODE_CLIENT_LIMIT';

/**
 * Verification codes (DESIGN.md "Account calls"): 6 digits from a CSPRNG, 10 minutes, single
 * use, kept as an HMAC, burnt after 5 wrong tries, re-sent after 60 s, and capped per address
 * and per client address per hour. Counts come from the database, so every instance agrees and
 * the app clock drives them.
 */
@Injectable()
export class CodesService {
  private readonly pepper: Buffer;

  constructor(
    private readonly codes: CodesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(NONCE_STORE) private readonly nonces: NonceStore,
    private readonly outbox: Outbox,
    private readonly transactions: TransactionRunner,
  ) {
    this.pepper = createHmac('sha256', config.jwtSecret).update('fanpass:verification-codes').digest();
  }

  /**
   * Sends a new code; the previous one of the same target and purpose stops working. A transfer
   * code's e-mail names the transfer it confirms when given. `lang` is the language the message
   * is written in: the account's, when the code goes to one (the caller knows). The code and its
   * message are written together (the outbox) and the message goes out before the answer.
   */
  async send(to: CodeTarget, lang: Language, clientIp: string, transfer?: TransferDetails): Promise<CodeSentView> {
    const now = this.clock.now();
    await this.checkResend(to, now);
    await this.checkHourlyCaps(to, clientIp, now);
    if (!(await this.nonces.claim(`code:${to.channel}:${to.target}:${to.purpose}`, CODE_RESEND_MS))) {
      throw new AppError('CODE_RESEND_TOO_EARLY', { seconds: 60 }, { retryAfterSeconds: 60 });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const minutes = CODE_TTL_MS / 60_000;
    await this.transactions.withTransaction(async (tx) => {
      const id = await this.codes.insert(
        {
          channel: to.channel,
          target: to.target,
          purpose: to.purpose,
          userId: to.userId ?? null,
          codeHash: this.hash(to, code),
          attempts: 0,
          clientIp,
          createdAt: now,
          expiresAt: now + CODE_TTL_MS,
          consumedAt: null,
        },
        tx,
      );
      const key = `code:${id}`;
      if (to.channel === 'email') {
        const mail = codeMail(to.purpose, code, minutes, lang, transfer);
        await this.outbox.mail(tx, key, { to: to.target, ...mail }, to.userId ?? null);
      } else {
        await this.outbox.sms(
          tx,
          key,
          { to: to.target, text: codeSms(to.purpose, code, minutes, lang) },
          to.userId ?? null,
        );
      }
    });
    return { resendAfterSeconds: CODE_RESEND_MS / 1000 };
  }

  /** Checks a code without using it up (wrong tries still count). */
  async check(to: CodeTarget, code: string): Promise<void> {
    await this.verified(to, code);
  }

  /**
   * Checks a code and uses it up, inside the caller's transaction when given (so a failed unit
   * of work leaves the code usable). Inside a transaction the try is not counted again: the
   * caller counts it with check() BEFORE the transaction begins, as a write of its own that the
   * transaction's rollback cannot take back (on SQLite's one connection a write made during the
   * transaction would be part of it).
   */
  async consume(to: CodeTarget, code: string, tx?: EntityManager): Promise<void> {
    const row = tx ? await this.matching(to, code, tx) : await this.verified(to, code);
    if (!(await this.codes.consume(row.id, this.clock.now(), CODE_MAX_TRIES, tx))) throw new AppError('CODE_USED');
  }

  /** The code's row if the code is right and still usable, read in the transaction; no try counted. */
  private async matching(to: CodeTarget, code: string, tx: EntityManager): Promise<VerificationCode> {
    const row = await this.usable(to, tx);
    if (!this.matches(row.codeHash, this.hash(to, code))) throw new AppError(WRONG_CODE[to.purpose] ?? 'CODE_INVALID');
    return row;
  }

  /** The latest code sent to a target, if it can still be tried. */
  private async usable(to: CodeTarget, tx?: EntityManager): Promise<VerificationCode> {
    const row = await this.codes.latest(to.channel, to.target, to.purpose, tx);
    if (!row || (to.userId !== undefined && row.userId !== to.userId)) throw new AppError('CODE_NOT_REQUESTED');
    if (row.consumedAt !== null) throw new AppError('CODE_USED');
    if (row.attempts >= CODE_MAX_TRIES) throw new AppError('CODE_TOO_MANY_ATTEMPTS');
    if (row.expiresAt <= this.clock.now()) throw new AppError('CODE_EXPIRED');
    return row;
  }

  private async verified(to: CodeTarget, code: string): Promise<VerificationCode> {
    const row = await this.usable(to);
    // The try is claimed before the code is compared, so parallel guesses check at most five.
    const tries = await this.codes.claimTry(row.id, CODE_MAX_TRIES);
    if (tries === null) {
      // A parallel request used the code meanwhile, or took the last try.
      throw new AppError((await this.codes.isConsumed(row.id)) ? 'CODE_USED' : 'CODE_TOO_MANY_ATTEMPTS');
    }
    if (!this.matches(row.codeHash, this.hash(to, code))) {
      const attemptsLeft = Math.max(0, CODE_MAX_TRIES - tries);
      throw new AppError(WRONG_CODE[to.purpose] ?? 'CODE_INVALID', {}, { attemptsLeft });
    }
    // A right code does not count as a wrong try.
    await this.codes.refundTry(row.id);
    return row;
  }

  private async checkResend(to: CodeTarget, now: number): Promise<void> {
    const last = await this.codes.latest(to.channel, to.target, to.purpose);
    if (last && now - last.createdAt < CODE_RESEND_MS) {
      const seconds = Math.ceil((last.createdAt + CODE_RESEND_MS - now) / 1000);
      throw new AppError('CODE_RESEND_TOO_EARLY', { seconds }, { retryAfterSeconds: seconds });
    }
  }

  private async checkHourlyCaps(to: CodeTarget, clientIp: string, now: number): Promise<void> {
    const since = now - HOUR_MS;
    const toAddress = await this.codes.sentToSince(to.channel, to.target, since);
    if (toAddress.length >= this.config.codeHourlyPerAddress) {
      throw this.capError('CODE_ADDRESS_LIMIT', toAddress, now);
    }
    const fromClient = await this.codes.requestedBySince(clientIp, since);
    if (fromClient.length >= this.config.codeHourlyPerClient) {
      throw this.capError('CODE_CLIENT_LIMIT', fromClient, now);
    }
  }

  private capError(name: CapError, window: VerificationCode[], now: number): AppError {
    const freesAt = window[window.length - this.capOf(name)]!.createdAt + HOUR_MS;
    const seconds = Math.max(1, Math.ceil((freesAt - now) / 1000));
    return new AppError(name, { minutes: Math.ceil(seconds / 60) }, { retryAfterSeconds: seconds });
  }

  private capOf(name: ReplyCodeKey): number {
    return name === 'CODE_ADDRESS_LIMIT' ? this.config.codeHourlyPerAddress : this.config.codeHourlyPerClient;
  }

  private hash(to: CodeTarget, code: string): string {
    // Without a scope the input stays as it was, so codes already sent keep working.
    const scope = to.scope === undefined ? '' : `${to.scope}|`;
    return createHmac('sha256', this.pepper)
      .update(`${to.channel}|${to.target}|${to.purpose}|${scope}${code}`)
      .digest('hex');
  }

  private matches(stored: string, candidate: string): boolean {
    const a = Buffer.from(stored, 'hex');
    const b = Buffer.from(candidate, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
