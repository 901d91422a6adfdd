import type { WalletRecordType, WalletUnit } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../database/db-errors.js';
import { num, numOrNull, sqlOf, type Sql } from '../../database/sql.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import type { LedgerAccountKind } from './entities/ledger-account.entity.js';

/** An account as the ledger uses it. */
export interface AccountRow {
  id: number;
  kind: LedgerAccountKind;
  userId: number | null;
  unit: WalletUnit;
  /**
   * A fan account's balance as its transaction holds it (read with a row lock on MySQL; SQLite has
   * one writer): the balance after a move is then known without reading it again. Only trusted
   * inside that same transaction.
   */
  held?: { tx: EntityManager; balance: number };
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
  balance?: unknown;
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
   * held by the caller's transaction with its balance: on MySQL a locking read, which reads the
   * newest committed row (not the transaction's snapshot) and keeps it the transaction's until it
   * ends, so the balance read is the balance the next move starts from; on SQLite the one
   * connection has one writer. A new row (the insert affected one) is this transaction's with
   * balance 0; one a racing first use inserted is read again, locked.
   */
  async fanAccount(tx: EntityManager, userId: number, unit: WalletUnit, now: number): Promise<AccountRow> {
    const owner = `fan:${userId}`;
    const found = await this.heldAccount(tx, owner, unit);
    if (found) return found;
    const result = await this.sql.run(
      `INSERT ${this.sql.mysql ? 'IGNORE' : 'OR IGNORE'} INTO ledger_accounts (owner, kind, user_id, unit, balance, created_at) VALUES (?, 'fan', ?, ?, 0, ?)`,
      [owner, userId, unit, now],
      tx,
    );
    if (result.affected === 1) return { id: result.insertId, kind: 'fan', userId, unit, held: { tx, balance: 0 } };
    const created = await this.heldAccount(tx, owner, unit);
    if (!created) throw new Error(`ledger account ${owner}/${unit} could not be opened`);
    return created;
  }

  private async heldAccount(tx: EntityManager, owner: string, unit: WalletUnit): Promise<AccountRow | null> {
    const [row] = await this.sql.rows<RawAccount>(
      this.sql.mysql
        ? 'SELECT id, kind, user_id, unit, balance FROM ledger_accounts WHERE owner = ? AND unit = ? FOR UPDATE'
        : 'SELECT id, kind, user_id, unit, balance FROM ledger_accounts WHERE owner = ? AND unit = ?',
      [owner, unit],
      tx,
    );
    return row ? { ...toAccount(row), held: { tx, balance: num(row.balance) } } : null;
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
   * write (the day's top-ups) take turns. MySQL locks the row (a fan account from `fanAccount` is
   * held already); SQLite has one writer already.
   */
  async lock(tx: EntityManager, account: AccountRow): Promise<void> {
    if (this.sql.mysql && account.held?.tx !== tx) {
      await this.sql.rows('SELECT id FROM ledger_accounts WHERE id = ? FOR UPDATE', [account.id], tx);
    }
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
   * The balance after is known from the account as this transaction holds it; else SQLite answers
   * it from the UPDATE (RETURNING) and MySQL reads it back.
   */
  async move(tx: EntityManager, account: AccountRow, delta: number): Promise<number | null> {
    const held = account.held?.tx === tx ? account.held : undefined;
    if (!held && !this.sql.mysql) {
      const [row] = await this.sql.rows<{ balance: unknown }>(
        'UPDATE ledger_accounts SET balance = balance + ? WHERE id = ? AND balance + ? >= 0 RETURNING balance',
        [delta, account.id, delta],
        tx,
      );
      return row ? num(row.balance) : null;
    }
    const result = await this.sql.run(
      'UPDATE ledger_accounts SET balance = balance + ? WHERE id = ? AND balance + ? >= 0',
      [delta, account.id, delta],
      tx,
    );
    if (result.affected !== 1) return null;
    if (held) return (held.balance += delta);
    const [row] = await this.sql.rows<{ balance: unknown }>(
      'SELECT balance FROM ledger_accounts WHERE id = ?',
      [account.id],
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
