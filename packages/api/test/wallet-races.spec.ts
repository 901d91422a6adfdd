import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { LedgerService } from '../src/modules/wallet/index.js';
import { TestApp } from './support/test-app.js';
import type { Buyer } from './support/tickets-fixtures.js';
import {
  heldOrders,
  PAY_PASSWORD,
  recharge,
  sandboxCallback,
  topUp,
  verifyWallet,
  walletFan,
} from './support/wallet.js';

const PAY = '/fanapih5/wallet/pay';
const PRICE = 50_000_00;

/**
 * Real concurrent HTTP requests on one wallet. At most five run at once per fan: the payment
 * password's attempt counter claims a try before each check, so more parallel checks than the
 * lockout allows are refused by design (see PaymentPasswordService).
 */
describe('wallet: concurrent payments and callbacks over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
    await t.listen();
  });
  afterAll(async () => {
    expect(await verifyWallet(t)).toEqual({ code: 0, out: 'every wallet invariant holds' });
    await t.close();
  });

  const pay = (fan: Buyer, orderNo: string, key?: string) =>
    t.post(
      PAY,
      { orderNo, payPassword: PAY_PASSWORD },
      { ...fan.opts, headers: key ? { 'idempotency-key': key } : {} },
    );

  it('parallel payments above the balance, on many wallets at once: each wallet pays what it holds, never more', async () => {
    const fans: Buyer[] = [];
    for (let i = 0; i < 6; i++) {
      const fan = await walletFan(t);
      await topUp(t, fan, 2 * PRICE + 1);
      fans.push(fan);
    }
    const orders: string[][] = [];
    for (const fan of fans) orders.push(await heldOrders(t, fan, 5, PRICE));
    const answers = await Promise.all(fans.flatMap((fan, i) => orders[i]!.map((orderNo) => pay(fan, orderNo))));
    for (let i = 0; i < fans.length; i++) {
      const mine = answers.slice(i * 5, i * 5 + 5);
      expect(mine.filter((a) => a.body.code === REPLY_CODES.SUCCESS.code)).toHaveLength(2);
      expect(mine.filter((a) => a.body.code === REPLY_CODES.WALLET_INSUFFICIENT.code)).toHaveLength(3);
      const balances = await t.app.get(LedgerService).balances(fans[i]!.user.id);
      expect(balances.cash).toBe(1);
      const balanceAfters = mine
        .filter((a) => a.body.code === REPLY_CODES.SUCCESS.code)
        .map((a) => a.body.data.balance as number);
      expect(balanceAfters.sort((a, b) => a - b)).toEqual([1, PRICE + 1]);
    }
  }, 120_000);

  it('one order paid by parallel requests (different keys): paid and debited once', async () => {
    const fan = await walletFan(t);
    await topUp(t, fan, 5 * PRICE);
    const [orderNo] = await heldOrders(t, fan, 1, PRICE);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => pay(fan, orderNo!, `race-key-${i}-${orderNo}`)));
    expect(answers.filter((a) => a.body.code === REPLY_CODES.SUCCESS.code)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== REPLY_CODES.SUCCESS.code).map((a) => a.body.code)).toEqual([
      REPLY_CODES.ORDER_ALREADY_PAID.code,
      REPLY_CODES.ORDER_ALREADY_PAID.code,
      REPLY_CODES.ORDER_ALREADY_PAID.code,
      REPLY_CODES.ORDER_ALREADY_PAID.code,
    ]);
    expect(await t.dataSource.manager.countBy(Payment, { orderNo: orderNo!, status: 'succeeded' })).toBe(1);
    expect((await t.app.get(LedgerService).balances(fan.user.id)).cash).toBe(4 * PRICE);
  });

  it('one Idempotency-Key sent in parallel: one payment, every answer the same', async () => {
    const fan = await walletFan(t);
    await topUp(t, fan, 5 * PRICE);
    const [orderNo] = await heldOrders(t, fan, 1, PRICE);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => pay(fan, orderNo!, `same-key-${orderNo}`)));
    expect(answers.map((a) => a.body.code)).toEqual([
      REPLY_CODES.SUCCESS.code,
      REPLY_CODES.SUCCESS.code,
      REPLY_CODES.SUCCESS.code,
      REPLY_CODES.SUCCESS.code,
      REPLY_CODES.SUCCESS.code,
    ]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect(answers[0]!.body.data.balance).toBe(4 * PRICE);
    expect((await t.app.get(LedgerService).balances(fan.user.id)).cash).toBe(4 * PRICE);
  });

  it('parallel duplicate callbacks of many top-ups: each credited exactly once', async () => {
    const fans = await Promise.all([1, 2, 3].map(() => walletFan(t)));
    const created = await Promise.all(fans.map((fan) => recharge(t, fan, 1_000_000)));
    const callbacks = created.flatMap((c) =>
      [1, 2, 3, 4].map(() =>
        sandboxCallback(t, {
          paymentNo: c.paymentNo,
          txnId: `sbx_dup_${c.paymentNo}`,
          result: 'succeeded',
          amount: 1_000_000,
          currency: 'VND',
          paymentType: 'visa',
          card: null,
          sentAt: t.clock.now(),
        }),
      ),
    );
    const outcomes = await Promise.all(
      (await Promise.all(callbacks)).map(async (r) => ((await r.json()) as { data: { outcome: string } }).data.outcome),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(3);
    for (const fan of fans) expect((await t.app.get(LedgerService).balances(fan.user.id)).cash).toBe(1_000_000);
  });
});
