import { Column, type EntityManager } from 'typeorm';
import { BIGINT } from './columns.js';
import type { Sql } from './sql.js';

/**
 * The discount an order carries (vouchers and Fan Coin, vouchers module): the same columns on
 * every payable order table — ticket orders (`orders`) and merch orders (`merch_orders`).
 * `total` stays the undiscounted sum; a payment charges `amountDue`.
 */
export interface OrderDiscount {
  /** The voucher lowering the order (unique per table: one order at a time), or null. */
  voucherId: number | null;
  voucherDiscount: number;
  /** Whole Fan Coin spent on the order. */
  fanCoinUsed: number;
  fanCoinDiscount: number;
  /** total less both discounts, never below 0. */
  amountDue: number;
  /** Counts discount changes: a change claims the version it read (conditional UPDATE). */
  discountVersion: number;
}

/** The discount columns as entity columns: ticket and merch order entities extend it. */
export abstract class OrderDiscountColumns implements OrderDiscount {
  /** The voucher lowering this order (unique: one order at a time), or null. */
  @Column({ type: 'int', nullable: true })
  voucherId: number | null;

  @Column(BIGINT)
  voucherDiscount: number;

  /** Whole Fan Coin spent on this order. */
  @Column(BIGINT)
  fanCoinUsed: number;

  @Column(BIGINT)
  fanCoinDiscount: number;

  /** What a payment charges: total less both discounts, never below 0 (equals total without a discount). */
  @Column(BIGINT)
  amountDue: number;

  /** Counts discount changes: a change claims the version it read (conditional UPDATE). */
  @Column({ type: 'int', default: 0 })
  discountVersion: number;
}

/** What a fan chooses; the amount due and the version follow from it. */
export type DiscountChoice = Omit<OrderDiscount, 'amountDue' | 'discountVersion'>;

/** The order tables that carry a discount. */
export type DiscountTable = 'orders' | 'merch_orders' | 'checkouts';

/** An order without a discount: due its total. */
export function noDiscount(total: number): OrderDiscount {
  return {
    voucherId: null,
    voucherDiscount: 0,
    fanCoinUsed: 0,
    fanCoinDiscount: 0,
    amountDue: total,
    discountVersion: 0,
  };
}

/**
 * Writes a held order's discount if nobody changed it since `version` was read and no payment of
 * it is under way (one conditional UPDATE; its affected-row count decides).
 */
export async function writeDiscount(
  sql: Sql,
  table: DiscountTable,
  tx: EntityManager,
  order: { id: number; total: number },
  version: number,
  d: DiscountChoice,
  now: number,
): Promise<boolean> {
  const amountDue = Math.max(0, order.total - d.voucherDiscount - d.fanCoinDiscount);
  const result = await sql.run(
    `UPDATE ${table} SET voucher_id = ?, voucher_discount = ?, fan_coin_used = ?, fan_coin_discount = ?, amount_due = ?, ` +
      `discount_version = discount_version + 1, updated_at = ? WHERE id = ? AND discount_version = ? AND status = 'held' ` +
      `AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_no = ${table}.order_no AND p.status = 'pending')`,
    [d.voucherId, d.voucherDiscount, d.fanCoinUsed, d.fanCoinDiscount, amountDue, now, order.id, version],
    tx,
  );
  return result.affected === 1;
}

/** Drops an ended order's discount (the caller gave its voucher and coins back in `tx`): due its total. */
export async function clearDiscount(sql: Sql, table: DiscountTable, tx: EntityManager, id: number): Promise<void> {
  await sql.run(
    `UPDATE ${table} SET voucher_id = NULL, voucher_discount = 0, fan_coin_used = 0, fan_coin_discount = 0, ` +
      'amount_due = total, discount_version = discount_version + 1 WHERE id = ?',
    [id],
    tx,
  );
}
