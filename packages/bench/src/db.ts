import { createConnection, type Connection } from 'mysql2/promise';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The two databases the app runs on: the embedded SQLite, or MariaDB/MySQL at DATABASE_URL. */
export type Kind = 'sqlite' | 'mysql';

/** Whether DATABASE_URL names a MariaDB/MySQL server. */
export const mysqlConfigured = (): boolean => /^(mysql|mariadb):/i.test(process.env.DATABASE_URL ?? '');

/**
 * The bench's own connection to the app's database: it seeds what the app would take too long to
 * make over HTTP (signed-in buyers, funded wallets, tickets) and checks the database after a run.
 */
export interface Db {
  kind: Kind;
  run(sql: string, params?: unknown[]): Promise<number>;
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** The part of better-sqlite3 used here (the bench package carries no type package for it). */
interface SqliteHandle {
  prepare(sql: string): { run(...params: unknown[]): { changes: number }; all(...params: unknown[]): unknown[] };
  close(): void;
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (
  path: string,
  options: { timeout: number },
) => SqliteHandle;

function sqliteDb(path: string): Db {
  const db = new Database(path, { timeout: 10_000 });
  // The app's settings for its own connection (the file is already in WAL mode): the seeding's
  // batches commit without waiting for the disk, as the app's transactions do.
  db.prepare('PRAGMA synchronous = NORMAL').run();
  db.prepare('PRAGMA foreign_keys = ON').run();
  return {
    kind: 'sqlite',
    run: async (sql, params = []) => db.prepare(sql).run(...params).changes,
    all: async <T>(sql: string, params: unknown[] = []) => db.prepare(sql).all(...params) as T[],
    close: async () => db.close(),
  };
}

async function mysqlDb(url: string): Promise<Db> {
  const conn: Connection = await createConnection({ uri: url, multipleStatements: false });
  return {
    kind: 'mysql',
    run: async (sql, params = []) => {
      const [result] = await conn.query(sql, params);
      return (result as { affectedRows: number }).affectedRows;
    },
    all: async <T>(sql: string, params: unknown[] = []) => (await conn.query(sql, params))[0] as T[],
    close: () => conn.end(),
  };
}

/** A connection to the database at `url` (`sqlite:<file>` or `mysql://…`), once the app has migrated it. */
export function openDb(kind: Kind, url: string): Promise<Db> {
  return kind === 'sqlite' ? Promise.resolve(sqliteDb(url.slice('sqlite:'.length))) : mysqlDb(url);
}

/**
 * A fresh, empty database for one run: a temporary SQLite file, or on MariaDB/MySQL a schema of its
 * own beside DATABASE_URL's (its name followed by the scenario and a random suffix), which `drop`
 * removes again. DATABASE_URL's own schema is never touched.
 */
export async function freshDatabase(kind: Kind, label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `fanpass-bench-${label}-`));
    return {
      url: `sqlite:${join(dir, 'fanpass.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!mysqlConfigured()) throw new Error('--db mysql needs DATABASE_URL=mysql://user@host:3306/<schema>');
  const base = new URL(process.env.DATABASE_URL!.replace(/^mariadb:/i, 'mysql:'));
  const prefix = base.pathname.replace(/^\//, '') || 'fanpass_bench';
  const name = `${prefix.slice(0, 40)}_${label}_${randomBytes(4).toString('hex')}`;
  const server = new URL(base.toString());
  server.pathname = '/';
  const admin = async (sql: string) => {
    const conn = await createConnection({ uri: server.toString() });
    try {
      await conn.query(sql);
    } finally {
      await conn.end();
    }
  };
  await admin(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS \`${name}\``) };
}

/** `?, ?, …` for `n` values (or `n` rows of one shape). */
export const places = (n: number, one = '?'): string => Array(n).fill(one).join(', ');
