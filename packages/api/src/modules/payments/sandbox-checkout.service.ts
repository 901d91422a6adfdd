import { CARD_TYPES, type Language, PAYMENT_TYPES, RULES, translate } from '@fanpass/contracts';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { OrdersRepository } from '../orders/index.js';
import { isUniqueViolation } from '../../database/db-errors.js';
import { entityOf, sqlOf } from '../../database/sql.js';
import { PaymentsRepository } from './payments.repository.js';
import type { Payment } from './entities/payment.entity.js';
import { SandboxTransaction } from './entities/sandbox-transaction.entity.js';
import { SavedCard } from './entities/saved-card.entity.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxCallbackBody,
  sandboxFormToken,
  signSandboxCallback,
  verifySandboxFormToken,
} from './sandbox-signature.js';
import { renderSandboxPage, renderSandboxRefusal, type SandboxPageModel } from './sandbox-page.js';
import { api } from '../../common/http/paths.js';
import { cardBrand } from './card-brand.js';
import { backoffMs, CLAIM_MS } from './retry.js';

/** Test cards: this one is declined; every other valid card number succeeds (4242424242424242 …). */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
const CARD_SET = new Set<string>(CARD_TYPES);

/** The card a charge remembered, as its callback names it. */
export function rememberedCard(charge: SandboxTransaction): SandboxCallbackBody['card'] {
  if (!charge.cardToken || !charge.cardBrand || !charge.cardLast4 || !charge.cardExpiry) return null;
  const [month, year] = charge.cardExpiry.split('/').map(Number);
  return {
    token: charge.cardToken,
    brand: charge.cardBrand,
    last4: charge.cardLast4,
    expMonth: month!,
    expYear: year!,
  };
}

const CHARGE_COLUMNS =
  'txn_id, payment_no, amount, currency, result, payment_type, card_token, card_brand, card_last4, card_expiry, ' +
  'callback_url, delivered_at, refunded_at, attempts, next_attempt_at, dead_at, last_error, created_at';
const CHARGE_NUMBERS: ReadonlySet<string> = new Set([
  'amount',
  'deliveredAt',
  'refundedAt',
  'attempts',
  'nextAttemptAt',
  'deadAt',
  'createdAt',
]);

export type SubmitAnswer = { redirect: string } | { status: number; html: string };

/**
 * The sandbox provider's side of a payment: its hosted page, the card form's checks, the
 * charge it records, and the signed callback it sends asynchronously over real HTTP.
 */
@Injectable()
export class SandboxCheckoutService implements OnApplicationShutdown {
  private readonly logger = new Logger(SandboxCheckoutService.name);
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
    private readonly payments: PaymentsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async model(paymentNo: string, lang: Language): Promise<SandboxPageModel> {
    return (await this.load(paymentNo, lang)).model;
  }

  /** The payment and its page (plain SQL: the hosted page is on every card payment's path). */
  private async load(paymentNo: string, lang: Language): Promise<{ payment: Payment; model: SandboxPageModel }> {
    const payment = await this.payments.findByNo(paymentNo);
    if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
    const orderNo = payment.orderNo ?? (await this.orders.findById(payment.orderId))?.orderNo;
    if (!orderNo) throw new Error(`payment ${paymentNo} has no order ${payment.orderId}`);
    const card = payment.savedCardId
      ? await this.dataSource.manager.findOneBy(SavedCard, { id: payment.savedCardId })
      : null;
    const [charged] = await sqlOf(this.dataSource).rows(
      'SELECT txn_id FROM sandbox_transactions WHERE payment_no = ? LIMIT 1',
      [paymentNo],
    );
    const model: SandboxPageModel = {
      lang,
      paymentNo,
      orderNo,
      amount: payment.amount,
      returnUrl: payment.returnUrl,
      currency: payment.currency,
      paymentType: payment.paymentType ?? 'visa',
      savedCardLast4: card?.last4 ?? null,
      values: {},
      errors: [],
      formToken: sandboxFormToken(paymentNo, this.config.payments.sandboxSecret),
      closed: payment.status !== 'pending' || charged !== undefined,
    };
    return { payment, model };
  }

  async page(paymentNo: string, lang: Language): Promise<string> {
    return renderSandboxPage(await this.model(paymentNo, lang));
  }

  private check(form: Record<string, string>, lang: Language) {
    const errors: { field: string; message: string }[] = [];
    const problem = (field: string, key: string) => errors.push({ field, message: translate(key, lang) });
    const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
    const requested = form.paymentType ?? '';
    // A card pays as the brand its number names, whatever brand was preselected.
    const detected = CARD_SET.has(requested) && form.useSavedCard !== '1' ? cardBrand(number) : null;
    const paymentType = detected ?? requested;
    const cardType = detected ?? form.cardType ?? '';
    if (!(PAYMENT_TYPES as readonly string[]).includes(paymentType))
      problem('paymentType', 'payments.methodUnsupported');
    const isCard = CARD_SET.has(paymentType);
    let expMonth = 0;
    let expYear = 0;
    if (isCard && form.useSavedCard !== '1') {
      const holder = (form.cardHolder ?? '').trim();
      if ([...holder].length < RULES.cardHolder.min || [...holder].length > RULES.cardHolder.max) {
        problem('cardHolder', 'payments.cardHolderRule');
      }
      if (!RULES.cardNumber.pattern.test(number)) problem('cardNumber', 'payments.cardNumberRule');
      const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '');
      expMonth = expiry ? Number(expiry[1]) : 0;
      expYear = expiry ? 2000 + Number(expiry[2]) : 0;
      if (!expiry || expMonth < 1 || expMonth > 12) problem('expiry', 'payments.expiryRule');
      if (!/^\d{3,4}$/.test(form.cvc ?? '')) problem('cvc', 'payments.cvcRule');
      if (!CARD_SET.has(cardType)) problem('cardType', 'payments.cardTypeRule');
    }
    return { errors, paymentType, cardType, isCard, number, expMonth, expYear };
  }

  /** Handles the form: refuses a form of another page, bad input with the page again, else charges and calls back. */
  async submit(paymentNo: string, form: Record<string, string>, lang: Language): Promise<SubmitAnswer> {
    const { payment, model } = await this.load(paymentNo, lang);
    if (!verifySandboxFormToken(paymentNo, form.formToken ?? '', this.config.payments.sandboxSecret)) {
      return { status: 403, html: renderSandboxRefusal(lang) };
    }
    const resultUrl =
      model.returnUrl ?? `${this.config.publicApiUrl}/#/payment/result?orderNo=${encodeURIComponent(model.orderNo)}`;
    if (model.closed) return { redirect: resultUrl };
    const checked = this.check(form, lang);
    if (checked.errors.length) {
      const { cardHolder = '', expiry = '', cardType = '', paymentType = '', rememberCard = '' } = form;
      return {
        status: 400,
        html: renderSandboxPage({
          ...model,
          values: { cardHolder, expiry, cardType, paymentType, rememberCard },
          errors: checked.errors,
        }),
      };
    }
    const savedCard = form.useSavedCard === '1' && payment.savedCardId !== null;
    const declined = checked.isCard && !savedCard && checked.number === SANDBOX_DECLINED_CARD;
    const remember = checked.isCard && !savedCard && !declined && form.rememberCard === '1';
    const now = this.clock.now();
    const txnId = `sbx_${randomBytes(12).toString('hex')}`;
    try {
      // The charge and the callback it owes are one row: written before anything is sent, so a
      // crash after this line still delivers it (deliverDue).
      await sqlOf(this.dataSource).run(
        'INSERT INTO sandbox_transactions (txn_id, payment_no, amount, currency, result, payment_type, card_token, card_brand, ' +
          'card_last4, card_expiry, callback_url, delivered_at, refunded_at, attempts, next_attempt_at, dead_at, last_error, created_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, 0, ?, NULL, NULL, ?)',
        [
          txnId,
          paymentNo,
          payment.amount,
          payment.currency,
          declined ? 'declined' : 'succeeded',
          checked.paymentType,
          remember ? `tok_${randomBytes(16).toString('hex')}` : null,
          remember ? checked.cardType : null,
          remember ? checked.number.slice(-4) : null,
          remember ? `${checked.expMonth}/${checked.expYear}` : null,
          this.callbackUrl(),
          now,
          now,
        ],
      );
    } catch (error) {
      // A second submit of the same payment (double click), or the page was closed meanwhile: one charge only.
      if (isUniqueViolation(error)) return { redirect: resultUrl };
      throw error;
    }
    this.track(this.deliver(txnId));
    return { redirect: resultUrl };
  }

  private callbackUrl(): string {
    return `${this.config.publicApiUrl}/${api('payment/callback')}`;
  }

  private track(work: Promise<unknown>): void {
    const done: Promise<void> = work
      .then(
        () => undefined,
        (error: unknown) => this.logger.error(`sandbox callback delivery failed: ${String(error)}`),
      )
      .finally(() => this.deliveries.delete(done));
    this.deliveries.add(done);
  }

  /** Delivers every callback that is due (the payment job; resumes after a restart). */
  async deliverDue(limit = 50): Promise<number> {
    const due = await this.dataSource.manager
      .createQueryBuilder(SandboxTransaction, 's')
      .select('s.txnId', 'txnId')
      .where('s.deliveredAt IS NULL AND s.deadAt IS NULL AND s.nextAttemptAt <= :now', { now: this.clock.now() })
      .orderBy('s.nextAttemptAt', 'ASC')
      .limit(limit)
      .getRawMany<{ txnId: string }>();
    let delivered = 0;
    for (const { txnId } of due) if (await this.deliver(txnId)) delivered++;
    return delivered;
  }

  /**
   * One attempt to send a charge's signed callback (to PUBLIC_API_URL, never to an address from a
   * request). The attempt is claimed by a conditional UPDATE, so instances never send it at once;
   * a failure is retried with back-off and dead-lettered after PAYMENT_MAX_ATTEMPTS.
   */
  private async deliver(txnId: string): Promise<boolean> {
    const sql = sqlOf(this.dataSource);
    const [row] = await sql.rows(`SELECT ${CHARGE_COLUMNS} FROM sandbox_transactions WHERE txn_id = ?`, [txnId]);
    const charge = row ? entityOf<SandboxTransaction>(row, CHARGE_NUMBERS) : null;
    if (!charge || charge.deliveredAt !== null || charge.deadAt !== null) return false;
    const now = this.clock.now();
    const claimed = await sql.run(
      'UPDATE sandbox_transactions SET attempts = ?, next_attempt_at = ? WHERE txn_id = ? AND attempts = ? AND delivered_at IS NULL',
      [charge.attempts + 1, now + CLAIM_MS, txnId, charge.attempts],
    );
    if (claimed.affected !== 1) return false;
    const body: SandboxCallbackBody = {
      paymentNo: charge.paymentNo,
      txnId,
      result: charge.result === 'declined' ? 'declined' : 'succeeded',
      amount: charge.amount,
      currency: charge.currency,
      paymentType: charge.paymentType,
      card: rememberedCard(charge),
      sentAt: now,
    };
    let problem: string;
    try {
      const response = await fetch(this.callbackUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback(body, this.config.payments.sandboxSecret),
        },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) {
        await sql.run('UPDATE sandbox_transactions SET delivered_at = ? WHERE txn_id = ?', [this.clock.now(), txnId]);
        return true;
      }
      problem = `answered ${response.status}`;
    } catch (error) {
      problem = String(error).slice(0, 250);
    }
    const attempts = charge.attempts + 1;
    const dead = attempts >= this.config.payments.maxAttempts;
    this.logger.warn(`sandbox callback for ${charge.paymentNo} ${problem}${dead ? ' (dead-lettered)' : ''}`);
    await this.dataSource.manager.update(
      SandboxTransaction,
      { txnId },
      {
        lastError: problem,
        nextAttemptAt: this.clock.now() + backoffMs(attempts),
        deadAt: dead ? this.clock.now() : null,
      },
    );
    return false;
  }

  /** Ops: sends a dead-lettered callback again (payments redrive). */
  async redrive(paymentNo: string): Promise<boolean> {
    const result = await this.dataSource.manager
      .createQueryBuilder()
      .update(SandboxTransaction)
      .set({ deadAt: null, attempts: 0, nextAttemptAt: this.clock.now(), lastError: null })
      .where('paymentNo = :paymentNo AND deliveredAt IS NULL', { paymentNo })
      .execute();
    if (result.affected !== 1) return false;
    return this.deliverDue().then(() => true);
  }

  /** Callbacks still in flight (tests wait for them). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.deliveries]);
  }

  async onApplicationShutdown(): Promise<void> {
    // At most 5 s, and no timer left behind once they are in: a closed app leaves nothing running.
    let limit: NodeJS.Timeout | undefined;
    await Promise.race([this.settled(), new Promise((resolve) => (limit = setTimeout(resolve, 5_000)))]);
    clearTimeout(limit);
  }
}
