import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isRetryableConflict } from './db-errors.js';
import { SqliteGate } from './sqlite-gate.js';

const MAX_ATTEMPTS = 5;

/** What each open unit of work runs once it has committed (`afterCommit`), by its manager. */
const afterCommits = new WeakMap<EntityManager, (() => Promise<void>)[]>();

/**
 * The unit of work: one transaction handed explicitly to every repository it touches. On
 * SQLite transactions are serialized (one connection; see SqliteGate); on MySQL a deadlock or lock timeout
 * re-runs the whole unit, which is safe because nothing outside the transaction was written.
 */
@Injectable()
export class TransactionRunner {
  private readonly sqlite: SqliteGate | null;

  constructor(readonly dataSource: DataSource) {
    this.sqlite = SqliteGate.of(dataSource);
  }

  get isSqlite(): boolean {
    return this.sqlite !== null;
  }

  /**
   * Runs `work` in one transaction; once it has committed (and, on SQLite, the next transaction
   * may begin), what the unit of work asked for with `afterCommit` runs before the answer.
   */
  async withTransaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    let after: (() => Promise<void>)[] = [];
    // A fresh list per attempt: a re-run unit (MySQL deadlock) asks again; a rolled-back one's is dropped.
    const unit = async (tx: EntityManager): Promise<T> => {
      after = [];
      afterCommits.set(tx, after);
      try {
        return await work(tx);
      } finally {
        afterCommits.delete(tx);
      }
    };
    const result = await (this.sqlite ? this.sqlite.transaction(unit) : this.retrying(unit));
    for (const next of after) await next();
    return result;
  }

  /**
   * Asks the unit of work `tx` to run `next` once it has committed (never if it rolls back),
   * before `withTransaction` answers. `next` must not throw. False when `tx` is no unit of work
   * of `withTransaction` (then nothing is run).
   */
  static afterCommit(tx: EntityManager, next: () => Promise<void>): boolean {
    const list = afterCommits.get(tx);
    if (!list) return false;
    list.push(next);
    return true;
  }

  private async retrying<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (!isRetryableConflict(error) || attempt >= MAX_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
      }
    }
  }
}
