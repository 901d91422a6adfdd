import type { MerchOrderStatus, OrderStatus } from '@fanpass/contracts';
import type { EntityManager } from 'typeorm';
import type { AppError } from '../../common/errors/app-error.js';
import type { DiscountChoice, OrderDiscount } from '../../database/order-discount.js';

/** How a hold ends unpaid. */
export type HoldEnd = 'expired' | 'cancelled';

/**
 * What every held order carries, whatever it holds (seats, merch stock): its number, its buyer,
 * its hold and its discount (vouchers and Fan Coin, the same columns on every order table).
 */
export interface HeldOrderRow extends OrderDiscount {
  id: number;
  orderNo: string;
  userId: number;
  /** The event of a ticket order; a merch order's event, if its items belong to one. */
  eventId: number | null;
  status: OrderStatus | MerchOrderStatus;
  total: number;
  currency: string;
  holdMinutes: number;
  /** When the hold ends (epoch ms). */
  expiresAt: number;
  /**
   * The checkout (tickets and merch in one payment) this order is a part of, or null: a part is
   * held, paid and ended only with its checkout, never alone.
   */
  checkoutId?: number | null;
}

/**
 * A kind of held order (ticket orders, merch orders): its rows and what its hold takes. The core
 * (`HeldOrders`) runs the lifecycle — the hold's transaction, the Idempotency-Key, lazy expiry,
 * cancel, the expiry job, the end listeners and the payment hand-off — through these; a kind
 * registers itself at start-up (`HeldOrders.register`).
 */
export interface HeldOrderKind<O extends HeldOrderRow = HeldOrderRow> {
  /** 'ticket', 'merch' or 'checkout' (both in one): its payment purpose. */
  readonly name: 'ticket' | 'merch' | 'checkout';
  /** A kind whose orders hold parts of other kinds (a checkout): a part's hold ends through it. */
  readonly ownsParts?: boolean;
  /** Which vouchers an order of it takes: ticket or merch vouchers (the kind's name when absent). */
  voucherScope?(order: O): 'ticket' | 'merch';
  /** The first letter of its order numbers. */
  readonly prefix: string;
  findById(id: number, tx?: EntityManager): Promise<O | null>;
  findByNo(orderNo: string): Promise<O | null>;
  findByKey(userId: number, idempotencyKey: string): Promise<O | null>;
  /** Ids of holds that have run out, oldest first. */
  expiredHoldIds(now: number, limit: number): Promise<number[]>;
  /**
   * Moves a held order to `to` by one conditional UPDATE (an expiry only once its time ran out);
   * false when it was no longer held, so only one caller ends a hold.
   */
  close(tx: EntityManager, id: number, to: HoldEnd, now: number): Promise<boolean>;
  /**
   * In the transaction that ended the hold: what it took (stock, counters) goes back. May answer
   * work to run once that transaction has committed.
   */
  giveBack(tx: EntityManager, order: O, to: HoldEnd, now: number): Promise<(() => Promise<void>) | void>;
  /** Writes a held order's discount if unchanged since `version` and no payment is under way. */
  setDiscount(tx: EntityManager, order: O, version: number, discount: DiscountChoice, now: number): Promise<boolean>;
  /** Drops an ended order's discount: it is due its total again. */
  clearDiscount(tx: EntityManager, id: number): Promise<void>;
}

/**
 * A kind's share of a hold, placed alone (`HoldPlan`) or as a part of a checkout: its rows are
 * written naming the checkout (`checkoutId`, null alone).
 */
export interface HoldPart<O> {
  limits: HoldClaim[];
  write(tx: EntityManager, checkoutId: number | null): Promise<O>;
  stock: HoldClaim[];
}

/**
 * One conditional write of a hold (a counter against a limit, a stock row), and the refusal when
 * it finds too little: the hold's transaction rolls back with that refusal.
 */
export interface HoldClaim {
  take(tx: EntityManager): Promise<boolean>;
  refusal(): AppError;
}

/**
 * A hold to place, in one transaction and in this order: the limits (per-account or per-ticket
 * counters), the order rows, then the contended stock rows last, so MySQL holds their row locks
 * only until the commit.
 */
export interface HoldPlan<O> {
  limits: HoldClaim[];
  write(tx: EntityManager): Promise<O>;
  stock: HoldClaim[];
}

/**
 * The payable state of an order of any purpose by its status: held and expired as they are,
 * cancelled and refunded closed for good, any later status (paid, shipped, …) paid.
 */
export function payableState(status: string): 'held' | 'paid' | 'expired' | 'closed' {
  if (status === 'held' || status === 'expired') return status;
  return status === 'cancelled' || status === 'refunded' ? 'closed' : 'paid';
}

/** What the payment step needs of a held order (a payment purpose adds its name). */
export function heldPayable(order: HeldOrderRow) {
  return {
    id: order.id,
    orderNo: order.orderNo,
    userId: order.userId,
    // A checkout's part is paid only through its checkout.
    state: order.checkoutId != null && order.status === 'held' ? ('closed' as const) : payableState(order.status),
    // What is left after its voucher and Fan Coin (vouchers module): every method charges it.
    amount: order.amountDue,
    currency: order.currency,
    expiresAt: order.expiresAt,
    holdMinutes: order.holdMinutes,
  };
}
