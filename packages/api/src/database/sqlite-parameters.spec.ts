import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bindNumbersOnSqlite } from './sqlite-parameters.js';

describe('numbers bound on SQLite, not written into the SQL', () => {
  const dataSource = bindNumbersOnSqlite(new DataSource({ type: 'better-sqlite3', database: ':memory:' }));
  beforeAll(async () => {
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE t (id INTEGER PRIMARY KEY, label TEXT, amount INTEGER, rate REAL)');
  });
  afterAll(() => dataSource.destroy());

  const insert = (id: number, label: unknown, amount: number, rate: number) =>
    dataSource.createQueryBuilder().insert().into('t').values({ id, label, amount, rate }).execute();

  it('one statement text for every value, so the prepared statement is reused', () => {
    const escape = (n: number) =>
      dataSource.driver.escapeQueryWithParameters('SELECT * FROM t WHERE id = :id AND id IN (:...ids)', {
        id: n,
        ids: [n, 2],
      });
    const [sqlA, paramsA] = escape(41);
    const [sqlB, paramsB] = escape(42);
    expect(sqlA).toBe('SELECT * FROM t WHERE id = ? AND id IN (?, ?)');
    expect(sqlB).toBe(sqlA);
    expect(paramsA).toEqual([41n, 41n, 2n]);
    expect(paramsB).toEqual([42n, 42n, 2n]);
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
