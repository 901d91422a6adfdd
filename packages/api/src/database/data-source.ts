import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/config.js';
import { MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './naming.js';
import { SQLITE_STATEMENT_CACHE } from './sqlite-parameters.js';

/**
 * The embedded database's settings (beside WAL): foreign keys; commits durable at the next
 * checkpoint (synchronous NORMAL, safe in WAL mode); a 64 MiB page cache and reads through a
 * memory map instead of a read call per page; a checkpoint every 10,000 WAL pages rather than
 * 1,000, so pages that every payment rewrites (a seat area's counts, the platform's accounts,
 * index roots) are copied back to the database file a tenth as often.
 */
export const SQLITE_PRAGMAS = [
  'foreign_keys = ON',
  'synchronous = NORMAL',
  'cache_size = -65536',
  'mmap_size = 268435456',
  'wal_autocheckpoint = 10000',
];

/**
 * TypeORM options for the configured database; schema only ever through migrations. The entity
 * list is the composition root's (app/entities.ts): the modules own their entities, and this
 * folder imports none of them.
 */
export function dataSourceOptions(
  database: DatabaseConfig,
  entities: DataSourceOptions['entities'],
): DataSourceOptions {
  const common = {
    entities,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each' as const,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    logging: false,
  };
  if (database.type === 'sqlite') {
    if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: database.path,
      enableWAL: database.path !== ':memory:',
      timeout: 10_000,
      statementCacheSize: SQLITE_STATEMENT_CACHE,
      prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
        for (const pragma of SQLITE_PRAGMAS) db.pragma(pragma);
      },
    };
  }
  return {
    ...common,
    type: 'mysql',
    url: database.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    poolSize: 20,
    // mysql2's `trace` (on by default) captures a stack trace at every query so an error can name its
    // caller: a cost on every statement for a line in a log. Our errors carry their own context
    // (the coded AppError, the request id in the log), so it is off.
    extra: { connectionLimit: 20, waitForConnections: true, trace: false },
  };
}
