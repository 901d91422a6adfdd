import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestApp } from './support/test-app.js';
import { heldOrders, PAY_PASSWORD, topUp, verifyWallet, walletFan } from './support/wallet.js';

const PRICE = 100_000_00;

/** `pnpm ops wallet verify` passes on a real history, and names each invariant broken on purpose. */
describe('ops wallet verify', () => {
  let t: TestApp;
  let topUpNo: string;
  let walletOrderNo: string;
  let fanId: number;

  beforeAll(async () => {
    t = await TestApp.start();
    await t.listen();
    const fan = await walletFan(t);
    fanId = fan.user.id;
    topUpNo = await topUp(t, fan, 3 * PRICE);
    [walletOrderNo] = (await heldOrders(t, fan, 1, PRICE)) as [string];
    expect(
      (await t.post('/fanapih5/wallet/pay', { orderNo: walletOrderNo, payPassword: PAY_PASSWORD }, fan.opts)).body.code,
    ).toBe(REPLY_CODES.SUCCESS.code);
  });
  afterAll(async () => {
    await t.close();
  });

  const sql = (text: string, params: unknown[] = []): Promise<unknown> => t.dataSource.query(text, params);
  const one = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T> =>
    ((await t.dataSource.query(text, params)) as T[])[0]!;

  it('holds on a real history of top-ups and wallet payments', async () => {
    expect(await verifyWallet(t)).toEqual({ code: 0, out: 'every wallet invariant holds' });
  });

  it('names a balance that is not the sum of its entries, and a broken balance-after chain', async () => {
    const account = await one<{ id: number }>("SELECT id FROM ledger_accounts WHERE owner = ? AND unit = 'cash'", [
      `fan:${fanId}`,
    ]);
    await sql('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ?', [account.id]);
    const entry = await one<{ id: number }>('SELECT MIN(id) AS id FROM ledger_entries WHERE account_id = ?', [
      account.id,
    ]);
    await sql('UPDATE ledger_entries SET balance_after = balance_after + 7 WHERE id = ?', [entry.id]);
    const { code, out } = await verifyWallet(t);
    expect(code).toBe(1);
    expect(out).toContain(
      `BREACH account ${account.id} (fan:${fanId} cash): balance ${2 * PRICE + 1} but its entries sum to ${2 * PRICE}`,
    );
    expect(out).toContain(
      `BREACH entry ${entry.id} of account ${account.id}: balance after ${3 * PRICE + 7}, but its entries up to it sum to ${3 * PRICE}`,
    );
  });

  it('names an unbalanced transaction, one with a single entry, and a negative fan balance', async () => {
    const sales = await one<{ id: number }>("SELECT id FROM ledger_accounts WHERE owner = 'sales' AND unit = 'cash'");
    await sql(
      "INSERT INTO ledger_transactions (kind, tx_key, order_no, created_at) VALUES ('payment', 'broken:1', NULL, 0)",
    );
    const tx = await one<{ id: number }>("SELECT id FROM ledger_transactions WHERE tx_key = 'broken:1'");
    await sql(
      'INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES (?, ?, 500, NULL)',
      [tx.id, sales.id],
    );
    await sql(
      "INSERT INTO ledger_accounts (owner, kind, user_id, unit, balance, created_at) VALUES ('fan:999999', 'fan', 999999, 'cash', -5, 0)",
    );
    const { code, out } = await verifyWallet(t);
    expect(code).toBe(1);
    expect(out).toContain(`BREACH ledger transaction ${tx.id} (broken:1): its cash entries sum to 500, not 0`);
    expect(out).toContain(`BREACH ledger transaction ${tx.id} (broken:1) has 1 entries, fewer than two`);
    expect(out).toMatch(/BREACH account \d+ \(fan:999999 cash\): balance -5 is below zero/);
  });

  it('names a top-up credited twice and a provider transaction that paid two top-ups', async () => {
    const clearing = await one<{ id: number }>(
      "SELECT id FROM ledger_accounts WHERE owner = 'clearing' AND unit = 'cash'",
    );
    const sales = await one<{ id: number }>("SELECT id FROM ledger_accounts WHERE owner = 'sales' AND unit = 'cash'");
    await sql(
      "INSERT INTO ledger_transactions (kind, tx_key, order_no, created_at) VALUES ('topup', 'topup:again', ?, 0)",
      [topUpNo],
    );
    const tx = await one<{ id: number }>("SELECT id FROM ledger_transactions WHERE tx_key = 'topup:again'");
    await sql(
      'INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES (?, ?, 10, NULL), (?, ?, -10, NULL)',
      [tx.id, sales.id, tx.id, clearing.id],
    );
    const payment = await one<{ provider_txn_id: string; payment_no: string }>(
      "SELECT provider_txn_id, payment_no FROM payments WHERE purpose = 'topup' AND status = 'succeeded'",
    );
    // The unique index on (provider, provider_txn_id) backs this rule; the check stands behind it.
    await t.dataSource.createQueryRunner().dropIndex('payments', 'ux_payments_provider_txn');
    await sql(
      `INSERT INTO payments (payment_no, purpose, order_id, order_no, user_id, provider, method, payment_type, saved_card_id, amount, currency, status, provider_txn_id, created_at, updated_at)
       SELECT 'PCOPY', purpose, order_id + 1000, order_no, user_id, provider, method, payment_type, saved_card_id, amount, currency, 'succeeded', provider_txn_id, created_at, updated_at
       FROM payments WHERE payment_no = ?`,
      [payment.payment_no],
    );
    const { code, out } = await verifyWallet(t);
    expect(code).toBe(1);
    expect(out).toContain(`BREACH top-up ${topUpNo} (paid) was credited 2 times, expected 1`);
    expect(out).toContain(`BREACH provider transaction sandbox/${payment.provider_txn_id} paid 2 top-up payments`);
  });

  it('names a paid top-up without its payment and credit', async () => {
    await sql(
      "INSERT INTO wallet_topups (order_no, user_id, amount, currency, status, payment_no, created_at, expires_at, paid_at) VALUES ('W00000000000000AA', ?, 5, 'VND', 'paid', NULL, 0, 0, 0)",
      [fanId],
    );
    const { out } = await verifyWallet(t);
    expect(out).toContain('BREACH topup order W00000000000000AA (paid) has 0 succeeded payments, expected 1');
    expect(out).toContain('BREACH top-up W00000000000000AA (paid) was credited 0 times, expected 1');
  });

  it('names a paid order without its one succeeded payment, and a wallet payment without its debit', async () => {
    const order = await one<{ id: number; order_no: string }>('SELECT id, order_no FROM orders WHERE order_no = ?', [
      walletOrderNo,
    ]);
    const payment = await one<{ payment_no: string }>(
      "SELECT payment_no FROM payments WHERE order_no = ? AND provider = 'wallet'",
      [walletOrderNo],
    );
    await sql("UPDATE ledger_transactions SET tx_key = 'pay:moved' WHERE tx_key = ?", [`pay:${payment.payment_no}`]);
    await sql("UPDATE payments SET status = 'failed' WHERE payment_no = ?", [payment.payment_no]);
    const { code, out } = await verifyWallet(t);
    expect(code).toBe(1);
    expect(out).toContain(`BREACH ticket order ${order.order_no} (paid) has 0 succeeded payments, expected 1`);
    expect(out).toMatch(/BREACH ledger transaction \d+ \(pay:moved\) debits a wallet payment that did not succeed/);
    await sql("UPDATE payments SET status = 'succeeded' WHERE payment_no = ?", [payment.payment_no]);
    expect((await verifyWallet(t)).out).toContain(
      `BREACH wallet payment ${payment.payment_no} of ${PRICE} has no ledger debit`,
    );
  });
});
