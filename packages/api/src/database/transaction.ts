import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isRetryableConflict } from './db-errors.js';
import { SqliteGate } from './sqlite-gate.js';

const MAX_ATTEMPTS = 5;

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

  withTransaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    if (this.sqlite) return this.sqlite.transaction(work);
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
