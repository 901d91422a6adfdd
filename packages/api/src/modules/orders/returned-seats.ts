import type { EntityManager } from 'typeorm';
import type { EventRow, TicketType } from '../events/index.js';
import type { Order } from './entities/order.entity.js';

/**
 * One ending hold's hand-over of its seats, opened for one transaction. Its steps run inside the
 * hold's transaction; `afterCommit` runs once that transaction has committed.
 */
export interface SeatHandOver {
  /**
   * Takes up to `seats` returned seats of a seat area before they go back on sale. The seats are
   * still counted in `held`; answers how many it took (the hold releases the rest).
   */
  take(tx: EntityManager, event: EventRow, type: TicketType, seats: number, now: number): Promise<number>;
  /** The hold ended as `to` after its seats were returned. */
  ended(tx: EntityManager, order: Order, to: 'expired' | 'cancelled', now: number): Promise<void>;
  afterCommit(): Promise<void>;
}

/**
 * Who takes a hold's returned seats first (the waiting list). Orders only declare the need: the
 * waiting list depends on orders (its offers are holds), so it registers itself here instead of
 * orders depending on it.
 */
export interface ReturnedSeats {
  open(): SeatHandOver;
}

/** Nobody takes returned seats: they all go back on sale. */
export const BACK_ON_SALE: ReturnedSeats = {
  open: () => ({
    take: () => Promise.resolve(0),
    ended: () => Promise.resolve(),
    afterCommit: () => Promise.resolve(),
  }),
};
