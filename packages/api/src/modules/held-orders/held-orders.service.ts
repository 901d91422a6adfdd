import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { assertBuyer, type AuthUser } from '../sessions/index.js';
import type { HeldOrderKind, HeldOrderRow, HoldEnd, HoldPart, HoldPlan } from './held-order.js';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** How a kind answers an order it placed or replays (its view). */
export interface CreateSteps<O extends HeldOrderRow, V> {
  /** The kind's rules, then its hold (`HeldOrders.place`). */
  place(): Promise<V>;
  view(order: O): Promise<V>;
  /**
   * After a failed attempt that no first order of the same key explains: the kind's own answer
   * (a hold of the same fan that won a race), or null to let the error stand.
   */
  recover?(error: unknown): Promise<V | null>;
}

/**
 * The held-order core shared by ticket and merch orders: one hold per order, placed in one
 * transaction of conditional writes; a replay by Idempotency-Key; the hold's end (expired or
 * cancelled), claimed once, with what it took given back and the listeners told (the voucher and
 * Fan Coin go back) in the same transaction; lazy expiry on read. Each kind brings its rows and
 * its inventory (`HeldOrderKind`).
 */
@Injectable()
export class HeldOrders {
  private readonly kinds = new Map<string, HeldOrderKind>();
  private readonly endListeners: Array<(tx: EntityManager, order: HeldOrderRow, to: HoldEnd) => Promise<void>> = [];

  constructor(
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A kind of held order, at start-up (its module's `onModuleInit`). */
  register(kind: HeldOrderKind): void {
    if (this.kinds.has(kind.prefix)) throw new Error(`held-order kind ${kind.name} is registered twice`);
    this.kinds.set(kind.prefix, kind);
  }

  registered(): HeldOrderKind[] {
    return [...this.kinds.values()];
  }

  /** The kind whose orders hold parts of other kinds (checkouts), if registered. */
  private whole(): HeldOrderKind | undefined {
    return [...this.kinds.values()].find((kind) => kind.ownsParts);
  }

  /** The kind owning an order number (by its letter), or null. */
  kindOf(orderNo: string): HeldOrderKind | null {
    return this.kinds.get(orderNo.charAt(0)) ?? null;
  }

  /**
   * Called in the transaction that ends a hold (expired or cancelled), after what it held is back:
   * what the order took from the fan beside it (a voucher, Fan Coin) goes back with it.
   */
  onEnded(listener: (tx: EntityManager, order: HeldOrderRow, to: HoldEnd) => Promise<void>): void {
    this.endListeners.push(listener);
  }

  holdMinutesFor(platform: string): number {
    return platform === 'PC' ? this.config.holdMinutes.PC : this.config.holdMinutes.H5;
  }

  newOrderNo(kind: Pick<HeldOrderKind, 'prefix'>): string {
    return `${kind.prefix}${randomBytes(8).toString('hex').toUpperCase()}`;
  }

  /**
   * An order for a buyer: a first order by the same Idempotency-Key is answered again, otherwise
   * the kind places one. A retry that raced its first order (unique index) answers that order,
   * whatever the retry ran into (a duplicate key, sold out or the limit by the first order itself).
   */
  async create<O extends HeldOrderRow, V>(
    user: AuthUser,
    kind: HeldOrderKind<O>,
    key: string | undefined,
    steps: CreateSteps<O, V>,
  ): Promise<V> {
    assertBuyer(user);
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
    if (key) {
      const first = await kind.findByKey(user.id, key);
      if (first) return steps.view(first);
    }
    try {
      return await steps.place();
    } catch (error) {
      if (key) {
        const first = await kind.findByKey(user.id, key);
        if (first) return steps.view(first);
      }
      const recovered = steps.recover ? await steps.recover(error) : null;
      if (recovered) return recovered;
      throw error;
    }
  }

  /** A kind's part placed alone: its rows name no checkout. */
  alone<O>(part: HoldPart<O>): HoldPlan<O> {
    return { limits: part.limits, write: (tx) => part.write(tx, null), stock: part.stock };
  }

  /** Places a hold (`HoldPlan`): every claim must hold or nothing is written. */
  place<O>(plan: HoldPlan<O>): Promise<O> {
    return this.transactions.withTransaction(async (tx) => {
      for (const claim of plan.limits) if (!(await claim.take(tx))) throw claim.refusal();
      const order = await plan.write(tx);
      for (const claim of plan.stock) if (!(await claim.take(tx))) throw claim.refusal();
      return order;
    });
  }

  /**
   * An order of the fan's, expired first if its hold has run out; null when it is no order of
   * theirs (the kind refuses in its own words, so each route lists only its own code).
   */
  async mine<O extends HeldOrderRow>(kind: HeldOrderKind<O>, userId: number, orderNo: string): Promise<O | null> {
    const order = await kind.findByNo(orderNo);
    if (!order || order.userId !== userId) return null;
    return this.expireIfDue(kind, order);
  }

  /** The order as it stands once a hold that has run out is ended. */
  async expireIfDue<O extends HeldOrderRow>(kind: HeldOrderKind<O>, order: O): Promise<O> {
    if (order.status !== 'held' || order.expiresAt > this.clock.now()) return order;
    // A checkout's part runs out with its checkout: ending that ends both parts.
    const whole = order.checkoutId != null ? this.whole() : undefined;
    if (whole) await this.end(whole, order.checkoutId!, 'expired');
    else await this.end(kind, order.id, 'expired');
    return (await kind.findById(order.id))!;
  }

  /**
   * Cancels an order of the fan's (`mine`): answers it cancelled, or as it is when already closed;
   * null when it is past its hold (paid, shipped, …) and can no longer be cancelled. `also` runs
   * in the cancel's transaction (an operator's cancel records itself in the audit log there).
   */
  async cancel<O extends HeldOrderRow>(
    kind: HeldOrderKind<O>,
    order: O,
    also?: (tx: EntityManager, order: O) => Promise<void>,
  ): Promise<O | null> {
    if (order.status === 'cancelled' || order.status === 'expired') return order;
    // A checkout's part is let go only with its checkout (its own cancel).
    if (order.checkoutId != null) return null;
    if (order.status !== 'held' || !(await this.end(kind, order.id, 'cancelled', also))) return null;
    return (await kind.findById(order.id))!;
  }

  /**
   * Ends a hold (expired or cancelled): claimed by the kind's conditional UPDATE so only one
   * caller does it, then what it held and what it took from the fan go back in the same
   * transaction (and `also`, when given). False when the order was no longer held.
   */
  async end<O extends HeldOrderRow>(
    kind: HeldOrderKind<O>,
    orderId: number,
    to: HoldEnd,
    also?: (tx: EntityManager, order: O) => Promise<void>,
  ): Promise<boolean> {
    const now = this.clock.now();
    let afterCommit: (() => Promise<void>) | void = undefined;
    const ended = await this.transactions.withTransaction(async (tx) => {
      afterCommit = undefined;
      if (!(await kind.close(tx, orderId, to, now))) return false;
      const order = (await kind.findById(orderId, tx))!;
      afterCommit = await kind.giveBack(tx, order, to, now);
      for (const listener of this.endListeners) await listener(tx, order, to);
      if (also) await also(tx, order);
      return true;
    });
    if (ended && afterCommit) await (afterCommit as () => Promise<void>)();
    return ended;
  }
}
