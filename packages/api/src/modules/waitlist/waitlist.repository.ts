import { Injectable } from '@nestjs/common';
import { sqlOf } from '../../database/sql.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager, In, LessThan, MoreThan } from 'typeorm';
import { WaitlistEntry, type WaitlistStatus } from './entities/waitlist-entry.entity.js';

/** Waiting-list entries; the next in line is the lowest waiting id of a seat area. */
@Injectable()
export class WaitlistRepository extends TransactionalRepository {
  async insert(tx: EntityManager, values: Omit<WaitlistEntry, 'id'>): Promise<WaitlistEntry> {
    const result = await tx.insert(WaitlistEntry, values);
    return tx.findOneByOrFail(WaitlistEntry, { id: Number(result.identifiers[0]!.id) });
  }

  /** The first waiting entry of a seat area after a given id. */
  nextWaiting(tx: EntityManager, ticketTypeId: number, afterId: number): Promise<WaitlistEntry | null> {
    return tx.findOne(WaitlistEntry, {
      where: { ticketTypeId, status: 'waiting', id: MoreThan(afterId) },
      order: { id: 'ASC' },
    });
  }

  /** Moves an entry between statuses; false when another instance moved it first. */
  async transition(
    tx: EntityManager,
    id: number,
    from: WaitlistStatus[],
    to: WaitlistStatus,
    now: number,
    orderId?: number,
  ): Promise<boolean> {
    const settled = to !== 'waiting' && to !== 'offered';
    const result = await tx
      .createQueryBuilder()
      .update(WaitlistEntry)
      .set({
        status: to,
        updatedAt: now,
        ...(settled ? { activeKey: null } : {}),
        ...(orderId !== undefined ? { orderId } : {}),
      })
      .where('id = :id AND status IN (:...from)', { id, from })
      .execute();
    return result.affected === 1;
  }

  async attachOrder(tx: EntityManager, id: number, orderId: number, now: number): Promise<void> {
    await tx.update(WaitlistEntry, { id }, { orderId, updatedAt: now });
  }

  /**
   * The offer an order was placed on becomes fulfilled (settled: it frees its place in line), in
   * the paying transaction. One conditional UPDATE: it runs for every paid order, and most
   * orders were not placed on an offer.
   */
  async fulfilByOrder(tx: EntityManager, orderId: number, now: number): Promise<void> {
    await sqlOf(this.dataSource).run(
      "UPDATE waitlist_entries SET status = 'fulfilled', updated_at = ?, active_key = NULL WHERE order_id = ? AND status = 'offered'",
      [now, orderId],
      tx,
    );
  }

  /** The entry an offer's order belongs to, read in the transaction that settles the offer. */
  findByOrder(tx: EntityManager, orderId: number): Promise<WaitlistEntry | null> {
    return tx.findOneBy(WaitlistEntry, { orderId });
  }

  findOwned(userId: number, id: number): Promise<WaitlistEntry | null> {
    return this.manager().findOneBy(WaitlistEntry, { userId, id });
  }

  listFor(userId: number): Promise<WaitlistEntry[]> {
    return this.manager().find(WaitlistEntry, {
      where: { userId, status: In(['waiting', 'offered', 'fulfilled', 'expired']) },
      order: { id: 'DESC' },
    });
  }

  /** 1 + the number of fans waiting ahead of an entry. */
  async position(entry: WaitlistEntry): Promise<number> {
    const ahead = await this.manager().count(WaitlistEntry, {
      where: { ticketTypeId: entry.ticketTypeId, status: 'waiting', id: LessThan(entry.id) },
    });
    return ahead + 1;
  }
}
