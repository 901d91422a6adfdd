import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { type Actor, AuditService } from '../audit/index.js';
import { HoldsService, OrdersRepository, type SeatHandOver } from '../orders/index.js';
import { TicketsService } from '../tickets/index.js';
import type { Payment } from './entities/payment.entity.js';
import type { PaymentRefund } from './entities/payment-refund.entity.js';
import { type PaymentPurpose, PaymentPurposes } from './payment-purpose.js';
import { PaymentsRepository } from './payments.repository.js';
import { RefundsService } from './refunds.service.js';

/** A concurrent refund of part of the charge (a resale return) left less than was read: decide again. */
class RefundRaced extends Error {}

export type OrderRefundAnswer =
  | { state: 'refunded' | 'already-refunded'; refund: PaymentRefund | null; tickets: number; summary: string }
  | { state: 'not-found' | 'not-paid' | 'no-payment'; status?: string };

/** Of a payment's refunds (one per charge), the operator's: of the charge that paid. */
function theOperators(refunds: PaymentRefund[]): PaymentRefund | null {
  return refunds.find((r) => r.reason === 'operator') ?? refunds[refunds.length - 1] ?? null;
}

/**
 * An operator's refund of a paid order (`pnpm ops order refund`): in one transaction the order
 * becomes refunded, its tickets are revoked, its seats go back (the waiting list first), its
 * payment is marked refunded and the refund through its provider is owed; the refund is then
 * sent (and retried by the payment job). Running it twice refunds once. An order of another
 * purpose (a merch order) is taken back by its purpose (`operatorRefund`) in the same transaction.
 * The console and the ops command line both refund through here; the refund is recorded in the
 * audit log (who, the reason, what was given back) in its own transaction.
 */
@Injectable()
export class OrderRefundsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly orders: OrdersRepository,
    private readonly holds: HoldsService,
    private readonly tickets: TicketsService,
    private readonly payments: PaymentsRepository,
    private readonly refunds: RefundsService,
    private readonly purposes: PaymentPurposes,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async refund(orderNo: string, note: string | null, actor: Actor): Promise<OrderRefundAnswer> {
    const other = this.purposes.forOrderNo(orderNo)?.operatorRefund;
    if (other) return this.refundOther(other, orderNo, note, actor);
    const order = await this.orders.findByNo(orderNo);
    if (!order) return { state: 'not-found' };
    if (order.status === 'refunded') return this.alreadyRefunded(order.orderNo);
    if (order.status !== 'paid') return { state: 'not-paid', status: order.status };
    const now = this.clock.now();
    let handOver: SeatHandOver | undefined;
    const done = await this.transactions
      .withTransaction(async (tx) => {
        const payment = await this.payments.succeededForOrder(tx, order.orderNo);
        if (!payment) return null;
        if (!(await this.orders.transition(tx, order.id, 'paid', 'refunded', now))) return 'raced' as const;
        // Its tickets still listed for resale are withdrawn first: a buyer paying now is refunded.
        if (!(await this.holds.resale.withdrawFrom(tx, order.id, now))) throw new RefundRaced();
        const tickets = await this.tickets.revokeOfOrder(tx, order.id, now);
        // Tickets the fan resold were paid for by their buyers: only what the fan still held is repaid,
        // and never more than remains of the charge after returns refunded one by one.
        const held = await this.holds.stillHeldValue(tx, order, payment.amount);
        handOver = await this.holds.returnSold(tx, order, now);
        const amount = Math.min(held, payment.amount - payment.refunded);
        await this.payOut(tx, payment, note, now, amount);
        await this.recorded(tx, actor, order.orderNo, order.eventId, { amount, tickets, reason: note });
        return { payment, tickets };
      })
      .catch((error: unknown) => {
        if (error instanceof RefundRaced) return 'raced' as const;
        throw error;
      });
    if (done === null) return { state: 'no-payment' };
    // A resale sale of one of its tickets committed meanwhile: decided again on what it left.
    if (done === 'raced') return this.refund(orderNo, note, actor);
    await handOver!.afterCommit();
    return {
      state: 'refunded',
      refund: theOperators(await this.refunds.sendFor(done.payment.id)),
      tickets: done.tickets,
      summary: `${done.tickets} tickets revoked, seats back on sale`,
    };
  }

  /** A paid order of another purpose (a merch order): its own take-back, then the same payment steps. */
  private async refundOther(
    purpose: NonNullable<PaymentPurpose['operatorRefund']>,
    orderNo: string,
    note: string | null,
    actor: Actor,
  ): Promise<OrderRefundAnswer> {
    const status = await purpose.statusOf(orderNo);
    if (status === null) return { state: 'not-found' };
    if (status === 'refunded') return this.alreadyRefunded(orderNo);
    if (status !== 'paid') return { state: 'not-paid', status };
    const now = this.clock.now();
    const done = await this.transactions.withTransaction(async (tx) => {
      const payment = await this.payments.succeededForOrder(tx, orderNo);
      if (!payment) return null;
      const taken = await purpose.takeBack(tx, orderNo, now);
      if (!taken) return 'raced' as const;
      const amount = payment.amount - payment.refunded;
      await this.payOut(tx, payment, note, now, amount);
      await this.recorded(tx, actor, orderNo, null, { amount, reason: note });
      return { payment, summary: taken.summary };
    });
    if (done === null) return { state: 'no-payment' };
    if (done === 'raced') return this.refundOther(purpose, orderNo, note, actor);
    return {
      state: 'refunded',
      refund: theOperators(await this.refunds.sendFor(done.payment.id)),
      tickets: 0,
      summary: done.summary,
    };
  }

  private recorded(
    tx: EntityManager,
    actor: Actor,
    orderNo: string,
    eventId: number | null,
    after: { amount: number; tickets?: number; reason: string | null },
  ): Promise<void> {
    return this.audit.record(tx, actor, 'order.refund', {
      eventId,
      target: orderNo,
      before: { status: 'paid' },
      after: { status: 'refunded', ...after },
    });
  }

  private async alreadyRefunded(orderNo: string): Promise<OrderRefundAnswer> {
    const payment = await this.payments.latestForOrder(orderNo);
    return {
      state: 'already-refunded',
      refund: payment ? theOperators(await this.refunds.sendFor(payment.id)) : null,
      tickets: 0,
      summary: '',
    };
  }

  /**
   * The payment marked refunded and its refund through its provider owed (sent after the commit):
   * what the fan still held of it after resales, within what remains of the charge after returns.
   */
  private async payOut(
    tx: EntityManager,
    payment: Payment,
    note: string | null,
    now: number,
    amount: number,
  ): Promise<void> {
    await this.payments.settle(tx, payment.id, ['succeeded'], 'refunded', now, { failure: 'operator' });
    // The remainder read may be stale under a concurrent return: the conditional UPDATE decides.
    if (!(await this.payments.takeRefundable(tx, payment.id, amount, now))) throw new RefundRaced();
    await this.refunds.owe(
      tx,
      payment,
      { txnId: payment.providerTxnId ?? payment.paymentNo, amount, currency: payment.currency },
      'operator',
      note,
    );
  }
}
