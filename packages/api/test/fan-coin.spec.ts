import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { In } from 'typeorm';
import { TransactionRunner } from '../src/database/transaction.js';
import { HoldExpiryJob } from '../src/modules/held-orders/index.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { SandboxCheckoutService } from '../src/modules/payments/sandbox-checkout.service.js';
import { FanCoinService } from '../src/modules/vouchers/fan-coin.service.js';
import { LedgerEntry } from '../src/modules/wallet/entities/ledger-entry.entity.js';
import { LedgerTransaction } from '../src/modules/wallet/entities/ledger-transaction.entity.js';
import { LedgerService } from '../src/modules/wallet/ledger.service.js';
import { TestApp } from './support/test-app.js';
import { submitHostedPage } from './support/traffic.js';
import { type Buyer, buyer, createEvent } from './support/tickets-fixtures.js';
import { applyDiscount, fundCoins, giveVoucher, holdOrder } from './support/voucher-fixtures.js';

const PRICE = 150_000_00;
const CARD = {
  paymentType: 'visa',
  cardType: 'visa',
  cardHolder: 'C Fan',
  cardNumber: '4242424242424242',
  expiry: '12/30',
  cvc: '123',
};

describe('Fan Coin: earned on paid orders, spent at checkout, given back', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
    await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  const coins = (fan: Buyer) => t.app.get(FanCoinService).balance(fan.user.id);

  const fund = (fan: Buyer, n: number) => fundCoins(t, fan, n);

  async function heldOrder(fan: Buyer, quantity = 1): Promise<string> {
    const { event, types } = await createEvent(t);
    return holdOrder(t, fan, event.id, types[0]!.id, quantity);
  }

  async function payByCard(fan: Buyer, orderNo: string): Promise<number> {
    const started = await t.post(
      '/fanapih5/payment/create',
      { orderNo, method: 'card', paymentType: 'visa' },
      fan.opts,
    );
    expect(started.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect((await submitHostedPage(started.body.data.redirectUrl, CARD)).status).toBe(303);
    await t.app.get(SandboxCheckoutService).settled();
    return started.body.data.amount as number;
  }

  async function movements(orderNo: string) {
    const txs = await t.dataSource.manager.find(LedgerTransaction, { where: { orderNo }, order: { id: 'ASC' } });
    return txs.map((x) => [x.kind, x.key]);
  }

  /** Every ledger transaction of the order sums to zero, and the fan's coin balance equals its entries. */
  async function balanced(fan: Buyer): Promise<void> {
    const ledger = t.app.get(LedgerService);
    const account = await t.app
      .get(TransactionRunner)
      .withTransaction((tx) => ledger.accountOf(tx, fan.user.id, 'coin'));
    const entries = await t.dataSource.manager.findBy(LedgerEntry, { accountId: account.id });
    const sum = entries.reduce((a, e) => a + e.amount, 0);
    expect(sum).toBe(await coins(fan));
    expect(sum).toBeGreaterThanOrEqual(0);
    const txIds = [...new Set(entries.map((e) => e.transactionId))];
    const legs = await t.dataSource.manager.findBy(LedgerEntry, { transactionId: In(txIds) });
    for (const id of txIds)
      expect(legs.filter((l) => l.transactionId === id).reduce((a, l) => a + l.amount, 0)).toBe(0);
  }

  it('rules come from the configuration with safe defaults', () => {
    expect(t.app.get(FanCoinService).rules).toEqual({ coinValue: 100, maxSharePercent: 50, earnPer: 10_000 });
  });

  it('a paid order earns 1 coin per 10,000 minor units paid, once, from the issuance account (coinEarned)', async () => {
    const fan = await buyer(t);
    const orderNo = await heldOrder(fan, 2);
    expect(await payByCard(fan, orderNo)).toBe(2 * PRICE);
    expect(await coins(fan)).toBe((2 * PRICE) / 10_000);
    expect(await movements(orderNo)).toEqual([['coinEarned', `coin-earn:${orderNo}`]]);
    // Told again (a replayed listener): the key is written once.
    const payment = await t.dataSource.manager.findOneByOrFail(Payment, { orderNo, status: 'succeeded' });
    await t.app.get(TransactionRunner).withTransaction((tx) =>
      t.app.get(FanCoinService).earn(tx, {
        purpose: 'ticket',
        orderNo,
        orderId: payment.orderId,
        userId: fan.user.id,
        amount: payment.amount,
        currency: payment.currency,
        payment,
      }),
    );
    expect(await coins(fan)).toBe((2 * PRICE) / 10_000);
    await balanced(fan);
  });

  it('spent at checkout: coins × 100 off the amount due, at most 50% of the order, never more than the fan has', async () => {
    const fan = await buyer(t);
    await fund(fan, 1_000);
    const orderNo = await heldOrder(fan);
    const options = (await t.get('/fanapih5/order/discounts', { orderNo }, fan.opts)).body.data;
    expect(options.fanCoin).toEqual({
      coinValue: 100,
      maxSharePercent: 50,
      earnPer: 10_000,
      balance: 1_000,
      maxUsable: 1_000,
    });

    const res = await applyDiscount(t, fan, orderNo, null, 600);
    expect(res.body.data.applied).toEqual({
      voucherId: null,
      voucherDiscount: 0,
      fanCoinUsed: 600,
      fanCoinDiscount: 600_00,
      amountDue: PRICE - 600_00,
    });
    expect(res.body.data.fanCoin).toMatchObject({ balance: 400, maxUsable: 1_000 });
    expect(await coins(fan)).toBe(400);

    const tooMany = await applyDiscount(t, fan, orderNo, null, 1_001);
    expect([tooMany.status, tooMany.body.code]).toEqual([409, REPLY_CODES.FAN_COIN_NOT_ENOUGH.code]);
    // 50% of 150,000.00 is 75,000.00: 75,000 coins of 1.00.
    const rich = await buyer(t);
    await fund(rich, 100_000);
    const small = await heldOrder(rich);
    const over = await applyDiscount(t, rich, small, null, 75_001);
    expect([over.body.code, over.body.data]).toEqual([REPLY_CODES.FAN_COIN_OVER_MAX.code, { max: 75_000 }]);
    expect(over.body.msg).toContain('75000');
    const voucher = await giveVoucher(t, rich, { value: PRICE - 100_00 });
    const withVoucher = await applyDiscount(t, rich, small, voucher, 101);
    expect([withVoucher.body.code, withVoucher.body.data]).toEqual([REPLY_CODES.FAN_COIN_OVER_MAX.code, { max: 100 }]);
    expect((await applyDiscount(t, rich, small, voucher, 100)).body.data.applied.amountDue).toBe(0);
    expect(await coins(fan)).toBe(400);
    await balanced(fan);
  });

  it('changing the coins gives the difference back (refund), removing them all gives all back; amount due follows', async () => {
    const fan = await buyer(t);
    await fund(fan, 500);
    const orderNo = await heldOrder(fan);
    await applyDiscount(t, fan, orderNo, null, 300);
    expect(await coins(fan)).toBe(200);
    const more = await applyDiscount(t, fan, orderNo, null, 450);
    expect(more.body.data.applied.amountDue).toBe(PRICE - 450_00);
    expect(await coins(fan)).toBe(50);
    await applyDiscount(t, fan, orderNo, null, 100);
    expect(await coins(fan)).toBe(400);
    const none = await applyDiscount(t, fan, orderNo, null, 0);
    expect(none.body.data.applied).toMatchObject({ fanCoinUsed: 0, fanCoinDiscount: 0, amountDue: PRICE });
    expect(await coins(fan)).toBe(500);
    expect((await movements(orderNo)).map(([kind]) => kind)).toEqual(['coinSpent', 'coinSpent', 'refund', 'refund']);
    await balanced(fan);
  });

  it('the coins come back when the hold expires or is cancelled; a paid order keeps them spent and earns on what was paid', async () => {
    const fan = await buyer(t);
    await fund(fan, 900);
    const expiring = await heldOrder(fan);
    await applyDiscount(t, fan, expiring, null, 300);
    const cancelled = await heldOrder(fan);
    await applyDiscount(t, fan, cancelled, null, 200);
    const paid = await heldOrder(fan);
    await applyDiscount(t, fan, paid, null, 400);
    expect(await coins(fan)).toBe(0);

    expect((await t.post('/fanapih5/order/cancel', { orderNo: cancelled }, fan.opts)).body.code).toBe(
      REPLY_CODES.SUCCESS.code,
    );
    expect(await coins(fan)).toBe(200);
    expect(await payByCard(fan, paid)).toBe(PRICE - 400_00);
    t.clock.advance(11 * 60_000);
    await t.app.get(HoldExpiryJob).run();
    expect(await coins(fan)).toBe(200 + 300 + Math.floor((PRICE - 400_00) / 10_000));
    const row = (orderNo: string) => t.dataSource.manager.findOneByOrFail(Order, { orderNo });
    expect(await row(expiring)).toMatchObject({ status: 'expired', fanCoinUsed: 0, amountDue: PRICE });
    expect(await row(paid)).toMatchObject({ status: 'paid', fanCoinUsed: 400, amountDue: PRICE - 400_00 });
    expect((await movements(expiring)).map(([kind]) => kind)).toEqual(['coinSpent', 'refund']);
    expect((await movements(paid)).map(([kind]) => kind)).toEqual(['coinSpent', 'coinEarned']);
    await balanced(fan);
  });

  it('race: parallel spends on several held orders never take the coins below zero', async () => {
    for (let round = 0; round < 3; round++) {
      const fan = await buyer(t);
      await fund(fan, 100);
      const orders = [await heldOrder(fan), await heldOrder(fan), await heldOrder(fan), await heldOrder(fan)];
      const answers = await Promise.all(orders.map((orderNo) => applyDiscount(t, fan, orderNo, null, 60)));
      const codes = answers.map((a) => a.body.code).sort();
      expect(codes).toEqual([
        REPLY_CODES.SUCCESS.code,
        REPLY_CODES.FAN_COIN_NOT_ENOUGH.code,
        REPLY_CODES.FAN_COIN_NOT_ENOUGH.code,
        REPLY_CODES.FAN_COIN_NOT_ENOUGH.code,
      ]);
      expect(await coins(fan)).toBe(40);
      const rows = await t.dataSource.manager.findBy(Order, { orderNo: In(orders) });
      expect(rows.reduce((a, o) => a + o.fanCoinUsed, 0)).toBe(60);
      await balanced(fan);
    }
  });

  it('the wallet shows it: Fan Coin balance, usable vouchers, and the coin records (earned, spent, given back) with their orders', async () => {
    const fan = await buyer(t);
    await giveVoucher(t, fan);
    const paidOrder = await heldOrder(fan);
    await payByCard(fan, paidOrder);
    const earned = PRICE / 10_000;
    const held = await heldOrder(fan);
    await applyDiscount(t, fan, held, null, 100);
    await applyDiscount(t, fan, held, null, 40);
    const info = (await t.get('/fanapih5/wallet/info', {}, fan.opts)).body.data;
    expect(info).toMatchObject({ fanCoin: earned - 40, vouchers: 1 });
    const records = (await t.get('/fanapih5/wallet/transactions', { unit: 'coin' }, fan.opts)).body.data.list;
    expect(
      records.map((r: { type: string; amount: number; orderNo: string }) => [r.type, r.amount, r.orderNo]),
    ).toEqual([
      ['refund', 60, held],
      ['coinSpent', -100, held],
      ['coinEarned', earned, paidOrder],
    ]);
    expect(records[0].balanceAfter).toBe(earned - 40);
    const spent = (await t.get('/fanapih5/wallet/transactions', { type: 'coinSpent' }, fan.opts)).body.data.list;
    expect(spent.map((r: { orderNo: string }) => r.orderNo)).toEqual([held]);
  });

  it("IDOR: another fan's order cannot take or show my coins", async () => {
    const fan = await buyer(t);
    const thief = await buyer(t);
    await fund(fan, 100);
    const theirs = await heldOrder(thief);
    const res = await applyDiscount(t, thief, theirs, null, 50);
    expect(res.body.code).toBe(REPLY_CODES.FAN_COIN_NOT_ENOUGH.code);
    const mine = await heldOrder(fan);
    expect((await applyDiscount(t, thief, mine, null, 50)).body.code).toBe(REPLY_CODES.ORDER_NOT_FOUND.code);
    expect(await coins(fan)).toBe(100);
  });
});
