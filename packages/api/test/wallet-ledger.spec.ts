import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AppError } from '../src/common/errors/app-error.js';
import { TransactionRunner } from '../src/database/transaction.js';
import { LedgerAccount, LedgerEntry, LedgerService, LedgerTransaction } from '../src/modules/wallet/index.js';
import { TestApp } from './support/test-app.js';
import { insertUser } from './support/users.js';

describe('wallet ledger (LedgerService)', () => {
  let t: TestApp;
  let ledger: LedgerService;
  let runner: TransactionRunner;

  beforeAll(async () => {
    t = await TestApp.start();
    ledger = t.app.get(LedgerService);
    runner = t.app.get(TransactionRunner);
  });
  afterAll(async () => {
    await t.close();
  });

  const credit = (userId: number, amount: number, key: string) =>
    runner.withTransaction(async (tx) => {
      const cash = await ledger.accountOf(tx, userId, 'cash');
      return ledger.post(tx, {
        kind: 'topup',
        key,
        orderNo: 'W0000000000000001',
        entries: [
          { account: cash, amount },
          { account: await ledger.platform('cash', 'clearing'), amount: -amount },
        ],
      });
    });
  const debit = (userId: number, amount: number, key: string) =>
    runner.withTransaction(async (tx) => {
      const cash = await ledger.accountOf(tx, userId, 'cash');
      return ledger.post(tx, {
        kind: 'payment',
        key,
        entries: [
          { account: cash, amount: -amount },
          { account: await ledger.platform('cash', 'sales'), amount },
        ],
      });
    });

  it('seeds the platform accounts for both units', async () => {
    const rows = await t.dataSource.manager.findBy(LedgerAccount, { kind: 'sales' });
    expect(rows.map((r) => r.unit).sort()).toEqual(['cash', 'coin']);
  });

  it('credits a fan, records the balance after each entry, and answers it', async () => {
    const fan = await insertUser(t.dataSource);
    const first = await credit(fan.id, 500, `t:${fan.id}:1`);
    const second = await credit(fan.id, 250, `t:${fan.id}:2`);
    expect(first.duplicate).toBe(false);
    expect(second.duplicate ? null : [...second.balances.values()]).toEqual([750]);
    expect(await ledger.balances(fan.id)).toEqual({ cash: 750, coin: 0 });
    const account = await t.dataSource.manager.findOneByOrFail(LedgerAccount, { userId: fan.id, unit: 'cash' });
    const entries = await t.dataSource.manager.find(LedgerEntry, {
      where: { accountId: account.id },
      order: { id: 'ASC' },
    });
    expect(entries.map((e) => [e.amount, e.balanceAfter])).toEqual([
      [500, 500],
      [250, 750],
    ]);
  });

  it('writes a key once: a replay is a duplicate and moves nothing', async () => {
    const fan = await insertUser(t.dataSource);
    await credit(fan.id, 900, `t:${fan.id}:once`);
    const again = await credit(fan.id, 900, `t:${fan.id}:once`);
    expect(again.duplicate).toBe(true);
    expect(await ledger.balances(fan.id)).toEqual({ cash: 900, coin: 0 });
    expect(await t.dataSource.manager.countBy(LedgerTransaction, { key: `t:${fan.id}:once` })).toBe(1);
  });

  it('refuses a fan balance below zero with WALLET_INSUFFICIENT and rolls the whole movement back', async () => {
    const fan = await insertUser(t.dataSource);
    await credit(fan.id, 300, `t:${fan.id}:a`);
    const refused = await debit(fan.id, 301, `p:${fan.id}:a`).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).entry.code).toBe(REPLY_CODES.WALLET_INSUFFICIENT.code);
    expect(await t.dataSource.manager.countBy(LedgerTransaction, { key: `p:${fan.id}:a` })).toBe(0);
    await debit(fan.id, 300, `p:${fan.id}:b`);
    expect(await ledger.balances(fan.id)).toEqual({ cash: 0, coin: 0 });
  });

  it('refuses a movement whose entries do not sum to zero per unit, writing nothing', async () => {
    const fan = await insertUser(t.dataSource);
    const unbalanced = runner.withTransaction(async (tx) =>
      ledger.post(tx, {
        kind: 'coinEarned',
        key: `bad:${fan.id}`,
        entries: [
          { account: await ledger.accountOf(tx, fan.id, 'coin'), amount: 5 },
          { account: await ledger.platform('cash', 'coinIssuance'), amount: -5 },
        ],
      }),
    );
    await expect(unbalanced).rejects.toThrow(/coin entries sum to 5/);
    expect(await t.dataSource.manager.countBy(LedgerTransaction, { key: `bad:${fan.id}` })).toBe(0);
  });

  it('opens one account per fan and unit however many first uses race', async () => {
    const fan = await insertUser(t.dataSource);
    await Promise.all(Array.from({ length: 8 }, (_, i) => credit(fan.id, 10, `t:${fan.id}:race:${i}`)));
    expect(await t.dataSource.manager.countBy(LedgerAccount, { userId: fan.id, unit: 'cash' })).toBe(1);
    expect(await ledger.balances(fan.id)).toEqual({ cash: 80, coin: 0 });
  });

  it('racing debits never spend more than the balance', async () => {
    const fan = await insertUser(t.dataSource);
    await credit(fan.id, 1000, `t:${fan.id}:fund`);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => debit(fan.id, 300, `p:${fan.id}:race:${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await ledger.balances(fan.id)).toEqual({ cash: 100, coin: 0 });
  });
});
