import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * What every repository extends: the one way to take a unit of work's manager (the transaction
 * `withTransaction` hands out). A read that must see the unit of work takes `tx: EntityManager`
 * as a required first parameter (`findByIdInTx(tx, id)`); a read that stands alone takes none and
 * runs on the pool through `this.manager()`.
 */
@Injectable()
export abstract class TransactionalRepository {
  constructor(protected readonly dataSource: DataSource) {}

  /** The transaction's manager when there is one, else the pool's. */
  protected manager(tx?: EntityManager): EntityManager {
    return tx ?? this.dataSource.manager;
  }
}
