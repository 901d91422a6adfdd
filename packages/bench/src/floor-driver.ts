import { createPool, type Pool, type PoolConnection } from 'mysql2';
import { createRequire } from 'node:module';

/*
 * The floors' database access (onsale-floor-server.ts, wallet-floor-server.ts, gate-floor-server.ts):
 * the same drivers as the app, with the app's SQLite settings and the app's one-writer-at-a-time
 * transactions on SQLite, a pool of the app's size on MySQL.
 */

export interface SqliteStatement {
  readonly reader: boolean;
  all(...p: unknown[]): Record<string, unknown>[];
  run(...p: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  raw(toggle: boolean): SqliteStatement;
  columns(): { name: string }[];
}

/** A better-sqlite3 connection with the app's settings (SQLITE_PRAGMAS in packages/api/src/database/data-source.ts). */
export function openSqlite(path: string): { prepare(sql: string): SqliteStatement } {
  const Database = createRequire(import.meta.url)('better-sqlite3') as new (
    p: string,
    o: { timeout: number },
  ) => { prepare(sql: string): SqliteStatement; pragma(s: string): unknown };
  const db = new Database(path, { timeout: 10_000 });
  db.pragma('journal_mode = WAL');
  // The app's SQLITE_PRAGMAS (packages/api/src/database/data-source.ts).
  for (const pragma of [
    'foreign_keys = ON',
    'synchronous = NORMAL',
    'cache_size = -65536',
    'mmap_size = 268435456',
    'wal_autocheckpoint = 10000',
  ])
    db.pragma(pragma);
  return db;
}

export type Row = Record<string, unknown>;

/** One transaction's statements: rows of a read, or what a write changed. */
export interface Tx {
  rows(sql: string, params: unknown[]): Promise<Row[]>;
  run(sql: string, params: unknown[]): Promise<{ changes: number; insertId: number }>;
}

export interface Driver extends Tx {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

export function sqliteDriver(path: string): Driver {
  const db = openSqlite(path);
  // Each statement prepared once; one that returns rows reads them as the app does
  // (packages/api/src/infra/sql.ts): values (raw), each row made by one object literal.
  const cache = new Map<string, { statement: SqliteStatement; row: ((values: unknown[]) => Row) | null }>();
  const st = (sql: string) => {
    let found = cache.get(sql);
    if (!found) {
      const statement = db.prepare(sql);
      const fields = statement.reader && statement.columns().map((c, i) => `${JSON.stringify(c.name)}: values[${i}]`);
      const row = fields
        ? (new Function('values', `return { ${fields.join(', ')} };`) as (values: unknown[]) => Row)
        : null;
      found = { statement: row ? statement.raw(true) : statement, row };
      cache.set(sql, found);
    }
    return found;
  };
  const tx: Tx = {
    rows: async (sql, params) => {
      const { statement, row } = st(sql);
      return (statement.all(...params) as unknown as unknown[][]).map(row!);
    },
    run: async (sql, params) => {
      const result = st(sql).statement.run(...params);
      return { changes: result.changes, insertId: Number(result.lastInsertRowid) };
    },
  };
  // One connection: transactions take turns, as the app's single SQLite connection makes them.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    ...tx,
    transaction: <T>(work: (t: Tx) => Promise<T>) => {
      const run = queue.then(async () => {
        st('BEGIN IMMEDIATE').statement.run();
        try {
          const result = await work(tx);
          st('COMMIT').statement.run();
          return result;
        } catch (error) {
          st('ROLLBACK').statement.run();
          throw error;
        }
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

/** The app's MySQL pool size (`connectionLimit` in packages/api/src/database/data-source.ts). */
export const APP_MYSQL_POOL = 20;

export function mysqlDriver(uri: string): Driver {
  // The app's pool size, and mysql2's callback API as the app uses it (src/infra/sql.ts): its
  // promise wrapper captures a stack per query.
  const pool = createPool({ uri, connectionLimit: APP_MYSQL_POOL });
  const query = (conn: Pool | PoolConnection, sql: string, params: unknown[] = []) =>
    new Promise<unknown>((resolve, reject) =>
      conn.query(sql, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  const on = (conn: Pool | PoolConnection): Tx => ({
    rows: async (sql, params) => (await query(conn, sql, params)) as Row[],
    run: async (sql, params) => {
      const result = (await query(conn, sql, params)) as { affectedRows: number; insertId: number };
      return { changes: result.affectedRows, insertId: result.insertId };
    },
  });
  const connection = () =>
    new Promise<PoolConnection>((resolve, reject) =>
      pool.getConnection((error, conn) => (error ? reject(error) : resolve(conn))),
    );
  return {
    ...on(pool),
    transaction: async (work) => {
      for (let attempt = 1; ; attempt++) {
        const conn = await connection();
        try {
          // The statements TypeORM's MySQL query runner sends for the app's transactions.
          await query(conn, 'START TRANSACTION');
          const result = await work(on(conn));
          await query(conn, 'COMMIT');
          return result;
        } catch (error) {
          await query(conn, 'ROLLBACK');
          // A deadlock re-runs the unit, as TransactionRunner does.
          if (!/ER_LOCK_DEADLOCK|ER_LOCK_WAIT_TIMEOUT/.test(String((error as { code?: string }).code)) || attempt >= 5)
            throw error;
        } finally {
          conn.release();
        }
      }
    },
  };
}

/** The driver of a floor's database (argv: sqlite|mysql and the URL). */
export function floorDriver(kind: string | undefined, url: string): Driver {
  return kind === 'sqlite' ? sqliteDriver(url.slice('sqlite:'.length)) : mysqlDriver(url);
}
