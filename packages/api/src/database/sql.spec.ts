import { describe, expect, it } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import { TransactionRunner } from './transaction.js';
import { Unit } from '../testing/unit.js';
import { isUniqueViolation } from './db-errors.js';
import { sqlOf } from './sql.js';

const INSERT =
  "INSERT INTO outbox_messages (channel, recipient, subject, body, attachments, created_at) VALUES ('email', ?, 's', 'b', NULL, 7)";

describe('sqlOf: plain SQL through TypeORM’s query runners', () => {
  const unit = Unit.forSpec({ imports: [] });
  const transactions = unit.provider(TransactionRunner);

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

  it('a write answers the rows it changed, and an INSERT the id it generated', async () => {
    const sql = sqlOf(unit.dataSource);
    const first = await sql.run(INSERT, ['run-a@test']);
    const second = await sql.run(INSERT, ['run-b@test']);
    expect(first.affected).toBe(1);
    expect(second.insertId).toBeGreaterThan(first.insertId);
    const [row] = await sql.rows<{ id: unknown }>('SELECT id FROM outbox_messages WHERE recipient = ?', ['run-b@test']);
    expect(Number(row!.id)).toBe(second.insertId);
    expect(await sql.run("UPDATE outbox_messages SET subject = 'x' WHERE recipient LIKE ?", ['run-%'])).toMatchObject({
      affected: 2,
    });
    expect(await sql.run("UPDATE outbox_messages SET subject = 'x' WHERE recipient = ?", ['nobody'])).toMatchObject({
      affected: 0,
    });
  });

  it('inside a transaction, statements go through its tx: they see its writes and roll back with it', async () => {
    const sql = sqlOf(unit.dataSource);
    await expect(
      transactions.withTransaction(async (tx) => {
        await sql.run(INSERT, ['tx@test'], tx);
        const seen = await sql.rows('SELECT recipient FROM outbox_messages WHERE recipient = ?', ['tx@test'], tx);
        expect(seen).toHaveLength(1);
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    expect(await sql.rows('SELECT recipient FROM outbox_messages WHERE recipient = ?', ['tx@test'])).toEqual([]);
  });

  it('a statement that breaks a unique index fails as TypeORM’s QueryFailedError, read as a duplicate', async () => {
    const sql = sqlOf(unit.dataSource);
    const { insertId } = await sql.run(INSERT, ['dup@test']);
    const failed = await sql
      .run(
        "INSERT INTO outbox_messages (id, channel, recipient, subject, body, attachments, created_at) VALUES (?, 'email', 'dup@test', 's', 'b', NULL, 7)",
        [insertId],
      )
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(QueryFailedError);
    expect(isUniqueViolation(failed)).toBe(true);
  });
});
