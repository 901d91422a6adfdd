import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isRetryableConflict } from '../infra/db-errors.js';

const MAX_ATTEMPTS = 5;

/** Runs async work one at a time (SQLite has a single connection and a single writer). */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * The unit of work: one transaction handed explicitly to every repository it touches. On
 * SQLite transactions are serialized (one connection); on MySQL a deadlock or lock timeout
 * re-runs the whole unit, which is safe because nothing outside the transaction was written.
 */
@Injectable()
export class TransactionRunner {
  private readonly sqliteLock: Mutex | undefined;

  constructor(readonly dataSource: DataSource) {
    this.sqliteLock = dataSource.options.type === 'better-sqlite3' ? new Mutex() : undefined;
  }

  get isSqlite(): boolean {
    return this.sqliteLock !== undefined;
  }

  withTransaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    if (this.sqliteLock) return this.sqliteLock.run(() => this.dataSource.transaction(work));
    return this.retrying(work);
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
