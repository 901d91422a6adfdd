import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../database/db-errors.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager } from 'typeorm';
import { PaymentCallback } from './entities/payment-callback.entity.js';
import { PaymentEvent } from './entities/payment-event.entity.js';
import { PaymentRefund } from './entities/payment-refund.entity.js';
import { Payment, type PaymentStatus } from './entities/payment.entity.js';
import { SavedCard } from './entities/saved-card.entity.js';
import { RetryRows } from './retry-rows.js';
import { entityOf, sqlOf } from '../../database/sql.js';

/** The number fields of a payment row (plain SQL reads on the purchase path). */
const PAYMENT_NUMBERS: ReadonlySet<string> = new Set([
  'id',
  'orderId',
  'userId',
  'savedCardId',
  'amount',
  'refunded',
  'createdAt',
  'updatedAt',
]);

const INSERTED_COLUMNS =
  'payment_no, purpose, order_id, order_no, user_id, provider, method, payment_type, saved_card_id, amount, currency, ' +
  'status, provider_txn_id, provider_ref, failure, lang, time_zone, return_url, idempotency_key, created_at, updated_at';
const PAYMENT_COLUMNS = `id, refunded, ${INSERTED_COLUMNS}`;

@Injectable()
export class PaymentsRepository extends TransactionalRepository {
  /** Writes a payment row (one plain INSERT: it sits on the payment's hot path) and answers it with its id. */
  async insert(values: Omit<Payment, 'id' | 'refunded'>, tx?: EntityManager): Promise<Payment> {
    const v = values;
    const { insertId } = await sqlOf(this.dataSource).run(
      `INSERT INTO payments (${INSERTED_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        v.paymentNo,
        v.purpose,
        v.orderId,
        v.orderNo,
        v.userId,
        v.provider,
        v.method,
        v.paymentType,
        v.savedCardId,
        v.amount,
        v.currency,
        v.status,
        v.providerTxnId,
        v.providerRef,
        v.failure,
        v.lang,
        v.timeZone,
        v.returnUrl,
        v.idempotencyKey,
        v.createdAt,
        v.updatedAt,
      ],
      tx,
    );
    return Object.assign(new Payment(), values, { id: insertId, refunded: 0 });
  }

  /** A payment by its number, in plain SQL (read by every step of a card payment). */
  async findByNoInTx(paymentNo: string, tx?: EntityManager): Promise<Payment | null> {
    const [row] = await sqlOf(this.dataSource).rows(
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE payment_no = ? LIMIT 1`,
      [paymentNo],
      tx,
    );
    return row ? entityOf<Payment>(row, PAYMENT_NUMBERS) : null;
  }

  /** The fan's payment made with this Idempotency-Key, if any (asked before every wallet payment). */
  async findByIdempotencyKey(userId: number, idempotencyKey: string): Promise<Payment | null> {
    const [row] = await sqlOf(this.dataSource).rows(
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE user_id = ? AND idempotency_key = ?`,
      [userId, idempotencyKey],
    );
    return row ? entityOf<Payment>(row, PAYMENT_NUMBERS) : null;
  }

  findByNo(paymentNo: string): Promise<Payment | null> {
    return this.findByNoInTx(paymentNo);
  }

  latestForOrder(orderNo: string): Promise<Payment | null> {
    return this.manager().findOne(Payment, { where: { orderNo }, order: { id: 'DESC' } });
  }

  /** Records a processed callback; the unique transaction id throws on a duplicate. */
  async recordCallback(tx: EntityManager, values: Omit<PaymentCallback, 'id'>): Promise<void> {
    await sqlOf(this.dataSource).run(
      'INSERT INTO payment_callbacks (provider, provider_txn_id, payment_id, result, outcome, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [values.provider, values.providerTxnId, values.paymentId, values.result, values.outcome, values.createdAt],
      tx,
    );
  }

  async settle(
    tx: EntityManager,
    id: number,
    from: PaymentStatus[],
    to: PaymentStatus,
    now: number,
    extra: { providerTxnId?: string | null; failure?: string | null } = {},
  ): Promise<boolean> {
    const sets = ['status = ?', 'updated_at = ?'];
    const params: unknown[] = [to, now];
    if (extra.providerTxnId !== undefined) {
      sets.push('provider_txn_id = ?');
      params.push(extra.providerTxnId);
    }
    if (extra.failure !== undefined) {
      sets.push('failure = ?');
      params.push(extra.failure);
    }
    const result = await sqlOf(this.dataSource).run(
      `UPDATE payments SET ${sets.join(', ')} WHERE id = ? AND status IN (${from.map(() => '?').join(', ')})`,
      [...params, id, ...from],
      tx,
    );
    return result.affected === 1;
  }

  async saveCard(tx: EntityManager, values: Omit<SavedCard, 'id'>): Promise<void> {
    await tx.createQueryBuilder().insert().into(SavedCard).values(values).orIgnore().execute();
  }

  cardsOf(userId: number): Promise<SavedCard[]> {
    return this.manager().find(SavedCard, { where: { userId }, order: { id: 'DESC' } });
  }

  findCard(id: number): Promise<SavedCard | null> {
    return this.manager().findOneBy(SavedCard, { id });
  }

  async deleteCard(userId: number, id: number): Promise<boolean> {
    return (await this.manager().delete(SavedCard, { id, userId })).affected === 1;
  }

  findById(id: number): Promise<Payment | null> {
    return this.manager().findOneBy(Payment, { id });
  }

  async setProviderRef(id: number, providerRef: string): Promise<void> {
    await this.manager().update(Payment, { id }, { providerRef });
  }

  /** The order's succeeded payment (the one a refund gives back). */
  succeededForOrder(tx: EntityManager, orderNo: string): Promise<Payment | null> {
    return tx.findOne(Payment, { where: { orderNo, status: 'succeeded' }, order: { id: 'DESC' } });
  }

  /** Payments still pending that started before `before` (reconciliation), oldest first. */
  stalePending(before: number, limit: number): Promise<Payment[]> {
    return this.manager()
      .createQueryBuilder(Payment, 'p')
      .where("p.status = 'pending' AND p.createdAt < :before", { before })
      .orderBy('p.createdAt', 'ASC')
      .limit(limit)
      .getMany();
  }

  // Provider events (payment-events.service.ts) and refunds (refunds.service.ts): retried rows.

  readonly eventRows = new RetryRows(PaymentEvent, () => this.manager());
  readonly refundRows = new RetryRows(PaymentRefund, () => this.manager());

  /** Stores an event; false when the provider's message was stored before (a replay). */
  async insertEvent(values: Omit<PaymentEvent, 'id'>): Promise<PaymentEvent | null> {
    const v = values;
    try {
      const { insertId } = await sqlOf(this.dataSource).run(
        'INSERT INTO payment_events (provider, event_id, payment_no, outcome, source, status, result, attempts, next_attempt_at, ' +
          'last_error, created_at, applied_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          v.provider,
          v.eventId,
          v.paymentNo,
          v.outcome,
          v.source,
          v.status,
          v.result,
          v.attempts,
          v.nextAttemptAt,
          v.lastError,
          v.createdAt,
          v.appliedAt,
        ],
      );
      return { id: insertId, ...values };
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  findEvent(id: number): Promise<PaymentEvent | null> {
    return this.manager().findOneBy(PaymentEvent, { id });
  }

  /** Marks an event applied inside the transaction of what it changed; false if another did first. */
  async markEventApplied(tx: EntityManager, id: number, result: string, now: number): Promise<boolean> {
    const update = await sqlOf(this.dataSource).run(
      "UPDATE payment_events SET status = 'applied', result = ?, applied_at = ?, last_error = NULL WHERE id = ? AND status = 'received'",
      [result, now, id],
      tx,
    );
    return update.affected === 1;
  }

  /**
   * Takes `amount` of what the payment's paying charge can still refund, in the transaction that
   * owes that refund: the one conditional UPDATE that keeps the sum of its refunds within the
   * charge. False (nothing taken) when less remains.
   */
  async takeRefundable(tx: EntityManager, id: number, amount: number, now: number): Promise<boolean> {
    const result = await sqlOf(this.dataSource).run(
      'UPDATE payments SET refunded = refunded + ?, updated_at = ? WHERE id = ? AND refunded + ? <= amount',
      [amount, now, id, amount],
      tx,
    );
    return result.affected === 1;
  }

  /** A payment as it stands in the transaction (its refundable remainder read after any lock taken). */
  findByIdInTx(tx: EntityManager, id: number): Promise<Payment | null> {
    return tx.findOneBy(Payment, { id });
  }

  /** False when a refund of this part of this charge is already owed (one per charge and refund key). */
  async insertRefund(tx: EntityManager, values: Omit<PaymentRefund, 'id'>): Promise<boolean> {
    try {
      await tx.insert(PaymentRefund, values);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** The refunds a payment owes, one per charge, oldest first. */
  refundsOf(paymentId: number): Promise<PaymentRefund[]> {
    return this.manager().find(PaymentRefund, { where: { paymentId }, order: { id: 'ASC' } });
  }

  async refundDone(id: number, providerRefundId: string, now: number): Promise<void> {
    await this.manager().update(
      PaymentRefund,
      { id },
      { status: 'done', providerRefundId, doneAt: now, lastError: null },
    );
  }
}
