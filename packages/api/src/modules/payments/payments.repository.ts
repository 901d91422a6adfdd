import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../infra/db-errors.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager } from 'typeorm';
import { PaymentCallback } from './entities/payment-callback.entity.js';
import { PaymentEvent } from './entities/payment-event.entity.js';
import { PaymentRefund } from './entities/payment-refund.entity.js';
import { Payment, type PaymentStatus } from './entities/payment.entity.js';
import { SavedCard } from './entities/saved-card.entity.js';
import { RetryRows } from './retry-rows.js';

@Injectable()
export class PaymentsRepository extends TransactionalRepository {
  async insert(values: Omit<Payment, 'id'>, tx: EntityManager = this.manager()): Promise<Payment> {
    const result = await tx.insert(Payment, values);
    return tx.findOneByOrFail(Payment, { id: Number(result.identifiers[0]!.id) });
  }

  /** The fan's payment made with this Idempotency-Key, if any. */
  findByIdempotencyKey(userId: number, idempotencyKey: string): Promise<Payment | null> {
    return this.manager().findOneBy(Payment, { userId, idempotencyKey });
  }

  findByNo(paymentNo: string): Promise<Payment | null> {
    return this.manager().findOneBy(Payment, { paymentNo });
  }

  latestForOrder(orderNo: string): Promise<Payment | null> {
    return this.manager().findOne(Payment, { where: { orderNo }, order: { id: 'DESC' } });
  }

  /** Records a processed callback; the unique transaction id throws on a duplicate. */
  async recordCallback(tx: EntityManager, values: Omit<PaymentCallback, 'id'>): Promise<void> {
    await tx.insert(PaymentCallback, values);
  }

  async settle(
    tx: EntityManager,
    id: number,
    from: PaymentStatus[],
    to: PaymentStatus,
    now: number,
    extra: { providerTxnId?: string | null; failure?: string | null } = {},
  ): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(Payment)
      .set({ status: to, updatedAt: now, ...extra })
      .where('id = :id AND status IN (:...from)', { id, from })
      .execute();
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
    try {
      const result = await this.manager().insert(PaymentEvent, values);
      return { id: Number(result.identifiers[0]!.id), ...values };
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
    const update = await tx
      .createQueryBuilder()
      .update(PaymentEvent)
      .set({ status: 'applied', result, appliedAt: now, lastError: null })
      .where("id = :id AND status = 'received'", { id })
      .execute();
    return update.affected === 1;
  }

  /** False when the payment already owes a refund (one per payment). */
  async insertRefund(tx: EntityManager, values: Omit<PaymentRefund, 'id'>): Promise<boolean> {
    try {
      await tx.insert(PaymentRefund, values);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  refundOf(paymentId: number): Promise<PaymentRefund | null> {
    return this.manager().findOneBy(PaymentRefund, { paymentId });
  }

  async refundDone(id: number, providerRefundId: string, now: number): Promise<void> {
    await this.manager().update(
      PaymentRefund,
      { id },
      { status: 'done', providerRefundId, doneAt: now, lastError: null },
    );
  }
}
