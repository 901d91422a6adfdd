import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

type Row = Record<string, unknown>;
const n = (value: unknown): number => Number(value ?? 0);
const s = (value: unknown): string => String(value);

/** Orders of each purpose, where they live and which of their states mean 'paid' (merch only once it exists). */
const PAID_ORDERS = [
  { purpose: 'ticket', table: 'orders', paid: ['paid'] },
  { purpose: 'topup', table: 'wallet_topups', paid: ['paid'] },
  { purpose: 'merch', table: 'merch_orders', paid: ['paid', 'shipped', 'delivered', 'collected'] },
  { purpose: 'checkout', table: 'checkouts', paid: ['paid'] },
];

/** A checkout's parts (a ticket and a merch order) are paid by their checkout's payment, not their own. */
const PART_TABLES = ['orders', 'merch_orders'];

/**
 * The wallet's invariants over the whole database (`pnpm ops wallet verify`), each a read-only
 * query answering the rows that break it:
 * - every ledger transaction has at least two entries, summing to zero per unit;
 * - every fan account's balance equals the sum of its entries, each entry's balance after equals
 *   the running sum of the account's entries up to it, and no fan balance is below zero;
 * - no provider transaction credited twice, every paid top-up credited exactly once and nothing
 *   credited for a top-up that is not paid;
 * - every wallet payment debited once (`pay:`), every wallet refund backed by its payment;
 * - every paid order (tickets, top-ups, merch) has exactly one succeeded payment.
 */
@Injectable()
export class WalletInvariants {
  constructor(private readonly dataSource: DataSource) {}

  /** Every breach, one line each; empty when every invariant holds. */
  async breaches(): Promise<string[]> {
    return [
      ...(await this.balanced()),
      ...(await this.balances()),
      ...(await this.topUps()),
      ...(await this.walletPayments()),
      ...(await this.paidOrders()),
      ...(await this.resaleCredits()),
    ];
  }

  private query(sql: string, params: unknown[] = []): Promise<Row[]> {
    return this.dataSource.query(sql, params);
  }

  private async balanced(): Promise<string[]> {
    const out: string[] = [];
    for (const r of await this.query(`
      SELECT t.id, t.tx_key, a.unit, SUM(e.amount) AS total FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
      GROUP BY t.id, t.tx_key, a.unit HAVING SUM(e.amount) <> 0`)) {
      out.push(`ledger transaction ${n(r.id)} (${s(r.tx_key)}): its ${s(r.unit)} entries sum to ${n(r.total)}, not 0`);
    }
    for (const r of await this.query(`
      SELECT t.id, t.tx_key, (SELECT COUNT(*) FROM ledger_entries e WHERE e.transaction_id = t.id) AS legs
      FROM ledger_transactions t WHERE (SELECT COUNT(*) FROM ledger_entries e WHERE e.transaction_id = t.id) < 2`)) {
      out.push(`ledger transaction ${n(r.id)} (${s(r.tx_key)}) has ${n(r.legs)} entries, fewer than two`);
    }
    return out;
  }

  private async balances(): Promise<string[]> {
    const out: string[] = [];
    for (const r of await this.query(`
      SELECT a.id, a.owner, a.unit, a.balance, COALESCE(SUM(e.amount), 0) AS total FROM ledger_accounts a
      LEFT JOIN ledger_entries e ON e.account_id = a.id WHERE a.kind = 'fan'
      GROUP BY a.id, a.owner, a.unit, a.balance HAVING a.balance <> COALESCE(SUM(e.amount), 0)`)) {
      out.push(
        `account ${n(r.id)} (${s(r.owner)} ${s(r.unit)}): balance ${n(r.balance)} but its entries sum to ${n(r.total)}`,
      );
    }
    for (const r of await this.query(
      `SELECT id, owner, unit, balance FROM ledger_accounts WHERE kind = 'fan' AND balance < 0`,
    )) {
      out.push(`account ${n(r.id)} (${s(r.owner)} ${s(r.unit)}): balance ${n(r.balance)} is below zero`);
    }
    for (const r of await this.query(`
      SELECT x.id, x.account_id, x.balance_after, x.running FROM (
        SELECT e.id, e.account_id, e.balance_after,
          SUM(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id) AS running
        FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'fan') x
      WHERE x.balance_after IS NULL OR x.balance_after <> x.running OR x.balance_after < 0`)) {
      out.push(
        `entry ${n(r.id)} of account ${n(r.account_id)}: balance after ${r.balance_after === null ? 'missing' : n(r.balance_after)}, but its entries up to it sum to ${n(r.running)}`,
      );
    }
    return out;
  }

  private async topUps(): Promise<string[]> {
    const out: string[] = [];
    for (const r of await this.query(`
      SELECT provider, provider_txn_id, COUNT(*) AS times FROM payments
      WHERE purpose = 'topup' AND status IN ('succeeded', 'refunded') AND provider_txn_id IS NOT NULL
      GROUP BY provider, provider_txn_id HAVING COUNT(*) > 1`)) {
      out.push(`provider transaction ${s(r.provider)}/${s(r.provider_txn_id)} paid ${n(r.times)} top-up payments`);
    }
    for (const r of await this.query(`
      SELECT w.order_no, w.status, (SELECT COUNT(*) FROM ledger_transactions t WHERE t.kind = 'topup' AND t.order_no = w.order_no) AS credits
      FROM wallet_topups w`)) {
      const expected = r.status === 'paid' ? 1 : 0;
      if (n(r.credits) !== expected) {
        out.push(`top-up ${s(r.order_no)} (${s(r.status)}) was credited ${n(r.credits)} times, expected ${expected}`);
      }
    }
    for (const r of await this.query(`
      SELECT t.id, t.order_no FROM ledger_transactions t WHERE t.kind = 'topup'
      AND NOT EXISTS (SELECT 1 FROM wallet_topups w WHERE w.order_no = t.order_no)`)) {
      out.push(`ledger transaction ${n(r.id)} credits a top-up ${s(r.order_no)} that does not exist`);
    }
    return out;
  }

  private async walletPayments(): Promise<string[]> {
    const out: string[] = [];
    for (const r of await this.query(`
      SELECT p.payment_no, p.amount FROM payments p WHERE p.provider = 'wallet' AND p.status IN ('succeeded', 'refunded')
      AND p.amount > 0 AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.tx_key = ${concat("'pay:'", 'p.payment_no', this.mysql)})`)) {
      out.push(`wallet payment ${s(r.payment_no)} of ${n(r.amount)} has no ledger debit`);
    }
    for (const r of await this.query(`
      SELECT t.id, t.tx_key FROM ledger_transactions t WHERE t.kind = 'payment' AND t.tx_key LIKE 'pay:%'
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.provider = 'wallet' AND p.status IN ('succeeded', 'refunded')
        AND ${concat("'pay:'", 'p.payment_no', this.mysql)} = t.tx_key)`)) {
      out.push(`ledger transaction ${n(r.id)} (${s(r.tx_key)}) debits a wallet payment that did not succeed`);
    }
    for (const r of await this.query(`
      SELECT t.id, t.tx_key FROM ledger_transactions t WHERE t.kind = 'refund' AND t.tx_key LIKE 'refund:%'
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.provider = 'wallet' AND p.status = 'refunded'
        AND ${concat("'refund:'", 'p.payment_no', this.mysql)} = t.tx_key)
      AND NOT EXISTS (SELECT 1 FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
        WHERE p.provider = 'wallet' AND r.refund_key <> 'charge'
        AND ${concat(concat("'refund:'", 'p.payment_no', this.mysql), concat("':'", 'r.refund_key', this.mysql), this.mysql)} = t.tx_key)`)) {
      out.push(`ledger transaction ${n(r.id)} (${s(r.tx_key)}) refunds a wallet payment that is not refunded`);
    }
    // A wallet payment is given back at most once in all: its refunds (the whole, or returned
    // tickets one by one) never add up to more than it debited.
    for (const r of await this.query(`
      SELECT p.payment_no, p.amount, (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_transactions t
        JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
        WHERE t.kind = 'refund' AND a.kind = 'fan' AND a.user_id = p.user_id
        AND (t.tx_key = ${concat("'refund:'", 'p.payment_no', this.mysql)}
          OR t.tx_key LIKE ${concat(concat("'refund:'", 'p.payment_no', this.mysql), "':%'", this.mysql)})) AS back
      FROM payments p WHERE p.provider = 'wallet' AND p.status IN ('succeeded', 'refunded')`)) {
      if (n(r.back) > n(r.amount))
        out.push(`wallet payment ${s(r.payment_no)} of ${n(r.amount)} was given back ${n(r.back)}`);
    }
    return out;
  }

  private async paidOrders(): Promise<string[]> {
    const out: string[] = [];
    const tables = new Set(await this.tables());
    for (const { purpose, table, paid } of PAID_ORDERS) {
      if (!tables.has(table)) continue;
      const states = paid.map((p) => `'${p}'`).join(', ');
      const alone = PART_TABLES.includes(table) ? 'o.checkout_id IS NULL AND ' : '';
      for (const r of await this.query(
        `SELECT o.order_no, o.status, (SELECT COUNT(*) FROM payments p WHERE p.purpose = ? AND p.order_id = o.id AND p.status = 'succeeded') AS payments
         FROM ${table} o WHERE ${alone}o.status IN (${states})
           OR (SELECT COUNT(*) FROM payments p WHERE p.purpose = ? AND p.order_id = o.id AND p.status = 'succeeded') > 1`,
        [purpose, purpose],
      )) {
        const expected = paid.includes(s(r.status)) ? 1 : 0;
        if (n(r.payments) !== expected) {
          out.push(
            `${purpose} order ${s(r.order_no)} (${s(r.status)}) has ${n(r.payments)} succeeded payments, expected ${expected}`,
          );
        }
      }
    }
    return out;
  }

  /** Every sold listing paid to a wallet credits its seller exactly once, and nothing else is credited as a resale. */
  private async resaleCredits(): Promise<string[]> {
    const out: string[] = [];
    if (!(await this.tables()).includes('resale_listings')) return out;
    for (const r of await this.query(`
      SELECT r.id, o.order_no, (SELECT COUNT(*) FROM ledger_transactions t WHERE t.kind = 'resale' AND t.order_no = o.order_no) AS credits
      FROM resale_listings r JOIN orders o ON o.id = r.order_id
      WHERE r.status = 'sold' AND r.payout = 'wallet' AND r.price > 0`)) {
      if (n(r.credits) !== 1)
        out.push(`resale listing ${n(r.id)} (${s(r.order_no)}) credited its seller ${n(r.credits)} times, expected 1`);
    }
    for (const r of await this.query(`
      SELECT t.id, t.order_no FROM ledger_transactions t WHERE t.kind = 'resale' AND NOT EXISTS (
        SELECT 1 FROM resale_listings r JOIN orders o ON o.id = r.order_id WHERE r.status = 'sold' AND o.order_no = t.order_no)`)) {
      out.push(`ledger transaction ${n(r.id)} credits a resale ${s(r.order_no)} that was not sold`);
    }
    return out;
  }

  private get mysql(): boolean {
    return this.dataSource.options.type !== 'better-sqlite3';
  }

  private async tables(): Promise<string[]> {
    const rows = this.mysql
      ? await this.query('SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()')
      : await this.query("SELECT name FROM sqlite_master WHERE type = 'table'");
    return rows.map((r) => s(r.name));
  }
}

/** `a || b` on SQLite, CONCAT(a, b) on MySQL. */
function concat(a: string, b: string, mysql: boolean): string {
  return mysql ? `CONCAT(${a}, ${b})` : `${a} || ${b}`;
}
