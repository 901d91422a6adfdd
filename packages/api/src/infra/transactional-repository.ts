import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * What every repository extends: the one way to take a unit of work's manager (the transaction
 * `withTransaction` hands out). Writes, and reads that must see the unit of work, take
 * `tx: EntityManager` as a required parameter and use it; a read that stands alone runs on
 * `this.manager()`, the pool.
 */
@Injectable()
export abstract class TransactionalRepository {
  constructor(protected readonly dataSource: DataSource) {}

  /** The transaction's manager when the read belongs to one, else the pool's. */
  protected manager(tx?: EntityManager): EntityManager {
    return tx ?? this.dataSource.manager;
  }
}
