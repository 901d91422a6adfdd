import type { WalletRecordType, WalletUnit } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../infra/db-errors.js';
import { num, numOrNull, sqlOf, type Sql } from '../../infra/sql.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import type { LedgerAccountKind } from './entities/ledger-account.entity.js';

/** An account as the ledger uses it. */
export interface AccountRow {
  id: number;
  kind: LedgerAccountKind;
  userId: number | null;
  unit: WalletUnit;
}

/** One record of a fan's wallet: an entry with its transaction's kind, order and time. */
export interface RecordRow {
  id: number;
  kind: WalletRecordType;
  amount: number;
  unit: WalletUnit;
  balanceAfter: number;
  orderNo: string | null;
  createdAt: number;
}

interface RawAccount {
  id: unknown;
  kind: LedgerAccountKind;
  user_id: unknown;
  unit: WalletUnit;
}

const toAccount = (row: RawAccount): AccountRow => ({
  id: num(row.id),
  kind: row.kind,
  userId: numOrNull(row.user_id),
  unit: row.unit,
});

/** The ledger's SQL (plain statements: wallet payments are a hot path). */
@Injectable()
export class LedgerRepository extends TransactionalRepository {
  private get sql(): Sql {
    return sqlOf(this.dataSource);
  }

  async account(owner: string, unit: WalletUnit, tx?: EntityManager): Promise<AccountRow | null> {
    const [row] = await this.sql.rows<RawAccount>(
      'SELECT id, kind, user_id, unit FROM ledger_accounts WHERE owner = ? AND unit = ?',
      [owner, unit],
      tx,
    );
    return row ? toAccount(row) : null;
  }

  /**
   * A fan's account, opened unless it exists (the unique index on owner and unit decides a race),
   * all in the caller's transaction. On MySQL a row a racing first use committed after this
   * transaction's snapshot is invisible to a plain SELECT, so the insert answers the id either way
   * (`ON DUPLICATE KEY UPDATE id = LAST_INSERT_ID(id)`); SQLite has one connection and one writer.
   */
  async fanAccount(tx: EntityManager, userId: number, unit: WalletUnit, now: number): Promise<AccountRow> {
    const owner = `fan:${userId}`;
    const found = await this.account(owner, unit, tx);
    if (found) return found;
    if (this.sql.mysql) {
      const result = await this.sql.run(
        "INSERT INTO ledger_accounts (owner, kind, user_id, unit, balance, created_at) VALUES (?, 'fan', ?, ?, 0, ?) ON DUPLICATE KEY UPDATE id = LAST_INSERT_ID(id)",
        [owner, userId, unit, now],
        tx,
      );
      return { id: result.insertId, kind: 'fan', userId, unit };
    }
    await this.sql.run(
      "INSERT OR IGNORE INTO ledger_accounts (owner, kind, user_id, unit, balance, created_at) VALUES (?, 'fan', ?, ?, 0, ?)",
      [owner, userId, unit, now],
      tx,
    );
    const created = await this.account(owner, unit, tx);
    if (!created) throw new Error(`ledger account ${owner}/${unit} could not be opened`);
    return created;
  }

  /** The platform's accounts (seeded by the migration). */
  async platformAccounts(): Promise<AccountRow[]> {
    const rows = await this.sql.rows<RawAccount>(
      "SELECT id, kind, user_id, unit FROM ledger_accounts WHERE kind <> 'fan'",
      [],
    );
    return rows.map(toAccount);
  }

  /**
   * Holds an account until the transaction ends, so one fan's writers that read before they
   * write (the day's top-ups) take turns. MySQL locks the row; SQLite has one writer already.
   */
  async lock(tx: EntityManager, accountId: number): Promise<void> {
    if (this.sql.mysql) await this.sql.rows('SELECT id FROM ledger_accounts WHERE id = ? FOR UPDATE', [accountId], tx);
  }

  /** A written transaction's order number and the entry it made on an account (null when it has none). */
  async entryOf(
    key: string,
    accountOwner: string,
    unit: WalletUnit,
  ): Promise<{ orderNo: string | null; amount: number; balanceAfter: number | null } | null> {
    const [row] = await this.sql.rows<{ order_no: string | null; amount: unknown; balance_after: unknown }>(
      'SELECT t.order_no, e.amount, e.balance_after FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id WHERE t.tx_key = ? AND a.owner = ? AND a.unit = ?',
      [key, accountOwner, unit],
    );
    return row ? { orderNo: row.order_no, amount: num(row.amount), balanceAfter: numOrNull(row.balance_after) } : null;
  }

  /** Inserts a transaction; null when its key is taken (written before). */
  async insertTransaction(
    tx: EntityManager,
    row: { kind: WalletRecordType; key: string; orderNo: string | null; createdAt: number },
  ): Promise<number | null> {
    try {
      const result = await this.sql.run(
        'INSERT INTO ledger_transactions (kind, tx_key, order_no, created_at) VALUES (?, ?, ?, ?)',
        [row.kind, row.key, row.orderNo, row.createdAt],
        tx,
      );
      return result.insertId;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async transactionIdOf(key: string, tx?: EntityManager): Promise<number | null> {
    const [row] = await this.sql.rows<{ id: unknown }>(
      'SELECT id FROM ledger_transactions WHERE tx_key = ?',
      [key],
      tx,
    );
    return row ? num(row.id) : null;
  }

  /**
   * Moves a fan account's balance by `delta` unless that takes it below zero: one conditional
   * UPDATE whose affected-row count decides. Answers the balance after, or null when refused.
   */
  async move(tx: EntityManager, accountId: number, delta: number): Promise<number | null> {
    const result = await this.sql.run(
      'UPDATE ledger_accounts SET balance = balance + ? WHERE id = ? AND balance + ? >= 0',
      [delta, accountId, delta],
      tx,
    );
    if (result.affected !== 1) return null;
    const [row] = await this.sql.rows<{ balance: unknown }>(
      'SELECT balance FROM ledger_accounts WHERE id = ?',
      [accountId],
      tx,
    );
    return num(row!.balance);
  }

  async insertEntries(
    tx: EntityManager,
    transactionId: number,
    entries: { accountId: number; amount: number; balanceAfter: number | null }[],
  ): Promise<void> {
    const values = entries.map(() => '(?, ?, ?, ?)').join(', ');
    await this.sql.run(
      `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES ${values}`,
      entries.flatMap((e) => [transactionId, e.accountId, e.amount, e.balanceAfter]),
      tx,
    );
  }

  /** A fan's balances by unit (0 for an account not opened yet). */
  async balances(userId: number, tx?: EntityManager): Promise<Record<WalletUnit, number>> {
    const rows = await this.sql.rows<{ unit: WalletUnit; balance: unknown }>(
      'SELECT unit, balance FROM ledger_accounts WHERE owner = ?',
      [`fan:${userId}`],
      tx,
    );
    const balances: Record<WalletUnit, number> = { cash: 0, coin: 0 };
    for (const row of rows) balances[row.unit] = num(row.balance);
    return balances;
  }

  /** A fan's records, newest first. */
  async records(
    userId: number,
    filter: { kind?: WalletRecordType; unit?: WalletUnit },
    page: { offset: number; limit: number },
  ): Promise<{ rows: RecordRow[]; total: number }> {
    const where = ['a.owner = ?'];
    const params: unknown[] = [`fan:${userId}`];
    if (filter.unit) {
      where.push('a.unit = ?');
      params.push(filter.unit);
    }
    if (filter.kind) {
      where.push('t.kind = ?');
      params.push(filter.kind);
    }
    const from = `FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id WHERE ${where.join(' AND ')}`;
    const [count] = await this.sql.rows<{ n: unknown }>(`SELECT COUNT(*) AS n ${from}`, params);
    const rows = await this.sql.rows<Record<string, unknown>>(
      `SELECT e.id, t.kind, e.amount, a.unit, e.balance_after, t.order_no, t.created_at ${from} ORDER BY e.id DESC LIMIT ? OFFSET ?`,
      [...params, page.limit, page.offset],
    );
    return {
      total: num(count!.n),
      rows: rows.map((r) => ({
        id: num(r.id),
        kind: r.kind as WalletRecordType,
        amount: num(r.amount),
        unit: r.unit as WalletUnit,
        balanceAfter: num(r.balance_after),
        orderNo: (r.order_no as string | null) ?? null,
        createdAt: num(r.created_at),
      })),
    };
  }
}
