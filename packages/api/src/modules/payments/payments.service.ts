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
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { UsersRepository } from '../users/index.js';
import { OrdersService } from '../orders/index.js';
import { assertBuyer, type AuthUser } from '../sessions/index.js';
import { TicketsService } from '../tickets/index.js';
import type { CreatePaymentBody } from './dto/payment.dto.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PaymentsRepository } from './payments.repository.js';
import { ReceiptsService } from './receipts.service.js';

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

  /** Starts paying a held order; answers where to send the browser (the provider's page). */
  async create(
    user: AuthUser,
    body: CreatePaymentBody,
    fan: { lang: Language; timeZone: string | null },
  ): Promise<PaymentCreatedView> {
    assertBuyer(user);
    const order = await this.orders.mine(user, body.orderNo);
    if (order.status === 'paid') throw new AppError('ORDER_ALREADY_PAID');
    if (order.status !== 'held') throw new AppError('ORDER_EXPIRED', { minutes: order.holdMinutes });
    const paymentType = body.paymentType ?? (body.method === 'card' ? 'visa' : undefined);
    if (
      !paymentType ||
      (body.method === 'card') !== CARD_SET.has(paymentType) ||
      !(this.provider.paymentTypes as readonly string[]).includes(paymentType)
    ) {
      throw new AppError('PAYMENT_METHOD_UNSUPPORTED');
    }
    let cardToken: string | null = null;
    if (body.savedCardId !== undefined) {
      const card = await this.payments.findCard(body.savedCardId);
      if (!card || card.userId !== user.id || body.method !== 'card' || card.provider !== this.provider.name) {
        throw new AppError('SAVED_CARD_NOT_FOUND');
      }
      cardToken = card.token;
    }
    const now = this.clock.now();
    const payment = await this.payments.insert({
      paymentNo: `P${randomBytes(12).toString('hex').toUpperCase()}`,
      orderId: order.id,
      userId: user.id,
      provider: this.provider.name,
      method: body.method,
      paymentType,
      savedCardId: body.savedCardId ?? null,
      amount: order.total,
      currency: order.currency,
      status: 'pending',
      providerTxnId: null,
      providerRef: null,
      failure: null,
      lang: fan.lang,
      timeZone: fan.timeZone,
      createdAt: now,
      updatedAt: now,
    });
    const account = await this.users.findById(user.id);
    const resultUrl = `${this.config.publicApiUrl}/#/payment/result?orderNo=${encodeURIComponent(order.orderNo)}`;
    const { redirectUrl, providerRef } = await this.provider.createPayment({
      paymentNo: payment.paymentNo,
      orderNo: order.orderNo,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
      paymentType,
      savedCard: cardToken ? { token: cardToken } : null,
      customer: { userId: user.id, email: account?.email ?? null },
      returnUrl: resultUrl,
      cancelUrl: resultUrl,
      idempotencyKey: `fanpass-payment-${payment.paymentNo}`,
      lang: fan.lang,
    });
    if (providerRef) await this.payments.setProviderRef(payment.id, providerRef);
    return {
      paymentNo: payment.paymentNo,
      orderNo: order.orderNo,
      method: body.method,
      paymentType,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      redirectUrl,
      expiresAt: order.expiresAt,
    };
  }

  /** What the result page shows: the order, its latest payment, the tickets once paid, or the apology. */
  async result(user: AuthUser, orderNo: string, lang: Language): Promise<PaymentResultView> {
    const order = await this.orders.mine(user, orderNo);
    const payment = await this.payments.latestForOrder(order.id);
    const failed = payment?.status === 'failed' || payment?.status === 'refunded';
    return {
      orderNo: order.orderNo,
      orderStatus: order.status,
      payment: payment
        ? {
            paymentNo: payment.paymentNo,
            status: payment.status,
            method: payment.method,
            paymentType: payment.paymentType,
            amount: payment.amount,
            currency: payment.currency,
            failure: payment.failure,
          }
        : null,
      tickets: order.status === 'paid' ? await this.tickets.ofOrder(order.id) : [],
      receipt: order.status === 'paid' && payment ? await this.receipts.of(payment) : null,
      message: failed ? translate('payments.failed', lang) : null,
      messageKey: failed ? 'payments.failed' : null,
    };
  }
}
