import { randomBytes } from 'node:crypto';
import {
  CARD_TYPES,
  type DeletedView,
  type Language,
  PAYMENT_TYPES,
  type PaymentCreatedView,
  type PaymentMethodsView,
  type PaymentResultView,
  type SavedCardView,
  translate,
  WALLET_PAYMENT_METHOD,
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { TransactionRunner } from '../../database/transaction.js';
import { isUniqueViolation } from '../../database/db-errors.js';
import type { Clock } from '../../infra/clock.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { UsersRepository } from '../users/index.js';
import { OrdersService } from '../orders/index.js';
import { assertBuyer, type AuthUser } from '../sessions/index.js';
import { TicketsService } from '../tickets/index.js';
import type { CreatePaymentBody } from './dto/payment.dto.js';
import type { Payment } from './entities/payment.entity.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { type PayableOrder, PaymentPurposes, type PaymentPurpose } from './payment-purpose.js';
import { PaymentsRepository } from './payments.repository.js';
import { ReceiptsService } from './receipts.service.js';
import { paidOrder } from './settlement.service.js';

/** A payment inside the platform (the wallet): who takes the money, and the caller's Idempotency-Key. */
export interface InsidePayment {
  provider: string;
  method: string;
  idempotencyKey: string | null;
  lang: Language;
  timeZone: string | null;
  /**
   * Checked first, inside the payment's transaction (the payment password): a refusal is thrown
   * after that transaction commits what the check wrote (a wrong try counted), with nothing paid.
   */
  authorize?: (tx: EntityManager) => Promise<AppError | null>;
}

/** The payment type a create request asks for: a card without one is a visa. */
function requestedType(body: CreatePaymentBody): CreatePaymentBody['paymentType'] {
  return body.paymentType ?? (body.method === 'card' ? 'visa' : undefined);
}

/** The result page's part of a payment. */
function paymentPart(payment: Payment): NonNullable<PaymentResultView['payment']> {
  const { paymentNo, status, method, paymentType, amount, currency, failure } = payment;
  return { paymentNo, status, method, paymentType, amount, currency, failure };
}

/** Rolls back a payment inside the platform whose order could no longer be paid. */
class NotPayable extends Error {}

/**
 * Why an order that is not held cannot be paid: cancelled or refunded is final (ORDER_NOT_PAYABLE);
 * otherwise its hold ran out (ORDER_EXPIRED, with the minutes it was held for).
 */
function notPayable(order: PayableOrder): AppError {
  return order.state === 'closed'
    ? new AppError('ORDER_NOT_PAYABLE')
    : new AppError('ORDER_EXPIRED', { minutes: order.holdMinutes });
}

/** An Idempotency-Key header: 8–64 of [A-Za-z0-9_-] (as order/create and wallet/pay take it). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

function newPaymentNo(): string {
  return `P${randomBytes(12).toString('hex').toUpperCase()}`;
}

const CARD_SET = new Set<string>(CARD_TYPES);

/** The payment step: methods, starting a payment, the result page's answer, saved cards. */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly orders: OrdersService,
    private readonly tickets: TicketsService,
    private readonly receipts: ReceiptsService,
    private readonly users: UsersRepository,
    private readonly purposes: PaymentPurposes,
    private readonly transactions: TransactionRunner,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The methods and payment types the configured provider takes. */
  async methods(user: AuthUser): Promise<PaymentMethodsView> {
    const offered = new Set<string>(this.provider.paymentTypes);
    const cards = CARD_TYPES.filter((t) => offered.has(t));
    const others = PAYMENT_TYPES.filter((t) => !CARD_SET.has(t) && offered.has(t));
    return {
      methods: [
        ...(cards.length ? [{ method: 'card' as const, paymentTypes: [...cards] }] : []),
        ...(others.length ? [{ method: 'provider' as const, paymentTypes: others }] : []),
      ],
      paymentTypes: PAYMENT_TYPES.filter((t) => offered.has(t)),
      savedCards: await this.cards(user),
      wallet: (await this.purposes.internalProvider(WALLET_PAYMENT_METHOD)?.offer?.(user)) ?? null,
    };
  }

  async cards(user: AuthUser): Promise<SavedCardView[]> {
    const cards = await this.payments.cardsOf(user.id);
    return cards.map((c) => ({ id: c.id, brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear }));
  }

  async deleteCard(user: AuthUser, id: number): Promise<DeletedView> {
    const card = await this.payments.findCard(id);
    if (!card || card.userId !== user.id || !(await this.payments.deleteCard(user.id, id))) {
      throw new AppError('SAVED_CARD_NOT_FOUND');
    }
    // Forgotten at the provider too; the fan's list no longer shows it whatever the provider answers.
    if (card.provider === this.provider.name) await this.provider.forgetCard(card.token).catch(() => undefined);
    return { id };
  }

  /** The purpose owning an order number; an unknown number is not the fan's order. */
  private purposeOf(orderNo: string): PaymentPurpose {
    const purpose = this.purposes.forOrderNo(orderNo);
    if (!purpose) throw new AppError('ORDER_NOT_FOUND');
    return purpose;
  }

  /** The fan's order, of any purpose, that may be paid now. */
  private async held(user: AuthUser, orderNo: string): Promise<{ purpose: PaymentPurpose; order: PayableOrder }> {
    assertBuyer(user);
    const purpose = this.purposeOf(orderNo);
    const order = await purpose.payable(user, orderNo);
    if (order.state === 'paid') throw new AppError('ORDER_ALREADY_PAID');
    if (order.state !== 'held') throw notPayable(order);
    return { purpose, order };
  }

  /**
   * Starts paying a held order of any purpose; answers where to send the browser (the provider's
   * page). With an Idempotency-Key, a retry answers the payment the key started (no second one,
   * the provider asked again under the same key); the key with another request is refused.
   */
  async create(
    user: AuthUser,
    body: CreatePaymentBody,
    fan: { lang: Language; timeZone: string | null },
    key?: string,
  ): Promise<PaymentCreatedView> {
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
    if (key) {
      assertBuyer(user);
      const first = await this.payments.findByIdempotencyKey(user.id, key);
      if (first) return this.replay(user, first, body);
    }
    const { purpose, order } = await this.held(user, body.orderNo);
    const paymentType = requestedType(body);
    if (
      !paymentType ||
      (body.method === 'card') !== CARD_SET.has(paymentType) ||
      !(this.provider.paymentTypes as readonly string[]).includes(paymentType)
    ) {
      throw new AppError('PAYMENT_METHOD_UNSUPPORTED');
    }
    let cardToken: string | null = null;
    // An optional field may come as null: the same as left out.
    const savedCardId = body.savedCardId ?? null;
    if (savedCardId !== null) {
      const card = await this.payments.findCard(savedCardId);
      if (!card || card.userId !== user.id || body.method !== 'card' || card.provider !== this.provider.name) {
        throw new AppError('SAVED_CARD_NOT_FOUND');
      }
      cardToken = card.token;
    }
    const newCard = body.method === 'card' && savedCardId === null;
    const returnUrl = purpose.resultUrl(order.orderNo, { newCard, cancelled: false });
    const now = this.clock.now();
    let payment: Payment;
    try {
      payment = await this.payments.insert({
        paymentNo: newPaymentNo(),
        purpose: purpose.name,
        orderId: order.id,
        orderNo: order.orderNo,
        userId: user.id,
        provider: this.provider.name,
        method: body.method,
        paymentType,
        savedCardId,
        amount: order.amount,
        currency: order.currency,
        status: 'pending',
        providerTxnId: null,
        providerRef: null,
        failure: null,
        lang: fan.lang,
        timeZone: fan.timeZone,
        returnUrl,
        idempotencyKey: key ?? null,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // The same key raced in and its first payment won (unique per fan): that payment is the answer.
      const first = key && isUniqueViolation(error) ? await this.payments.findByIdempotencyKey(user.id, key) : null;
      if (first) return this.replay(user, first, body);
      throw error;
    }
    return this.atProvider(user, purpose, order, payment, cardToken);
  }

  /**
   * A retry of payment/create under a key used before: the payment it started, asked of the
   * provider again under the same idempotency key (which answers the same page, never a second
   * charge). The key sent with another request (another order, method, type or card, or a key
   * a wallet payment used) is refused.
   */
  private async replay(user: AuthUser, first: Payment, body: CreatePaymentBody): Promise<PaymentCreatedView> {
    const same =
      first.provider === this.provider.name &&
      first.orderNo === body.orderNo &&
      first.method === body.method &&
      first.paymentType === (requestedType(body) ?? null) &&
      first.savedCardId === (body.savedCardId ?? null);
    if (!same || !first.orderNo) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    const purpose = this.purposeOf(first.orderNo);
    const order = await purpose.payable(user, first.orderNo);
    const card = first.savedCardId === null ? null : await this.payments.findCard(first.savedCardId);
    return this.atProvider(user, purpose, order, first, card?.userId === user.id ? card.token : null);
  }

  /** Asks the provider to start (or, under the same key, answer again) a payment; the create reply. */
  private async atProvider(
    user: AuthUser,
    purpose: PaymentPurpose,
    order: PayableOrder,
    payment: Payment,
    cardToken: string | null,
  ): Promise<PaymentCreatedView> {
    const newCard = payment.method === 'card' && payment.savedCardId === null;
    const returnUrl = payment.returnUrl ?? purpose.resultUrl(order.orderNo, { newCard, cancelled: false });
    const lang = (payment.lang ?? 'en_US') as Language;
    const account = await this.users.findById(user.id);
    const { redirectUrl, providerRef } = await this.provider.createPayment({
      paymentNo: payment.paymentNo,
      orderNo: order.orderNo,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
      paymentType: payment.paymentType ?? '',
      savedCard: cardToken ? { token: cardToken } : null,
      customer: { userId: user.id, email: account?.email ?? null },
      returnUrl,
      cancelUrl: purpose.resultUrl(order.orderNo, { newCard, cancelled: true }),
      idempotencyKey: `fanpass-payment-${payment.paymentNo}`,
      lang,
    });
    if (providerRef && providerRef !== payment.providerRef) await this.payments.setProviderRef(payment.id, providerRef);
    return {
      paymentNo: payment.paymentNo,
      orderNo: order.orderNo,
      method: payment.method as PaymentCreatedView['method'],
      paymentType: payment.paymentType as PaymentCreatedView['paymentType'],
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      redirectUrl,
      expiresAt: order.expiresAt,
    };
  }

  /**
   * Pays a held order of any purpose inside the platform (the wallet), in ONE transaction: the
   * caller's `authorize` check (a refusal commits only what the check wrote), a succeeded payment row, `debit` (which throws to roll everything back: too little balance),
   * the purpose's pay (the order can no longer be paid: ORDER_EXPIRED, nothing written) and the
   * paid-order listeners and the purpose's receipt e-mail (the outbox, sent after the commit). The same Idempotency-Key
   * answers the payment it made first, whatever was sent with it: found when the order is no
   * longer payable (it paid it), or when the payment row's unique key refuses a second one.
   */
  async payInside(
    user: AuthUser,
    orderNo: string,
    how: InsidePayment,
    debit: (tx: EntityManager, order: PayableOrder, payment: Payment) => Promise<void>,
  ): Promise<Payment> {
    let held: Awaited<ReturnType<PaymentsService['held']>>;
    try {
      held = await this.held(user, orderNo);
    } catch (error) {
      // A key used before answers its first payment, whatever was sent with it: the order it
      // paid is paid now (or the request names another order that cannot be paid).
      const first = error instanceof AppError && (await this.replayOf(user, how));
      if (first) return first;
      throw error;
    }
    const { purpose, order } = held;
    let payment: Payment;
    try {
      const outcome = await this.transactions.withTransaction(async (tx) => {
        const refusal = (await how.authorize?.(tx)) ?? null;
        if (refusal) return { refusal };
        const now = this.clock.now();
        const row = await this.payments.insert(
          {
            paymentNo: newPaymentNo(),
            purpose: purpose.name,
            orderId: order.id,
            orderNo: order.orderNo,
            userId: user.id,
            provider: how.provider,
            method: how.method,
            paymentType: null,
            savedCardId: null,
            amount: order.amount,
            currency: order.currency,
            status: 'succeeded',
            providerTxnId: null,
            providerRef: null,
            failure: null,
            lang: how.lang,
            timeZone: how.timeZone,
            returnUrl: null,
            idempotencyKey: how.idempotencyKey,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        await debit(tx, order, row);
        if (!(await purpose.pay(tx, row, now, false, order))) throw new NotPayable();
        await this.purposes.paid(tx, paidOrder(row));
        await purpose.mailPaid?.(tx, row, now);
        return { payment: row };
      });
      if ('refusal' in outcome) throw outcome.refusal;
      payment = outcome.payment;
    } catch (error) {
      if (error instanceof NotPayable) {
        const now = await purpose.payable(user, orderNo);
        if (now.state === 'paid') {
          const first = await this.replayOf(user, how);
          if (first) return first;
          throw new AppError('ORDER_ALREADY_PAID');
        }
        throw notPayable(now);
      }
      // The key was used before (for another order that is still held) or raced itself: the
      // payment it made first is the answer, checked as a new one would be.
      if (how.idempotencyKey && isUniqueViolation(error)) {
        const first = await this.replayOf(user, how);
        if (first) return first;
      }
      throw error;
    }
    return payment;
  }

  /**
   * The payment this Idempotency-Key made first, checked as a new one would be; null when none.
   * A key that started a payment of another kind (a card payment's) is refused, never answered as
   * this one.
   */
  private async replayOf(user: AuthUser, how: InsidePayment): Promise<Payment | null> {
    if (!how.idempotencyKey) return null;
    const first = await this.payments.findByIdempotencyKey(user.id, how.idempotencyKey);
    if (first && (first.provider !== how.provider || first.method !== how.method)) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    if (first) await this.authorized(how);
    return first;
  }

  /** A replayed payment still needs its check (the payment password): in a transaction of its own. */
  private async authorized(how: InsidePayment): Promise<void> {
    const { authorize } = how;
    if (!authorize) return;
    const refusal = await this.transactions.withTransaction((tx) => authorize(tx));
    if (refusal) throw refusal;
  }

  /** What the result page shows: the order, its latest payment, the tickets once paid, or the apology. */
  async result(user: AuthUser, orderNo: string, lang: Language): Promise<PaymentResultView> {
    const purpose = this.purposeOf(orderNo);
    if (purpose.name !== 'ticket') return this.otherResult(user, purpose, orderNo, lang);
    const order = await this.orders.mine(user, orderNo);
    const payment = await this.payments.latestForOrder(order.orderNo);
    const failed = payment?.status === 'failed' || payment?.status === 'refunded';
    return {
      orderNo: order.orderNo,
      orderStatus: order.status,
      payment: payment && paymentPart(payment),
      tickets: order.status === 'paid' ? await this.tickets.ofOrder(order.id) : [],
      receipt: order.status === 'paid' && payment ? await this.receipts.of(payment) : null,
      message: failed ? translate('payments.failed', lang) : null,
      messageKey: failed ? 'payments.failed' : null,
    };
  }

  /** The result of another purpose's order (a merch order): its state and latest payment. */
  private async otherResult(
    user: AuthUser,
    purpose: PaymentPurpose,
    orderNo: string,
    lang: Language,
  ): Promise<PaymentResultView> {
    const order = await purpose.payable(user, orderNo);
    const payment = await this.payments.latestForOrder(order.orderNo);
    const failed = payment?.status === 'failed' || payment?.status === 'refunded';
    return {
      orderNo: order.orderNo,
      orderStatus: order.state === 'closed' ? 'expired' : order.state,
      payment: payment && paymentPart(payment),
      tickets: [],
      receipt: null,
      message: failed ? translate('payments.failed', lang) : null,
      messageKey: failed ? 'payments.failed' : null,
    };
  }
}
