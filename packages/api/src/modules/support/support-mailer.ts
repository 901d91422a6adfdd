import { type Language, translate } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import { Outbox } from '../outbox/index.js';
import type { NewEnquiry } from './support.repository.js';

/** The operators' copy of a request: every field, in English, one per line. */
export function opsMailText(e: NewEnquiry & { attachmentSize?: number }): string {
  const lines: [string, string | number | boolean | null | undefined][] = [
    ['Reference', e.ref],
    ['Type', e.type],
    ['Name', e.name],
    ['E-mail', e.email],
    ['Phone', e.phone ? `+${e.areaCode ?? ''} ${e.phone}` : null],
    ['Country', e.country],
    ['Event type', e.eventType],
    ['Participants', e.participants],
    ['Interests', e.interests],
    ['Marketing list', e.marketingConsent === null ? null : e.marketingConsent ? 'yes' : 'no'],
    ['Issue type', e.issueType],
    ['Language', e.lang],
    ['Signed-in user id', e.userId],
    [
      'Attachment',
      e.attachmentType
        ? `${e.attachmentType}, ${e.attachmentSize ?? 0} bytes (pnpm ops enquiries attachment ${e.ref} <file>)`
        : null,
    ],
  ];
  const head = lines.filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => `${k}: ${String(v)}`);
  return `${head.join('\n')}\n\n${e.message ?? ''}\n`;
}

/**
 * E-mails a request to the operators (OPS_EMAIL) and confirms it to the sender in their language.
 * The confirmation repeats the sender's name and text only to the signed-in fan's own address;
 * to any other address it names the reference alone. Both are written to the outbox in the
 * transaction that stores the request (`enquiry:<ref>:ops`, `enquiry:<ref>:sender`).
 */
@Injectable()
export class SupportMailer {
  constructor(
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `lang`: the confirmation's language (the account's, to the fan's own address; else the form's). */
  async owe(tx: EntityManager, e: NewEnquiry, attachmentSize: number, ownAddress: boolean, lang: Language) {
    const what = e.type === 'cooperation' ? 'Business cooperation' : `Support request (${e.issueType ?? ''})`;
    const params = { ref: e.ref, name: e.name ?? '', text: e.message ?? '' };
    await this.outbox.mail(tx, `enquiry:${e.ref}:ops`, {
      to: this.config.support.opsEmail,
      subject: `[Fanpass] ${what} ${e.ref}`,
      text: opsMailText({ ...e, attachmentSize }),
    });
    await this.outbox.mail(
      tx,
      `enquiry:${e.ref}:sender`,
      {
        to: e.email,
        subject: translate(`support.${e.type}Subject`, lang, params),
        text: translate(ownAddress ? `support.${e.type}Text` : `support.${e.type}TextBrief`, lang, params),
      },
      ownAddress ? e.userId : null,
    );
  }
}
