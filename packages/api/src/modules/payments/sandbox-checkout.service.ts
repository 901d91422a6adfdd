import { CARD_TYPES, type Language, PAYMENT_TYPES, RULES, translate } from '@fanpass/contracts';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { OrdersRepository } from '../orders/index.js';
import { isUniqueViolation } from '../../infra/db-errors.js';
import { Payment } from './entities/payment.entity.js';
import { SandboxTransaction } from './entities/sandbox-transaction.entity.js';
import { SavedCard } from './entities/saved-card.entity.js';
import { SANDBOX_SIGNATURE_HEADER, type SandboxCallbackBody, signSandboxCallback } from './sandbox-signature.js';
import { renderSandboxPage, type SandboxPageModel } from './sandbox-page.js';
import { cardBrand } from './card-brand.js';

/** Test cards: this one is declined; every other valid card number succeeds (4242424242424242 …). */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
const CARD_SET = new Set<string>(CARD_TYPES);
const CALLBACK_ATTEMPTS = 5;

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async model(paymentNo: string, lang: Language): Promise<SandboxPageModel> {
    const payment = await this.dataSource.manager.findOneBy(Payment, { paymentNo });
    if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
    const order = await this.orders.findById(payment.orderId);
    if (!order) throw new Error(`payment ${paymentNo} has no order ${payment.orderId}`);
    const card = payment.savedCardId
      ? await this.dataSource.manager.findOneBy(SavedCard, { id: payment.savedCardId })
      : null;
    const charged = await this.dataSource.manager.findOneBy(SandboxTransaction, { paymentNo });
    return {
      lang,
      paymentNo,
      orderNo: order.orderNo,
      amount: payment.amount,
      currency: payment.currency,
      paymentType: payment.paymentType ?? 'visa',
      savedCardLast4: card?.last4 ?? null,
      values: {},
      errors: [],
      closed: payment.status !== 'pending' || charged !== null,
    };
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

  /** Handles the form: refuses bad input with the page again, else charges and calls back. */
  async submit(
    paymentNo: string,
    form: Record<string, string>,
    lang: Language,
    baseUrl: string,
  ): Promise<SubmitAnswer> {
    const model = await this.model(paymentNo, lang);
    const resultUrl = `${baseUrl}/#/payment/result?orderNo=${encodeURIComponent(model.orderNo)}`;
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
    const payment = (await this.dataSource.manager.findOneBy(Payment, { paymentNo }))!;
    const savedCard = form.useSavedCard === '1' && payment.savedCardId !== null;
    const declined = checked.isCard && !savedCard && checked.number === SANDBOX_DECLINED_CARD;
    const remember = checked.isCard && !savedCard && !declined && form.rememberCard === '1';
    const body: SandboxCallbackBody = {
      paymentNo,
      txnId: `sbx_${randomBytes(12).toString('hex')}`,
      result: declined ? 'declined' : 'succeeded',
      amount: payment.amount,
      currency: payment.currency,
      paymentType: checked.paymentType,
      card: remember
        ? {
            token: `tok_${randomBytes(16).toString('hex')}`,
            brand: checked.cardType,
            last4: checked.number.slice(-4),
            expMonth: checked.expMonth,
            expYear: checked.expYear,
          }
        : null,
      sentAt: this.clock.now(),
    };
    const callbackUrl = `${baseUrl}/fanapih5/payment/callback`;
    try {
      await this.dataSource.manager.insert(SandboxTransaction, {
        txnId: body.txnId,
        paymentNo,
        amount: body.amount,
        currency: body.currency,
        result: body.result,
        paymentType: body.paymentType,
        cardToken: body.card?.token ?? null,
        callbackUrl,
        deliveredAt: null,
        refundedAt: null,
        createdAt: body.sentAt,
      });
    } catch (error) {
      // A second submit of the same payment (double click): one charge only.
      if (isUniqueViolation(error)) return { redirect: resultUrl };
      throw error;
    }
    const delivery = this.deliver(callbackUrl, body).finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
    return { redirect: resultUrl };
  }

  /** Sends the signed callback, retrying with back-off, like a real provider does. */
  private async deliver(url: string, body: SandboxCallbackBody): Promise<void> {
    const signature = signSandboxCallback(body, this.config.sandboxPaySecret);
    for (let attempt = 1; attempt <= CALLBACK_ATTEMPTS; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, attempt === 1 ? 20 : 200 * 2 ** attempt));
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) {
          await this.dataSource.manager.update(
            SandboxTransaction,
            { txnId: body.txnId },
            { deliveredAt: this.clock.now() },
          );
          return;
        }
        this.logger.warn(`sandbox callback for ${body.paymentNo} answered ${response.status}`);
      } catch (error) {
        this.logger.warn(`sandbox callback for ${body.paymentNo} failed: ${String(error)}`);
      }
    }
  }

  /** Callbacks still in flight (tests wait for them). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.deliveries]);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.race([this.settled(), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
}
