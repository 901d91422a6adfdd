import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager } from 'typeorm';
import { PaymentCallback } from './entities/payment-callback.entity.js';
import { Payment, type PaymentStatus } from './entities/payment.entity.js';
import { SavedCard } from './entities/saved-card.entity.js';

@Injectable()
export class PaymentsRepository extends TransactionalRepository {
  async insert(values: Omit<Payment, 'id'>): Promise<Payment> {
    const result = await this.manager().insert(Payment, values);
    return this.manager().findOneByOrFail(Payment, { id: Number(result.identifiers[0]!.id) });
  }

  findByNo(paymentNo: string): Promise<Payment | null> {
    return this.manager().findOneBy(Payment, { paymentNo });
  }

  latestForOrder(orderId: number): Promise<Payment | null> {
    return this.manager().findOne(Payment, { where: { orderId }, order: { id: 'DESC' } });
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
    extra: { providerTxnId?: string; failure?: string | null } = {},
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
}
