import {
  eventIcs,
  formatMoney,
  icsFileName,
  LANGUAGES,
  type Language,
  type ReceiptView,
  translate,
  WALLET_PAYMENT_METHOD,
} from '@fanpass/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { eventTime, orderPageUrl } from '../../common/i18n/fan-time.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import { type MailMessage, Outbox } from '../outbox/index.js';
import { accountLanguage } from '../users/index.js';
import type { Payment } from './entities/payment.entity.js';
import { PaymentsRepository } from './payments.repository.js';
import { ReceiptsService } from './receipts.service.js';

/** The payment type as the receipt names it (card brands by name, other types as they are). */
const TYPE_NAMES: Record<string, string> = { visa: 'Visa', master: 'Mastercard', chinaUnion: 'UnionPay' };

/** How the receipt names the way the fan paid: Fan Pay, a card by brand, or the provider's type. */
export function methodName(receipt: Pick<ReceiptView, 'method' | 'paymentType'>, lang: Language): string {
  if (receipt.method === WALLET_PAYMENT_METHOD) return translate('payments.receiptWallet', lang);
  const kind = translate(receipt.method === 'card' ? 'payments.receiptCard' : 'payments.receiptProvider', lang);
  const type = receipt.paymentType ? (TYPE_NAMES[receipt.paymentType] ?? receipt.paymentType) : null;
  return type ? `${kind} (${type})` : kind;
}

/**
 * The confirmation e-mail of a paid order, in the language and time zone the fan paid in: event,
 * date, seats, amount, payment method, order number, a link to the tickets and the event's .ics.
 * Written to the outbox in the transaction that paid the order (one per order, `receipt:<orderNo>`),
 * sent once it commits.
 */
@Injectable()
export class ReceiptMailer {
  private readonly logger = new Logger(ReceiptMailer.name);

  constructor(
    private readonly receipts: ReceiptsService,
    private readonly payments: PaymentsRepository,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * In the transaction that paid `payment`: its receipt e-mail, to the outbox. A receipt that
   * cannot be written (a bad time zone in the event's data) is logged and left out: it must never
   * stop the payment it describes from settling.
   */
  async owe(tx: EntityManager, payment: Payment, now: number): Promise<void> {
    await this.write(tx, payment, now, (orderNo) => `receipt:${orderNo}`);
  }

  /**
   * The same e-mail again, with the link to the tickets (an operator's resend), in `tx`: answers
   * the address it goes to, or null when the order has no succeeded payment or no buyer's address.
   */
  async resend(tx: EntityManager, orderNo: string, now: number): Promise<string | null> {
    const payment = await this.payments.succeededForOrder(tx, orderNo);
    if (!payment) return null;
    return this.write(tx, payment, now, (no) => `receipt:${no}:again:${now}`);
  }

  private async write(
    tx: EntityManager,
    payment: Payment,
    now: number,
    key: (orderNo: string) => string,
  ): Promise<string | null> {
    const { receipt, email, lang: accountLang } = (await this.receipts.withEmail(payment, tx)) ?? {};
    if (!receipt || !email) return null;
    let message: MailMessage;
    try {
      message = this.render(receipt, email, accountLang ?? null, payment, now);
    } catch (error) {
      this.logger.error(`receipt e-mail for payment ${payment.paymentNo} cannot be written: ${String(error)}`);
      return null;
    }
    await this.outbox.mail(tx, key(receipt.orderNo), message, payment.userId);
    return email;
  }

  private render(
    receipt: ReceiptView,
    email: string,
    accountLang: string | null,
    payment: Payment,
    now: number,
  ): MailMessage {
    // The account's language; an older account's is the one the fan paid in.
    const paidIn: Language = (LANGUAGES as readonly string[]).includes(payment.lang ?? '')
      ? (payment.lang as Language)
      : 'en_US';
    const lang = accountLanguage({ lang: accountLang }, paidIn);
    const { event } = receipt;
    const link = orderPageUrl(this.config.publicApiUrl, receipt.orderNo);
    const params = {
      event: event.title,
      date: eventTime(event.startsAt, lang, event.timeZone, payment.timeZone),
      venue: [event.venue, event.location].filter(Boolean).join(', '),
      seats: receipt.seats.map((s) => translate('payments.receiptSeats', lang, s)).join(', '),
      amount: `${formatMoney(receipt.amount)} ${receipt.currency}`,
      method: methodName(receipt, lang),
      orderNo: receipt.orderNo,
      link,
    };
    const ics = eventIcs(
      {
        uid: `event-${event.id}-${event.slug}@fanpass`,
        title: event.title,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        location: params.venue,
        description: `${translate('payments.receiptSubject', lang, params)}\n${params.date}`,
        url: link,
      },
      now,
    );
    return {
      to: email,
      subject: translate('payments.receiptSubject', lang, params),
      text: translate('payments.receiptText', lang, params),
      attachments: [
        {
          filename: icsFileName(event.slug || event.title),
          contentType: 'text/calendar; charset=utf-8',
          content: ics,
        },
      ],
    };
  }
}
