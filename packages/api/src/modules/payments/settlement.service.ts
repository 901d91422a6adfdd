import type { CallbackOutcome } from '@fanpass/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { isUniqueViolation } from '../../infra/db-errors.js';
import { EventsRepository } from '../events/index.js';
import { type Order, OrdersRepository } from '../orders/index.js';
import { TicketsService } from '../tickets/index.js';
import { WaitlistOffers } from '../waitlist/index.js';
import type { Payment } from './entities/payment.entity.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type VerifiedCallback } from './payment-provider.js';
import { PaymentsRepository } from './payments.repository.js';
import { ReceiptMailer } from './receipt-mailer.js';

export type { CallbackOutcome };

/** Rolls a revival back: the seats of a lapsed hold were gone. */
class SeatsGone extends Error {}

/**
 * Applies verified provider callbacks, exactly once per provider transaction id. A success
 * pays a held order (held seats become sold) or, when the hold has lapsed, takes the seats only
 * if they are still free; otherwise the payment is refunded through the provider. A paid order
 * is final: a second success on it is refunded.
 */
@Injectable()
export class SettlementService {
  private readonly logger = new Logger(SettlementService.name);

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly payments: PaymentsRepository,
    private readonly orders: OrdersRepository,
    private readonly events: EventsRepository,
    private readonly tickets: TicketsService,
    private readonly waitlist: WaitlistOffers,
    private readonly receipts: ReceiptMailer,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `baseUrl` is this service's public address, for the receipt's link to the tickets. */
  async apply(callback: VerifiedCallback, baseUrl: string): Promise<CallbackOutcome> {
    const payment = await this.payments.findByNo(callback.paymentNo);
    if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
    if (payment.amount !== callback.amount || payment.currency !== callback.currency) {
      throw new AppError('PAYMENT_CALLBACK_INVALID');
    }
    let outcome: CallbackOutcome;
    try {
      outcome = await this.transactions.withTransaction((tx) => this.settle(tx, payment, callback, true));
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate';
      if (!(error instanceof SeatsGone)) throw error;
      try {
        outcome = await this.transactions.withTransaction((tx) => this.settle(tx, payment, callback, false));
      } catch (again) {
        if (isUniqueViolation(again)) return 'duplicate';
        throw again;
      }
    }
    if (outcome === 'paid') await this.receipts.send(payment, baseUrl, this.clock.now());
    if (outcome === 'refund') {
      await this.provider.refund(callback.txnId, callback.amount);
      this.logger.warn(`payment ${payment.paymentNo} refunded: its order could not take the seats`);
    }
    return outcome;
  }

  private async settle(
    tx: EntityManager,
    payment: Payment,
    callback: VerifiedCallback,
    mayRevive: boolean,
  ): Promise<CallbackOutcome> {
    const now = this.clock.now();
    const record = (outcome: CallbackOutcome) =>
      this.payments.recordCallback(tx, {
        provider: this.provider.name,
        providerTxnId: callback.txnId,
        paymentId: payment.id,
        result: callback.result,
        outcome,
        createdAt: now,
      });

    if (callback.result === 'declined') {
      await record('failed');
      await this.payments.settle(tx, payment.id, ['pending'], 'failed', now, {
        providerTxnId: callback.txnId,
        failure: 'declined',
      });
      return 'failed';
    }

    const order = (await this.orders.findByIdInTx(tx, payment.orderId))!;
    let paid = false;
    if (mayRevive) {
      if (await this.orders.transition(tx, order.id, 'held', 'paid', now, { paidAt: now })) {
        await this.confirmHeld(tx, order, now);
        paid = true;
      } else {
        paid = (await this.revive(tx, order, 'expired', now)) || (await this.revive(tx, order, 'cancelled', now));
      }
    }
    const outcome: CallbackOutcome = paid ? 'paid' : 'refund';
    await record(outcome);
    await this.payments.settle(tx, payment.id, ['pending', 'failed'], paid ? 'succeeded' : 'refunded', now, {
      providerTxnId: callback.txnId,
      failure: paid ? null : 'order_closed',
    });
    if (paid) {
      await this.tickets.issue(tx, order, now);
      if (callback.card) {
        await this.payments.saveCard(tx, {
          userId: payment.userId,
          provider: this.provider.name,
          token: callback.card.token,
          brand: callback.card.brand,
          last4: callback.card.last4,
          expMonth: callback.card.expMonth,
          expYear: callback.card.expYear,
          createdAt: now,
        });
      }
    }
    return outcome;
  }

  /** The hold's seats become sold; a waiting-list offer is fulfilled. */
  private async confirmHeld(tx: EntityManager, order: Order, now: number): Promise<void> {
    for (const item of await this.orders.itemsOfInTx(tx, [order.id])) {
      if (!(await this.events.confirm(tx, item.ticketTypeId, item.quantity, now))) {
        throw new Error(`seat area ${item.ticketTypeId} holds fewer seats than order ${order.orderNo}`);
      }
    }
    await this.waitlist.fulfil(tx, order.id, now);
  }

  /** A lapsed hold paid late: takes its seats again only if they are free and the limit allows. */
  private async revive(tx: EntityManager, order: Order, from: 'expired' | 'cancelled', now: number): Promise<boolean> {
    if (!(await this.orders.transition(tx, order.id, from, 'paid', now, { paidAt: now }))) return false;
    const event = (await this.events.findEventInTx(tx, order.eventId))!;
    if (!(await this.orders.countUp(tx, order.userId, order.eventId, order.quantity, event.ticketLimit))) {
      throw new SeatsGone();
    }
    for (const item of await this.orders.itemsOfInTx(tx, [order.id])) {
      if (!(await this.events.sellFree(tx, item.ticketTypeId, item.quantity, now))) throw new SeatsGone();
    }
    return true;
  }
}
