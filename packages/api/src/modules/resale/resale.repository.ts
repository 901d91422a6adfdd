import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { ResaleListing } from './entities/resale-listing.entity.js';
import { DEFAULT_RESALE_SETTING, ResaleSetting } from './entities/resale-setting.entity.js';

export type ResaleRules = Omit<ResaleSetting, 'eventId' | 'updatedAt'>;

/** The listings and the events' resale settings; every change of a listing is a conditional UPDATE. */
@Injectable()
export class ResaleRepository extends TransactionalRepository {
  async rules(eventId: number, tx?: EntityManager): Promise<ResaleRules> {
    const row = await this.manager(tx).findOneBy(ResaleSetting, { eventId });
    return row ?? { ...DEFAULT_RESALE_SETTING };
  }

  async saveRules(eventId: number, rules: ResaleRules, now: number, tx?: EntityManager): Promise<void> {
    await this.manager(tx).upsert(ResaleSetting, { eventId, ...rules, updatedAt: now }, ['eventId']);
  }

  async insert(tx: EntityManager, listing: Omit<ResaleListing, 'id'>): Promise<ResaleListing> {
    const result = await tx.insert(ResaleListing, listing);
    return { ...listing, id: Number(result.identifiers[0]!.id) };
  }

  findById(id: number, tx?: EntityManager): Promise<ResaleListing | null> {
    return this.manager(tx).findOneBy(ResaleListing, { id });
  }

  findByOrder(tx: EntityManager | undefined, orderId: number): Promise<ResaleListing | null> {
    return this.manager(tx).findOne(ResaleListing, { where: { orderId }, order: { id: 'DESC' } });
  }

  /** The ticket's live listing, else its latest. */
  async latestOfTicket(ticketId: number): Promise<ResaleListing | null> {
    return this.manager().findOne(ResaleListing, { where: { ticketId }, order: { id: 'DESC' } });
  }

  /** Listings on offer to anyone (not held by a buyer), cheapest first. */
  onOffer(eventId: number): Promise<ResaleListing[]> {
    return this.manager().find(ResaleListing, {
      where: { eventId, status: 'listed' },
      order: { price: 'ASC', id: 'ASC' },
      take: 50,
    });
  }

  ofEvent(eventId: number): Promise<ResaleListing[]> {
    return this.manager().find(ResaleListing, { where: { eventId }, order: { id: 'ASC' } });
  }

  /** listed → held by `orderId`: false when someone else holds it or it is gone. */
  async claim(tx: EntityManager, id: number, orderId: number, now: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(ResaleListing)
      .set({ status: 'held', orderId, updatedAt: now })
      .where("id = :id AND status = 'listed'", { id })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** held by `orderId` → listed again (the hold ended unpaid): false when it no longer was. */
  async release(tx: EntityManager, orderId: number, now: number): Promise<ResaleListing | null> {
    const listing = await this.findByOrder(tx, orderId);
    if (!listing) return null;
    const result = await tx
      .createQueryBuilder()
      .update(ResaleListing)
      .set({ status: 'listed', orderId: null, updatedAt: now })
      .where("id = :id AND status = 'held' AND order_id = :orderId", { id: listing.id, orderId })
      .execute();
    return (result.affected ?? 0) === 1 ? { ...listing, status: 'listed', orderId: null } : null;
  }

  /** held by `orderId` → sold to `buyerId`: the one write that decides a sale. */
  async sell(tx: EntityManager, orderId: number, buyerId: number, now: number): Promise<ResaleListing | null> {
    const listing = await this.findByOrder(tx, orderId);
    if (!listing) return null;
    const result = await tx
      .createQueryBuilder()
      .update(ResaleListing)
      .set({ status: 'sold', buyerId, liveKey: null, soldAt: now, updatedAt: now })
      .where("id = :id AND status = 'held' AND order_id = :orderId", { id: listing.id, orderId })
      .execute();
    return (result.affected ?? 0) === 1 ? listing : null;
  }

  /** listed or held → withdrawn by its seller: false once sold or withdrawn. */
  async withdraw(tx: EntityManager, id: number, sellerId: number, now: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(ResaleListing)
      .set({ status: 'withdrawn', liveKey: null, updatedAt: now })
      .where("id = :id AND seller_id = :sellerId AND status IN ('listed', 'held')", { id, sellerId })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** An order's tickets' live listings withdrawn (its operator refund): false when one is no longer live. */
  async withdrawFrom(tx: EntityManager, orderId: number, now: number): Promise<boolean> {
    const live = await tx.find(ResaleListing, { where: { fromOrderId: orderId, status: In(['listed', 'held']) } });
    for (const listing of live) {
      const result = await tx
        .createQueryBuilder()
        .update(ResaleListing)
        .set({ status: 'withdrawn', liveKey: null, updatedAt: now })
        .where('id = :id AND status = :status AND COALESCE(order_id, 0) = :orderId', {
          id: listing.id,
          status: listing.status,
          orderId: listing.orderId ?? 0,
        })
        .execute();
      if ((result.affected ?? 0) !== 1) return false;
    }
    return true;
  }

  /** Sold listings taken from an order, per seat area. */
  async soldFrom(tx: EntityManager, orderId: number): Promise<Map<number, number>> {
    const rows = await tx.find(ResaleListing, { where: { fromOrderId: orderId, status: 'sold' } });
    const out = new Map<number, number>();
    for (const r of rows) out.set(r.ticketTypeId, (out.get(r.ticketTypeId) ?? 0) + 1);
    return out;
  }

  /** What an event's resale did: listings by status with their prices and fees. */
  async report(eventId: number): Promise<{ status: string; count: number; price: number; fee: number }[]> {
    const rows: Record<string, unknown>[] = await this.manager().query(
      'SELECT status, COUNT(*) AS n, COALESCE(SUM(price), 0) AS price, COALESCE(SUM(fee), 0) AS fee ' +
        'FROM resale_listings WHERE event_id = ? GROUP BY status ORDER BY status',
      [eventId],
    );
    return rows.map((r) => ({
      status: String(r.status),
      count: Number(r.n),
      price: Number(r.price),
      fee: Number(r.fee),
    }));
  }
}
