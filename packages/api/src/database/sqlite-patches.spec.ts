import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DataSource, type Logger } from 'typeorm';
import { SqliteGate } from './sqlite-gate.js';
import { patchSqlite, SQLITE_PATCHES_TYPEORM } from './sqlite-patches.js';

/** The version of the TypeORM that this package resolves. */
function installedTypeorm(): string {
  const main = createRequire(import.meta.url).resolve('typeorm');
  return (JSON.parse(readFileSync(join(dirname(main), 'package.json'), 'utf8')) as { version: string }).version;
}

/** The statements TypeORM hands to the driver, as its logger hears them. */
const statements: { sql: string; params: unknown[] }[] = [];
const logger: Logger = {
  logQuery: (sql, params) => void statements.push({ sql, params: Array.isArray(params) ? params : [] }),
  logQueryError: () => undefined,
  logQuerySlow: () => undefined,
  logSchemaBuild: () => undefined,
  logMigration: () => undefined,
  log: () => undefined,
};

/**
 * The two SQLite patches (decision 0018) hold on exactly one TypeORM version; these tests fail when
 * another is installed, or when either patch no longer takes effect through TypeORM's public API.
 */
describe('the SQLite patches of TypeORM', () => {
  const dataSource = patchSqlite(new DataSource({ type: 'better-sqlite3', database: ':memory:', logger }));
  const gate = SqliteGate.of(dataSource)!;
  beforeAll(async () => {
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE t (id INTEGER PRIMARY KEY, label TEXT, amount INTEGER, rate REAL)');
  });
  afterAll(() => dataSource.destroy());

  const insert = (id: number, label: unknown, amount = 0, rate = 0) =>
    dataSource.createQueryBuilder().insert().into('t').values({ id, label, amount, rate }).execute();
  const labels = async () =>
    ((await dataSource.query('SELECT id, label FROM t ORDER BY id')) as { id: number; label: string }[]).map(
      (row) => `${row.id}:${row.label}`,
    );

  it('are pinned to the TypeORM version they were checked against', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies.typeorm).toBe(SQLITE_PATCHES_TYPEORM);
    expect(installedTypeorm()).toBe(SQLITE_PATCHES_TYPEORM);
  });

  describe('numbers bound, not written into the SQL', () => {
    it('one statement text for every value, so the prepared statement is reused', async () => {
      const find = async (id: number) => {
        statements.length = 0;
        await dataSource
          .createQueryBuilder()
          .select('label')
          .from('t', 't')
          .where('id = :id AND id IN (:...ids)', { id, ids: [id, 2] })
          .getRawMany();
        return statements[0]!;
      };
      const a = await find(41);
      const b = await find(42);
      expect(a.sql).toBe('SELECT label FROM "t" "t" WHERE id = ? AND id IN (?, ?)');
      expect(b.sql).toBe(a.sql);
      expect(a.params).toEqual([41n, 41n, 2n]);
      expect(b.params).toEqual([42n, 42n, 2n]);
    });

    it('stores what a literal would: a whole number as an INTEGER (5, not 5.0, in a TEXT column), a fraction as a REAL', async () => {
      await insert(1, 5, 7, 0.25);
      await insert(2, true, -3, 2);
      const rows = (await dataSource.query(
        'SELECT label, typeof(label) AS lt, amount, typeof(amount) AS at, rate, typeof(rate) AS rt FROM t ORDER BY id',
      )) as unknown[];
      expect(rows).toEqual([
        { label: '5', lt: 'text', amount: 7, at: 'integer', rate: 0.25, rt: 'real' },
        { label: '1', lt: 'text', amount: -3, at: 'integer', rate: 2, rt: 'real' },
      ]);
      const found = await dataSource
        .createQueryBuilder()
        .select('amount')
        .from('t', 't')
        .where('id = :id', { id: 2 })
        .getRawOne<{ amount: number }>();
      expect(found).toEqual({ amount: -3 });
    });
  });

  describe('the gate between transactions and every other statement', () => {
    it('a transaction runs on a query runner of its own, on the same connection', async () => {
      await gate.transaction(async (tx) => {
        expect(tx.queryRunner).toBeDefined();
        expect(tx.queryRunner).not.toBe(dataSource.createQueryRunner());
        expect(tx.queryRunner!.isTransactionActive).toBe(true);
        await tx.query('INSERT INTO t (id, label) VALUES (?, ?)', [10, 'committed']);
      });
      expect(await labels()).toContain('10:committed');
    });

    it('statements from outside, through any of TypeORM’s APIs, wait for the open transaction and survive its rollback', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let opened!: () => void;
      const open = new Promise<void>((resolve) => (opened = resolve));
      const failed = gate
        .transaction(async (tx) => {
          await tx.query('INSERT INTO t (id, label) VALUES (?, ?)', [20, 'inside']);
          opened();
          await held;
          throw new Error('rolled back on purpose');
        })
        .catch((error: Error) => error.message);
      await open;

      const outside = [
        insert(21, 'builder'),
        dataSource.createQueryBuilder().update('t').set({ label: 'updated' }).where('id = :id', { id: 10 }).execute(),
        dataSource.query('INSERT INTO t (id, label) VALUES (?, ?)', [22, 'query']),
        dataSource.manager.query('INSERT INTO t (id, label) VALUES (?, ?)', [23, 'manager']),
      ];
      let done = false;
      void Promise.all(outside).then(() => (done = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(done).toBe(false);

      release();
      expect(await failed).toBe('rolled back on purpose');
      await Promise.all(outside);
      const after = await labels();
      expect(after).not.toContain('20:inside');
      expect(after).toEqual(expect.arrayContaining(['10:updated', '21:builder', '22:query', '23:manager']));
    });

    it('under tests, a statement inside a transaction that does not go through its tx is refused', async () => {
      await gate.transaction(async () => {
        await expect(dataSource.query('SELECT 1')).rejects.toThrow(/did not go through its tx/);
      });
    });
  });
});
