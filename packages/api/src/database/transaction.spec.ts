import { describe, expect, it } from '@jest/globals';
import { sqlOf } from '../database/sql.js';
import { Unit } from '../testing/unit.js';
import { TransactionRunner } from './transaction.js';

const INSERT =
  "INSERT INTO outbox_messages (channel, recipient, subject, body, attachments, created_at) VALUES ('email', ?, 's', 'b', NULL, 0)";

describe('TransactionRunner: a statement outside a transaction never joins it', () => {
  const unit = Unit.forSpec({ imports: [] });
  const transactions = unit.provider(TransactionRunner);

  const count = async (recipient: string) =>
    Number(
      (
        await sqlOf(unit.dataSource).rows<{ n: unknown }>(
          'SELECT COUNT(*) AS n FROM outbox_messages WHERE recipient = ?',
          [recipient],
        )
      )[0]!.n,
    );

  /** A transaction that writes, waits until `release`, then fails (rolls back). */
  function failingTransaction() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const done = transactions
      .withTransaction(async (tx) => {
        await sqlOf(unit.dataSource).run(INSERT, ['inside@test'], tx);
        opened();
        await released;
        throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => error.message);
    return { open, release, done };
  }

  it('a write made while another request’s transaction is open survives that transaction’s rollback', async () => {
    const tx = failingTransaction();
    await tx.open;

    // Another request writes on its own, while the transaction is still open.
    const plain = sqlOf(unit.dataSource).run(INSERT, ['plain@test'], undefined);
    const orm = unit.dataSource.manager.query(INSERT, ['orm@test']);
    tx.release();

    expect(await tx.done).toBe('rolled back on purpose');
    await Promise.all([plain, orm]);
    expect(await count('inside@test')).toBe(0);
    expect(await count('plain@test')).toBe(1);
    expect(await count('orm@test')).toBe(1);
  });

  it('a read made while another request’s transaction is open never sees what that transaction has not committed', async () => {
    const tx = failingTransaction();
    await tx.open;

    const seen = count('inside@test');
    tx.release();

    expect(await seen).toBe(0);
    expect(await tx.done).toBe('rolled back on purpose');
  });
});

describe('TransactionRunner.afterCommit: work that waits for the commit', () => {
  const unit = Unit.forSpec({ imports: [] });
  const transactions = unit.provider(TransactionRunner);

  it('runs once the unit has committed, before withTransaction answers, and never after a rollback', async () => {
    const ran: string[] = [];
    const answer = await transactions.withTransaction(async (tx) => {
      expect(TransactionRunner.afterCommit(tx, () => Promise.resolve(void ran.push('committed')))).toBe(true);
      expect(ran).toEqual([]);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(ran).toEqual(['committed']);

    const failed = transactions.withTransaction(async (tx) => {
      TransactionRunner.afterCommit(tx, () => Promise.resolve(void ran.push('rolled back')));
      throw new Error('rolled back on purpose');
    });
    await expect(failed).rejects.toThrow('rolled back on purpose');
    expect(ran).toEqual(['committed']);
    // Outside any unit of work there is nothing to wait for.
    expect(TransactionRunner.afterCommit(unit.dataSource.manager, () => Promise.resolve())).toBe(false);
  });
});
