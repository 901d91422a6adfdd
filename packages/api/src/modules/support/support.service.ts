import { type EnquiryReceiptView, type EnquiryType, type Language } from '@fanpass/contracts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { isUniqueViolation } from '../../database/db-errors.js';
import { TransactionRunner } from '../../database/transaction.js';
import { RateLimits } from '../../infra/rate-limits.js';
import { CLOCK } from '../../infra/tokens.js';
import { COUNTRY_DIAL_CODES } from '../basic/index.js';
import { HumanCheckService } from '../human-check/index.js';
import { accountLanguage, type User, UsersRepository } from '../users/index.js';
import { readAttachment } from './attachment.js';
import type { CooperationBody, SupportBody } from './dto/enquiry.dto.js';
import { SupportMailer } from './support-mailer.js';
import { type NewEnquiry, SupportRepository } from './support.repository.js';

/** Requests per client address and per sender address within an hour (both forms together). */
export const ENQUIRIES_PER_CLIENT_HOUR = 10;
export const ENQUIRIES_PER_EMAIL_HOUR = 3;
const CLIENT_LIMIT = 'enquiry-client';
const EMAIL_LIMIT = 'enquiry-email';

/** Letters and digits that cannot be mistaken for one another when read out on the phone. */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Who sent a request: client address, language, and the fan when signed in. */
export interface Sender {
  ip: string;
  lang: Language;
  userId: number | null;
}

/** The cooperation form and the support form: checked, throttled, stored, e-mailed. */
@Injectable()
export class SupportService implements OnModuleInit {
  constructor(
    private readonly enquiries: SupportRepository,
    private readonly mailer: SupportMailer,
    private readonly humanCheck: HumanCheckService,
    private readonly limits: RateLimits,
    private readonly users: UsersRepository,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.limits.define(CLIENT_LIMIT, { points: ENQUIRIES_PER_CLIENT_HOUR, duration: 3600 });
    this.limits.define(EMAIL_LIMIT, { points: ENQUIRIES_PER_EMAIL_HOUR, duration: 3600 });
  }

  async cooperation(body: CooperationBody, sender: Sender): Promise<EnquiryReceiptView> {
    if (!(body.country in COUNTRY_DIAL_CODES)) {
      throw new AppError('VALIDATION_FAILED', {}, null, [{ field: 'country', key: 'support.countryRule' }]);
    }
    await this.admit(body.captcha, body.email, sender.ip);
    return this.store('cooperation', sender, 0, {
      name: body.name,
      email: body.email,
      areaCode: body.areaCode,
      phone: body.phone,
      country: body.country,
      eventType: body.eventType,
      participants: body.participants,
      interests: body.interests.join(','),
      marketingConsent: body.marketingConsent,
      message: body.moreInfo || null,
    });
  }

  async support(body: SupportBody, sender: Sender): Promise<EnquiryReceiptView> {
    if (!body.areaCode !== !body.phone) {
      throw new AppError('VALIDATION_FAILED', {}, null, [{ field: 'phone', key: 'support.phoneRule' }]);
    }
    const attachment = body.attachment ? readAttachment(body.attachment) : null;
    await this.admit(body.captcha, body.email, sender.ip);
    return this.store('support', sender, attachment?.bytes.length ?? 0, {
      email: body.email,
      areaCode: body.areaCode ?? null,
      phone: body.phone ?? null,
      issueType: body.issueType,
      message: body.issueText,
      attachmentType: attachment?.type ?? null,
      attachment: attachment?.bytes ?? null,
    });
  }

  /** The client's budget first (cheapest), then the human check, then the sender address's budget. */
  private async admit(captcha: string, email: string, ip: string): Promise<void> {
    await this.limits.consume(CLIENT_LIMIT, ip);
    await this.humanCheck.require(captcha, ip);
    await this.limits.consume(EMAIL_LIMIT, email);
  }

  private async store(
    type: EnquiryType,
    sender: Sender,
    attachmentSize: number,
    fields: Partial<NewEnquiry> & Pick<NewEnquiry, 'email'>,
  ): Promise<EnquiryReceiptView> {
    const createdAt = this.clock.now();
    const own = await this.ownAddress(sender, fields.email);
    // The confirmation to the fan's own address is in the account's language.
    const lang = accountLanguage(own, sender.lang);
    for (let attempt = 0; ; attempt++) {
      const enquiry: NewEnquiry = {
        ref: this.reference(type, createdAt),
        type,
        userId: sender.userId,
        lang: sender.lang,
        name: null,
        areaCode: null,
        phone: null,
        country: null,
        eventType: null,
        participants: null,
        interests: null,
        marketingConsent: null,
        issueType: null,
        message: null,
        attachmentType: null,
        attachment: null,
        createdAt,
        ...fields,
      };
      try {
        // The request and its e-mails together (the outbox).
        await this.transactions.withTransaction(async (tx) => {
          await this.enquiries.insert(enquiry, tx);
          await this.mailer.owe(tx, enquiry, attachmentSize, own !== null, lang);
        });
      } catch (error) {
        // 32^6 references a day per type: a clash is rare; draw another.
        if (isUniqueViolation(error) && attempt < 3) continue;
        throw error;
      }
      return { ref: enquiry.ref, createdAt };
    }
  }

  /**
   * Whether the form's address is the signed-in fan's own (verified at sign-up by an e-mailed
   * code): only then may the confirmation repeat what the sender wrote. Anyone can type any
   * address into the form, and a confirmation that echoed it would mail their text as Fanpass.
   */
  private async ownAddress(sender: Sender, email: string): Promise<User | null> {
    if (sender.userId === null) return null;
    const user = await this.users.findById(sender.userId);
    return user && user.email.toLowerCase() === email.toLowerCase() ? user : null;
  }

  /** BC-YYMMDD-XXXXXX (cooperation) or SR-YYMMDD-XXXXXX (support). */
  private reference(type: EnquiryType, at: number): string {
    const day = new Date(at).toISOString().slice(2, 10).replace(/-/g, '');
    const tail = Array.from({ length: 6 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('');
    return `${type === 'cooperation' ? 'BC' : 'SR'}-${day}-${tail}`;
  }
}
