import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import type { PaymentRefund } from './entities/payment-refund.entity.js';
import type { Payment } from './entities/payment.entity.js';
import { backoffMs, CLAIM_MS } from './retry.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PaymentPurposes } from './payment-purpose.js';
import { PaymentsRepository } from './payments.repository.js';

/**
 * Refunds owed through the provider: written by `owe` in the transaction that decides them, sent
 * by `sendFor` right after its commit and by the payment job (`sendDue`) until the provider has
 * taken them — with back-off, a dead-letter state after PAYMENT_MAX_ATTEMPTS, and the same
 * idempotency key on every attempt, so a retry never refunds twice.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly purposes: PaymentPurposes,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Records a refund of a charge (or of part of it: `refundKey`) in the caller's transaction;
   * false when that part of that charge is already owed.
   */
  owe(
    tx: EntityManager,
    payment: Payment,
    charge: { txnId: string; amount: number; currency: string },
    reason: string,
    note: string | null = null,
    refundKey = 'charge',
  ): Promise<boolean> {
    const now = this.clock.now();
    return this.payments.insertRefund(tx, {
      refundKey,
      paymentId: payment.id,
      paymentNo: payment.paymentNo,
      provider: payment.provider,
      providerTxnId: charge.txnId,
      amount: charge.amount,
      currency: charge.currency,
      reason,
      note,
      status: 'pending',
      providerRefundId: null,
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      createdAt: now,
      doneAt: null,
    });
  }

  /**
   * Owes part of the charge that paid an order (a ticket returned through resale), in the caller's
   * transaction: `amount` taken from the payment's refundable remainder by a conditional UPDATE,
   * and one refund row keyed `refundKey`. Answers the payment to send for after the commit, or
   * 'already' (this part was owed before: nothing taken twice) or 'short' (less remains).
   */
  async owePart(
    tx: EntityManager,
    orderNo: string,
    amount: number,
    refundKey: string,
    reason: string,
  ): Promise<Payment | 'none' | 'short' | 'already'> {
    const payment = await this.payments.succeededForOrder(tx, orderNo);
    if (!payment) return 'none';
    const charge = { txnId: payment.providerTxnId ?? payment.paymentNo, amount, currency: payment.currency };
    if (!(await this.owe(tx, payment, charge, reason, null, refundKey))) return 'already';
    if (!(await this.payments.takeRefundable(tx, payment.id, amount, this.clock.now()))) return 'short';
    return payment;
  }

  /** What the succeeded payment of an order, paid by `userId`, can still refund (0: none). */
  async refundableOf(orderNo: string, userId: number): Promise<number> {
    const payment = await this.payments.latestForOrder(orderNo);
    if (!payment || payment.status !== 'succeeded' || payment.userId !== userId) return 0;
    return payment.amount - payment.refunded;
  }

  /** After the commit that owed part of an order's payment: its refunds sent now (the job retries). */
  async sendForOrder(orderNo: string): Promise<void> {
    const payment = await this.payments.latestForOrder(orderNo);
    if (payment) await this.sendFor(payment.id);
  }

  /**
   * Sends a payment's owed refunds now (after the commit that owed one), one per charge; the job
   * retries a failure. Answers every refund of the payment as it stands.
   */
  async sendFor(paymentId: number): Promise<PaymentRefund[]> {
    for (const refund of await this.payments.refundsOf(paymentId)) {
      if (refund.status === 'pending') await this.send(refund);
    }
    return this.payments.refundsOf(paymentId);
  }

  /** The job: every refund that is due. */
  async sendDue(limit = 50): Promise<number> {
    let sent = 0;
    for (const refund of await this.payments.refundRows.due(this.clock.now(), limit)) {
      if (await this.send(refund)) sent++;
    }
    return sent;
  }

  /** Ops: a payment's dead-lettered refunds tried again from their first attempt; answers their statuses. */
  async redriveOf(paymentNo: string): Promise<string | null> {
    const payment = await this.payments.findByNo(paymentNo);
    if (!payment) return null;
    await this.payments.refundRows.revive('paymentId = :id', { id: payment.id }, this.clock.now());
    const statuses = new Set((await this.sendFor(payment.id)).map((r) => r.status));
    return statuses.size ? [...statuses].join(', ') : null;
  }

  private async send(refund: PaymentRefund): Promise<boolean> {
    const now = this.clock.now();
    if (!(await this.payments.refundRows.claim(refund.id, refund.attempts, now + CLAIM_MS))) return false;
    const attempts = refund.attempts + 1;
    let problem: string;
    const internal = this.purposes.internalProvider(refund.provider);
    if (refund.provider !== this.provider.name && !internal) {
      problem = `provider ${refund.provider} is not the configured one (${this.provider.name})`;
    } else {
      try {
        const input = {
          txnId: refund.providerTxnId,
          amount: refund.amount,
          currency: refund.currency,
          // One key per charge and part: two charges (or two returned tickets) of a payment are
          // two refunds, a retry of one is none.
          idempotencyKey:
            `fanpass-refund-${refund.paymentNo}-${refund.providerTxnId}` +
            (refund.refundKey === 'charge' ? '' : `-${refund.refundKey}`),
        };
        // A payment made inside the platform (the wallet) is given back there.
        const { refundId } = internal
          ? await internal.refund({
              ...input,
              paymentNo: refund.paymentNo,
              userId: await this.payer(refund),
              part: refund.refundKey === 'charge' ? null : refund.refundKey,
            })
          : await this.provider.refund(input);
        await this.payments.refundDone(refund.id, refundId, this.clock.now());
        this.logger.warn(`payment ${refund.paymentNo} refunded (${refund.reason})`);
        return true;
      } catch (error) {
        problem = String(error).slice(0, 250);
      }
    }
    const dead = attempts >= this.config.payments.maxAttempts;
    this.logger.error(`refund of payment ${refund.paymentNo} failed: ${problem}${dead ? ' (dead-lettered)' : ''}`);
    await this.payments.refundRows.failed(refund.id, problem, this.clock.now() + backoffMs(attempts), dead);
    return false;
  }

  private async payer(refund: PaymentRefund): Promise<number> {
    const payment = await this.payments.findById(refund.paymentId);
    if (!payment) throw new Error(`refund ${refund.id} has no payment ${refund.paymentId}`);
    return payment.userId;
  }
}
