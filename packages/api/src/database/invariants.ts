import type { DataSource } from 'typeorm';

type Row = Record<string, unknown>;

/** The order tables that carry a discount, and the first letter of their order numbers. */
const DISCOUNTED_ORDERS = [
  { table: 'orders', prefix: 'T' },
  { table: 'merch_orders', prefix: 'M' },
] as const;
const n = (value: unknown): number => Number(value ?? 0);

/**
 * The database invariants `pnpm ops verify` checks, each a read-only query answering the rows
 * that break it. They hold after any crash: every change they cover is made by conditional
 * UPDATEs inside the one transaction that records why.
 */
export class Invariants {
  constructor(private readonly dataSource: DataSource) {}

  /** SQL concatenating a string literal and a number column, on either database. */
  private concatSql(literal: string, column: string): string {
    return this.dataSource.options.type === 'mysql' ? `CONCAT(${literal}, ${column})` : `${literal} || ${column}`;
  }

  /** Every breach, one line each; empty when every invariant holds. */
  async breaches(): Promise<string[]> {
    return [
      ...(await this.seatAreas()),
      ...(await this.tickets()),
      ...(await this.purchaseCounters()),
      ...(await this.callbacks()),
      ...(await this.vouchers()),
      ...(await this.resale()),
    ];
  }

  /**
   * A used voucher and the order it lowers (a ticket order `T…` or a merch order `M…`) name each
   * other (an order that ended unpaid has given it back), and every order is due its total less
   * its discounts, never below zero.
   */
  private async vouchers(): Promise<string[]> {
    const out: string[] = [];
    for (const { table, prefix } of DISCOUNTED_ORDERS) {
      const pairs: Row[] = await this.dataSource.query(`
        SELECT v.id, v.state, v.order_no, o.order_no AS holder, o.status
        FROM vouchers v LEFT JOIN ${table} o ON o.voucher_id = v.id
        WHERE (v.state = 'used' AND v.order_no LIKE '${prefix}%') OR o.id IS NOT NULL`);
      for (const r of pairs) {
        const voucher = `voucher ${n(r.id)}`;
        if (r.holder === null || r.holder === undefined) {
          out.push(`${voucher}: used by ${String(r.order_no)}, which does not carry it`);
        } else if (r.state !== 'used' || r.order_no !== r.holder) {
          out.push(`${voucher}: ${String(r.state)} for ${String(r.order_no)} but order ${String(r.holder)} carries it`);
        } else if (r.status === 'expired' || r.status === 'cancelled') {
          out.push(`${voucher}: still used by order ${String(r.holder)}, which is ${String(r.status)}`);
        }
      }
      const dues: Row[] = await this.dataSource.query(`
        SELECT order_no, total, voucher_discount, fan_coin_discount, amount_due FROM ${table}
        WHERE amount_due <> CASE WHEN total - voucher_discount - fan_coin_discount > 0
          THEN total - voucher_discount - fan_coin_discount ELSE 0 END`);
      for (const r of dues) {
        out.push(
          `order ${String(r.order_no)}: amount due ${n(r.amount_due)} is not total ${n(r.total)} less discounts ${n(r.voucher_discount)} and ${n(r.fan_coin_discount)}`,
        );
      }
    }
    return out;
  }

  /**
   * Per seat area: sold + held + available = capacity (none negative), sold = paid seats (with the
   * seats resold from a refunded order: their buyers hold them), held =
   * held seats (a resale order holds a fan's listed ticket, not a seat).
   */
  private async seatAreas(): Promise<string[]> {
    const rows: Row[] = await this.dataSource.query(`
      SELECT tt.id, tt.event_id, tt.capacity, tt.sold, tt.held,
        COALESCE(SUM(CASE WHEN o.status = 'paid' AND o.source <> 'resale' THEN oi.quantity ELSE 0 END), 0)
        + (SELECT COUNT(*) FROM resale_listings r JOIN orders ro ON ro.id = r.from_order_id
           WHERE r.ticket_type_id = tt.id AND r.status = 'sold' AND ro.status = 'refunded' AND ro.source <> 'resale') AS paid_seats,
        COALESCE(SUM(CASE WHEN o.status = 'held' AND o.source <> 'resale' THEN oi.quantity ELSE 0 END), 0) AS held_seats
      FROM ticket_types tt
      LEFT JOIN order_items oi ON oi.ticket_type_id = tt.id
      LEFT JOIN orders o ON o.id = oi.order_id
      GROUP BY tt.id, tt.event_id, tt.capacity, tt.sold, tt.held`);
    const out: string[] = [];
    for (const r of rows) {
      const [capacity, sold, held] = [n(r.capacity), n(r.sold), n(r.held)];
      const area = `seat area ${n(r.id)} (event ${n(r.event_id)})`;
      const available = capacity - sold - held;
      if (sold < 0 || held < 0 || available < 0) {
        out.push(
          `${area}: sold ${sold} + held ${held} + available ${available} = capacity ${capacity} with a negative part`,
        );
      }
      if (sold !== n(r.paid_seats)) out.push(`${area}: sold is ${sold} but paid orders hold ${n(r.paid_seats)} seats`);
      if (held !== n(r.held_seats)) out.push(`${area}: held is ${held} but live holds cover ${n(r.held_seats)} seats`);
    }
    return out;
  }

  /** A ticket for every seat of every paid order (or resold from it), and none for anything else. */
  private async tickets(): Promise<string[]> {
    const out: string[] = [];
    const items: Row[] = await this.dataSource.query(`
      SELECT o.id AS order_id, o.order_no, o.status, oi.ticket_type_id, oi.quantity,
        (SELECT COUNT(*) FROM tickets t WHERE t.order_id = o.id AND t.ticket_type_id = oi.ticket_type_id)
        + (SELECT COUNT(*) FROM resale_listings r WHERE r.from_order_id = o.id AND r.ticket_type_id = oi.ticket_type_id
           AND r.status = 'sold') AS issued
      FROM orders o JOIN order_items oi ON oi.order_id = o.id`);
    for (const r of items) {
      // A refunded order keeps its tickets, revoked (below).
      const expected = r.status === 'paid' || r.status === 'refunded' ? n(r.quantity) : 0;
      if (n(r.issued) !== expected) {
        out.push(
          `order ${String(r.order_no)} (${String(r.status)}): ${n(r.issued)} tickets of seat area ${n(r.ticket_type_id)}, expected ${expected}`,
        );
      }
    }
    const orphans: Row[] = await this.dataSource.query(`
      SELECT t.id FROM tickets t
      LEFT JOIN order_items oi ON oi.order_id = t.order_id AND oi.ticket_type_id = t.ticket_type_id
      WHERE oi.id IS NULL`);
    for (const r of orphans) out.push(`ticket ${n(r.id)} has no paid order item behind it`);
    const usable: Row[] = await this.dataSource.query(`
      SELECT t.id, o.order_no FROM tickets t JOIN orders o ON o.id = t.order_id
      WHERE o.status = 'refunded' AND t.status <> 'revoked'`);
    for (const r of usable) out.push(`ticket ${n(r.id)} of refunded order ${String(r.order_no)} is not revoked`);
    return out;
  }

  /** Each account's counter per event equals the seats of its held and paid orders, less the tickets it resold from them. */
  private async purchaseCounters(): Promise<string[]> {
    const rows: Row[] = await this.dataSource.query(`
      SELECT k.user_id, k.event_id, COALESCE(pc.tickets, 0) AS counted,
        COALESCE((SELECT SUM(o.quantity) FROM orders o
          WHERE o.user_id = k.user_id AND o.event_id = k.event_id AND o.status IN ('held', 'paid')), 0)
        - (SELECT COUNT(*) FROM resale_listings r JOIN orders ro ON ro.id = r.from_order_id
           WHERE r.seller_id = k.user_id AND r.event_id = k.event_id AND r.status = 'sold' AND ro.status = 'paid') AS seats
      FROM (SELECT user_id, event_id FROM purchase_counters
            UNION SELECT user_id, event_id FROM orders) k
      LEFT JOIN purchase_counters pc ON pc.user_id = k.user_id AND pc.event_id = k.event_id`);
    return rows
      .filter((r) => n(r.counted) !== n(r.seats))
      .map(
        (r) =>
          `purchase counter of user ${n(r.user_id)} for event ${n(r.event_id)} is ${n(r.counted)} but held and paid orders have ${n(r.seats)} seats`,
      );
  }

  /**
   * No charge applied twice (one record per provider transaction), no order paid twice, every
   * paid order backed by one succeeded payment, every refunded payment owing its refund, and every
   * charge kept only by the payment it paid (any other is refunded).
   */
  private async callbacks(): Promise<string[]> {
    const out: string[] = [];
    const twice: Row[] = await this.dataSource.query(`
      SELECT provider, provider_txn_id, COUNT(*) AS times FROM payment_callbacks
      GROUP BY provider, provider_txn_id HAVING COUNT(*) > 1`);
    for (const r of twice)
      out.push(`callback ${String(r.provider)}/${String(r.provider_txn_id)} recorded ${n(r.times)} times`);
    const paidTwice: Row[] = await this.dataSource.query(`
      SELECT p.order_id, COUNT(*) AS times FROM payment_events e JOIN payments p ON p.payment_no = e.payment_no
      WHERE e.result = 'paid' AND p.purpose = 'ticket' GROUP BY p.order_id HAVING COUNT(*) > 1`);
    for (const r of paidTwice) out.push(`order ${n(r.order_id)} was paid by ${n(r.times)} provider events`);
    const unpaid: Row[] = await this.dataSource.query(`
      SELECT o.order_no, o.status FROM payment_events e JOIN payments p ON p.payment_no = e.payment_no
      JOIN orders o ON o.id = p.order_id WHERE e.result = 'paid' AND p.purpose = 'ticket' AND o.status NOT IN ('paid', 'refunded')`);
    for (const r of unpaid)
      out.push(`order ${String(r.order_no)} is ${String(r.status)} though a provider event paid it`);
    const succeeded: Row[] = await this.dataSource.query(`
      SELECT p.order_id, COUNT(*) AS times FROM payments p WHERE p.status = 'succeeded' AND p.purpose = 'ticket'
      GROUP BY p.order_id HAVING COUNT(*) > 1`);
    for (const r of succeeded) out.push(`order ${n(r.order_id)} has ${n(r.times)} succeeded payments`);
    const unbacked: Row[] = await this.dataSource.query(`
      SELECT o.order_no FROM orders o WHERE o.status = 'paid'
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.purpose = 'ticket' AND p.order_id = o.id AND p.status = 'succeeded')`);
    for (const r of unbacked) out.push(`order ${String(r.order_no)} is paid without a succeeded payment`);
    const unrefunded: Row[] = await this.dataSource.query(`
      SELECT p.payment_no FROM payments p WHERE p.status = 'refunded'
      AND NOT EXISTS (SELECT 1 FROM payment_refunds r WHERE r.payment_id = p.id)`);
    for (const r of unrefunded) out.push(`payment ${String(r.payment_no)} is refunded but no refund is owed for it`);
    // Refunds never exceed the charge: what the payment took as refunded, and its refund rows. A
    // charge of another amount than the payment's (reason amount_mismatch) is refunded whole, as
    // the provider took it: it is not counted against the payment's amount.
    const over: Row[] = await this.dataSource.query(`
      SELECT p.payment_no, p.amount, p.refunded, (SELECT COALESCE(SUM(r.amount), 0) FROM payment_refunds r
        WHERE r.payment_id = p.id AND r.provider_txn_id = p.provider_txn_id AND r.reason <> 'amount_mismatch') AS owed
      FROM payments p WHERE p.refunded > p.amount OR p.refunded < 0 OR (SELECT COALESCE(SUM(r.amount), 0)
        FROM payment_refunds r WHERE r.payment_id = p.id AND r.provider_txn_id = p.provider_txn_id
        AND r.reason <> 'amount_mismatch') > p.amount`);
    for (const r of over) {
      out.push(
        `payment ${String(r.payment_no)} of ${n(r.amount)} owes refunds of ${n(r.owed)} (taken ${n(r.refunded)}): more than its charge`,
      );
    }
    // A sold return (resale paid back to the original payment) is refunded exactly once.
    if ((await this.dataSource.query("SELECT 1 FROM resale_listings WHERE payout = 'refund' LIMIT 1")).length) {
      const returns: Row[] = await this.dataSource.query(`
        SELECT l.id, (SELECT COUNT(*) FROM payment_refunds r WHERE r.refund_key = ${this.concatSql("'resale:'", 'l.id')}) AS times
        FROM resale_listings l WHERE l.status = 'sold' AND l.payout = 'refund'`);
      for (const r of returns) {
        if (n(r.times) !== 1) out.push(`returned listing ${n(r.id)} was refunded ${n(r.times)} times, expected 1`);
      }
    }
    // Every charge either paid its payment (the payment names it) or is refunded on its own.
    const kept: Row[] = await this.dataSource.query(`
      SELECT p.payment_no, c.provider_txn_id FROM payment_callbacks c JOIN payments p ON p.id = c.payment_id
      WHERE NOT (p.status = 'succeeded' AND p.provider_txn_id = c.provider_txn_id)
      AND NOT EXISTS (SELECT 1 FROM payment_refunds r WHERE r.payment_id = c.payment_id AND r.provider_txn_id = c.provider_txn_id)`);
    for (const r of kept) {
      out.push(
        `charge ${String(r.provider_txn_id)} of payment ${String(r.payment_no)} neither paid it nor is refunded`,
      );
    }
    return out;
  }

  /**
   * Resale: a live listing's ticket is 'listed' and still its seller's (unusable at the gate and
   * for transfers), a listed ticket has one live listing, a held listing is held by a held resale
   * order, each holding of a ticket sold at most once, and every paid resale order is the sale of
   * exactly one listing.
   */
  private async resale(): Promise<string[]> {
    const out: string[] = [];
    const live: Row[] = await this.dataSource.query(`
      SELECT r.id, r.ticket_id, t.status, t.user_id, r.seller_id FROM resale_listings r JOIN tickets t ON t.id = r.ticket_id
      WHERE r.status IN ('listed', 'held') AND (t.status <> 'listed' OR t.user_id <> r.seller_id)`);
    for (const r of live) {
      out.push(
        `listing ${n(r.id)} is live but its ticket ${n(r.ticket_id)} is ${String(r.status)} (holder ${n(r.user_id)})`,
      );
    }
    const listed: Row[] = await this.dataSource.query(`
      SELECT t.id, (SELECT COUNT(*) FROM resale_listings r WHERE r.ticket_id = t.id AND r.status IN ('listed', 'held')) AS live
      FROM tickets t WHERE t.status = 'listed'`);
    for (const r of listed) {
      if (n(r.live) !== 1) out.push(`ticket ${n(r.id)} is listed with ${n(r.live)} live listings`);
    }
    const held: Row[] = await this.dataSource.query(`
      SELECT r.id, o.order_no, o.status FROM resale_listings r LEFT JOIN orders o ON o.id = r.order_id
      WHERE r.status = 'held' AND (o.id IS NULL OR o.status <> 'held' OR o.source <> 'resale')`);
    for (const r of held) out.push(`listing ${n(r.id)} is held by order ${String(r.order_no)} (${String(r.status)})`);
    const twice: Row[] = await this.dataSource.query(`
      SELECT ticket_id, from_order_id, COUNT(*) AS times FROM resale_listings WHERE status = 'sold'
      GROUP BY ticket_id, from_order_id HAVING COUNT(*) > 1`);
    for (const r of twice) {
      out.push(`ticket ${n(r.ticket_id)} was sold ${n(r.times)} times from order ${n(r.from_order_id)}`);
    }
    const sales: Row[] = await this.dataSource.query(`
      SELECT o.order_no, o.status, (SELECT COUNT(*) FROM resale_listings r WHERE r.order_id = o.id AND r.status = 'sold') AS sold
      FROM orders o WHERE o.source = 'resale' AND o.status IN ('paid', 'refunded')
      UNION ALL
      SELECT o.order_no, o.status, 1 AS sold FROM resale_listings r JOIN orders o ON o.id = r.order_id
      WHERE r.status = 'sold' AND o.status NOT IN ('paid', 'refunded')`);
    for (const r of sales) {
      if (n(r.sold) !== 1 || (r.status !== 'paid' && r.status !== 'refunded')) {
        out.push(`resale order ${String(r.order_no)} (${String(r.status)}) is the sale of ${n(r.sold)} listings`);
      }
    }
    return out;
  }
}
