import type { CallbackOutcome } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { isUniqueViolation } from '../../database/db-errors.js';
import type { PaymentEvent } from './entities/payment-event.entity.js';
import type { Payment } from './entities/payment.entity.js';
import type { FinalOutcome } from './payment-provider.js';
import { type PaidOrder, PaymentPurposes } from './payment-purpose.js';
import { PaymentsRepository } from './payments.repository.js';
import { RefundsService } from './refunds.service.js';
import { SeatsGone } from './ticket-purpose.js';

export type { CallbackOutcome };

/** Rolls back an event another instance applied first. */
class AlreadyApplied extends Error {}

/**
 * Applies stored provider events (payment-events.service.ts), each once, in the transaction
 * that marks it applied. A success pays the payment's order through its purpose (payment-purpose.ts:
 * a ticket order's held seats become sold, a top-up credits the wallet …), a lapsed hold only if
 * what it held is still free; otherwise — and for a second charge, or one of another amount — a
 * refund of that charge is owed, written in the same transaction (RefundsService). Each charge of
 * a payment is settled or refunded on its own, and the payment's status follows the charge that
 * paid. A decline or an expiry fails a pending payment. One charge settles once (unique charge id).
 */
@Injectable()
export class SettlementService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly payments: PaymentsRepository,
    private readonly purposes: PaymentPurposes,
    private readonly refunds: RefundsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Applies a stored event; 'duplicate' when it (or its charge) was applied before. */
  async apply(event: PaymentEvent): Promise<CallbackOutcome> {
    const outcome = JSON.parse(event.outcome) as FinalOutcome;
    const payment = await this.payments.findByNo(event.paymentNo);
    if (!payment) {
      await this.transactions.withTransaction((tx) => this.markApplied(tx, event, 'ignored'));
      return 'ignored';
    }
    let result: CallbackOutcome;
    try {
      result = await this.transactions.withTransaction((tx) => this.settle(tx, event, payment, outcome, true));
    } catch (error) {
      if (error instanceof AlreadyApplied || isUniqueViolation(error)) return this.duplicate(event);
      if (!(error instanceof SeatsGone)) throw error;
      try {
        result = await this.transactions.withTransaction((tx) => this.settle(tx, event, payment, outcome, false));
      } catch (again) {
        if (again instanceof AlreadyApplied || isUniqueViolation(again)) return this.duplicate(event);
        throw again;
      }
    }
    if (result === 'refund') await this.refunds.sendFor(payment.id);
    return result;
  }

  /** The event's charge was settled by another event: this one is marked applied as a duplicate. */
  private async duplicate(event: PaymentEvent): Promise<CallbackOutcome> {
    try {
      await this.transactions.withTransaction((tx) => this.markApplied(tx, event, 'duplicate'));
    } catch (error) {
      if (!(error instanceof AlreadyApplied)) throw error;
    }
    return 'duplicate';
  }

  private async markApplied(tx: EntityManager, event: PaymentEvent, result: CallbackOutcome): Promise<void> {
    if (!(await this.payments.markEventApplied(tx, event.id, result, this.clock.now()))) throw new AlreadyApplied();
  }

  private async settle(
    tx: EntityManager,
    event: PaymentEvent,
    payment: Payment,
    outcome: FinalOutcome,
    mayRevive: boolean,
  ): Promise<CallbackOutcome> {
    const now = this.clock.now();
    if (outcome.state !== 'succeeded') {
      const failed = await this.payments.settle(tx, payment.id, ['pending'], 'failed', now, {
        providerTxnId: outcome.state === 'declined' ? outcome.txnId : null,
        failure: outcome.state === 'declined' ? outcome.reason : 'expired',
      });
      const result: CallbackOutcome = failed ? 'failed' : 'ignored';
      await this.markApplied(tx, event, result);
      return result;
    }

    // One charge settles once, whichever event (webhook, replay, reconciliation) brings it.
    await this.payments.recordCallback(tx, {
      provider: payment.provider,
      providerTxnId: outcome.txnId,
      paymentId: payment.id,
      result: 'succeeded',
      outcome: 'settled',
      createdAt: now,
    });
    const matches = outcome.amount === payment.amount && outcome.currency === payment.currency;
    const paid =
      matches &&
      payment.status !== 'succeeded' &&
      (await this.purposes.byName(payment.purpose).pay(tx, payment, now, mayRevive));
    const result: CallbackOutcome = paid ? 'paid' : 'refund';
    await this.markApplied(tx, event, result);
    if (paid) {
      // The payment follows the charge that paid its order, even when an earlier charge of it
      // (another amount) was refunded and marked it so: each charge is settled on its own.
      await this.payments.settle(tx, payment.id, ['pending', 'failed', 'refunded'], 'succeeded', now, {
        providerTxnId: outcome.txnId,
        failure: null,
      });
      await this.purposes.paid(tx, paidOrder(payment));
      await this.purposes.byName(payment.purpose).mailPaid?.(tx, payment, now);
      if (outcome.card) {
        await this.payments.saveCard(tx, {
          userId: payment.userId,
          provider: payment.provider,
          token: outcome.card.token,
          brand: outcome.card.brand,
          last4: outcome.card.last4,
          expMonth: outcome.card.expMonth,
          expYear: outcome.card.expYear,
          createdAt: now,
        });
      }
      return result;
    }
    // A charge that cannot pay its order is refunded in full, never kept and never oversold: a
    // refund of its own, whatever other charges of the payment were refunded or paid.
    const reason = !matches ? 'amount_mismatch' : payment.status === 'succeeded' ? 'already_paid' : 'order_closed';
    if (payment.status !== 'succeeded') {
      await this.payments.settle(tx, payment.id, ['pending', 'failed'], 'refunded', now, {
        providerTxnId: outcome.txnId,
        failure: reason,
      });
    }
    await this.refunds.owe(
      tx,
      payment,
      { txnId: outcome.txnId, amount: outcome.amount, currency: outcome.currency },
      reason,
    );
    return result;
  }
}

/** What the paid-order listeners are told of a payment that paid its order. */
export function paidOrder(payment: Payment): PaidOrder {
  return {
    purpose: payment.purpose,
    orderNo: payment.orderNo ?? '',
    orderId: payment.orderId,
    userId: payment.userId,
    amount: payment.amount,
    currency: payment.currency,
    payment,
  };
}
