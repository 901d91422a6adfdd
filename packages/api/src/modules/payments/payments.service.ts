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
import { CLOCK } from '../../infra/tokens.js';
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
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async methods(user: AuthUser): Promise<PaymentMethodsView> {
    return {
      methods: [
        { method: 'card', paymentTypes: [...CARD_TYPES] },
        { method: 'provider', paymentTypes: PAYMENT_TYPES.filter((t) => !CARD_SET.has(t)) },
      ],
      paymentTypes: [...PAYMENT_TYPES],
      savedCards: await this.cards(user),
    };
  }

  async cards(user: AuthUser): Promise<SavedCardView[]> {
    const cards = await this.payments.cardsOf(user.id);
    return cards.map((c) => ({ id: c.id, brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear }));
  }

  async deleteCard(user: AuthUser, id: number): Promise<DeletedView> {
    if (!(await this.payments.deleteCard(user.id, id))) throw new AppError('SAVED_CARD_NOT_FOUND');
    return { id };
  }

  /** Starts paying a held order; answers where to send the browser (the provider's page). */
  async create(
    user: AuthUser,
    body: CreatePaymentBody,
    baseUrl: string,
    fan: { lang: Language; timeZone: string | null },
  ): Promise<PaymentCreatedView> {
    assertBuyer(user);
    const order = await this.orders.mine(user, body.orderNo);
    if (order.status === 'paid') throw new AppError('ORDER_ALREADY_PAID');
    if (order.status !== 'held') throw new AppError('ORDER_EXPIRED', { minutes: order.holdMinutes });
    const paymentType = body.paymentType ?? (body.method === 'card' ? 'visa' : undefined);
    if (!paymentType || (body.method === 'card') !== CARD_SET.has(paymentType)) {
      throw new AppError('PAYMENT_METHOD_UNSUPPORTED');
    }
    let cardToken: string | null = null;
    if (body.savedCardId !== undefined) {
      const card = await this.payments.findCard(body.savedCardId);
      if (!card || card.userId !== user.id || body.method !== 'card') throw new AppError('SAVED_CARD_NOT_FOUND');
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
      failure: null,
      lang: fan.lang,
      timeZone: fan.timeZone,
      createdAt: now,
      updatedAt: now,
    });
    const { redirectUrl } = await this.provider.createPayment({
      paymentNo: payment.paymentNo,
      orderNo: order.orderNo,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
      paymentType,
      cardToken,
      baseUrl,
    });
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
