import { DataSource, type DataSourceOptions } from 'typeorm';
import { SqliteGate } from './sqlite-gate.js';
import { bindNumbersOnSqlite } from './sqlite-parameters.js';

/**
 * The TypeORM version the two SQLite patches were written for and checked against
 * (docs/decisions/0018-sqlite-patches-pinned.md). Both replace a method of the data source's own
 * driver, a part of TypeORM that is not its public API:
 *
 * - SqliteGate (sqlite-gate.ts): the driver's createQueryRunner, so that a statement from outside
 *   a transaction waits while one is open on SQLite's one connection, and each transaction runs on
 *   a query runner of its own (made with the shared runner's class);
 * - bindNumbersOnSqlite (sqlite-parameters.ts): the driver's escapeQueryWithParameters, so that
 *   numbers are bound as parameters instead of written into the SQL text.
 *
 * TypeORM is pinned to this exact version in package.json, and sqlite-patches.spec.ts fails when
 * the installed version is another one or when either patch stops taking effect: an upgrade
 * re-checks both against the new driver before this constant moves.
 */
export const SQLITE_PATCHES_TYPEORM = '1.1.1';

/** Both patches on a SQLite data source, before it is initialized; a MySQL one is left as it is. */
export function patchSqlite(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource;
  bindNumbersOnSqlite(dataSource);
  SqliteGate.of(dataSource);
  return dataSource;
}

/** TypeOrmModule's dataSourceFactory: the data source, patched on SQLite (patchSqlite). */
export function sqliteTunedDataSource(options?: DataSourceOptions): Promise<DataSource> {
  return Promise.resolve(patchSqlite(new DataSource(options!)));
}
