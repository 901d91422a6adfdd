import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { Unit } from '../testing/unit.js';
import { rowMaker, sqlOf } from './sql.js';

interface Statement {
  all(...params: unknown[]): unknown[];
  raw(toggle: boolean): Statement;
  columns(): { name: string }[];
}
type Database = new (path: string) => { prepare(text: string): Statement; close(): void };

/** Rows as better-sqlite3 makes them, and as a raw statement's values through rowMaker. */
function bothWays(text: string, params: unknown[] = []): { driver: unknown[]; made: unknown[] } {
  const Sqlite = createRequire(import.meta.url)('better-sqlite3') as Database;
  const db = new Sqlite(':memory:');
  try {
    const driver = db.prepare(text).all(...params);
    const raw = db.prepare(text);
    const make = rowMaker(raw.columns().map((column) => column.name))!;
    const made = (raw.raw(true).all(...params) as unknown[][]).map((values) => make(values));
    return { driver, made };
  } finally {
    db.close();
  }
}

describe('rowMaker: a raw statement’s values made into the rows better-sqlite3 would make', () => {
  it('the same keys, order and values: numbers, text, null, blobs, several rows', () => {
    const { driver, made } = bothWays(
      "SELECT 1 AS id, 'fan' AS role, NULL AS revoked_at, x'0102' AS blob, 2.5 AS price UNION ALL SELECT 2, 'admin', 7, NULL, 0",
    );
    expect(made).toEqual(driver);
    expect(made.map((row) => Object.keys(row as object))).toEqual(driver.map((row) => Object.keys(row as object)));
    expect(made).toHaveLength(2);
  });

  it('two columns of one name: the later wins, as in the driver’s rows', () => {
    const { driver, made } = bothWays('SELECT 1 AS id, 2 AS id, 3 AS other');
    expect(made).toEqual(driver);
    expect(made).toEqual([{ id: 2, other: 3 }]);
  });

  it('an alias of quotes, backslashes and a closing brace stays a key and nothing else', () => {
    const name = 'a"b\\c}; throw 1; //';
    const { driver, made } = bothWays(`SELECT 5 AS "${name.replace(/"/g, '""')}"`);
    expect(made).toEqual(driver);
    expect(made).toEqual([{ [name]: 5 }]);
  });

  it('a plain object per row, with no prototype of the row’s own', () => {
    const [row] = bothWays('SELECT 1 AS constructor, 2 AS toString').made;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(row).toEqual({ constructor: 1, toString: 2 });
  });

  it('a column named __proto__ is refused (its statement keeps the driver’s own rows)', () => {
    expect(rowMaker(['id', '__proto__'])).toBeNull();
  });
});

describe('sqlOf: reads', () => {
  const unit = Unit.forSpec({ imports: [] });
  const onMysql = /^(mysql|mariadb):/.test(process.env.DATABASE_URL ?? '');

  it('answers the rows and columns the SQL names, each row its own object', async () => {
    const sql = sqlOf(unit.dataSource);
    await sql.run(
      "INSERT INTO outbox_messages (channel, recipient, subject, body, attachments, created_at) VALUES ('email', ?, 's', 'b', NULL, 7), ('sms', ?, '', 'c', NULL, 8)",
      ['raw-a@test', 'raw-b@test'],
    );
    const rows = await sql.rows<{ recipient: string; subject: string; attachments: null; at: unknown }>(
      'SELECT recipient, subject, attachments, created_at AS at FROM outbox_messages WHERE recipient LIKE ? ORDER BY created_at',
      ['raw-%'],
    );
    // BIGINT arrives as a string from MySQL, as a number from SQLite.
    expect(rows.map((row) => ({ ...row, at: Number(row.at) }))).toEqual([
      { recipient: 'raw-a@test', subject: 's', attachments: null, at: 7 },
      { recipient: 'raw-b@test', subject: '', attachments: null, at: 8 },
    ]);
    expect(rows[0]).not.toBe(rows[1]);
    expect(await sql.rows('SELECT recipient FROM outbox_messages WHERE recipient = ?', ['nobody'])).toEqual([]);
  });

  // On SQLite a raw statement is only for those that return rows: the driver's refusal stays.
  (onMysql ? it.skip : it)(
    'on SQLite, a statement that returns no rows is refused by rows(), as the driver refuses it',
    async () => {
      await expect(
        sqlOf(unit.dataSource).rows("UPDATE outbox_messages SET subject = 'x' WHERE recipient = ?", ['nobody']),
      ).rejects.toThrow(/does not return data/);
    },
  );
});
