import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HoldExpiryJob } from '../src/modules/held-orders/index.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { Voucher } from '../src/modules/vouchers/entities/voucher.entity.js';
import { FanCoinService } from '../src/modules/vouchers/fan-coin.service.js';
import { outbox } from './support/accounts.js';
import { addressOf, createMerch, MERCH_ORDER, merchOrderRow, variantRow } from './support/merch-fixtures.js';
import { TestApp } from './support/test-app.js';
import { submitHostedPage } from './support/traffic.js';
import { type Buyer, buyer, createEvent } from './support/tickets-fixtures.js';
import { applyDiscount, fundCoins, giveVoucher, holdOrder } from './support/voucher-fixtures.js';
import { PAY_PASSWORD, settled, SUCCESS_CARD, topUp, walletFan } from './support/wallet.js';

const PRICE = 350_00;
const DAY = 86_400_000;
const DISCOUNTS = '/fanapih5/order/discounts';

/** Merch-scope vouchers (and Fan Coin) on merch orders: applied, charged, locked, given back, raced. */
describe('merch vouchers: a merch-scope voucher lowers a held merch order', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
    await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  const voucherRow = (id: number) => t.dataSource.manager.findOneByOrFail(Voucher, { id });
  const coins = (fan: Buyer) => t.app.get(FanCoinService).balance(fan.user.id);
  const merchVoucher = (fan: Buyer, over: Parameters<typeof giveVoucher>[2] = {}) =>
    giveVoucher(t, fan, { scope: 'merch', value: 100_00, ...over });

  /** A held delivery order of `quantity` tees (350.00 each); answers its number and variant. */
  async function heldMerch(fan: Buyer, quantity = 2): Promise<{ orderNo: string; variantId: number }> {
    const tee = await createMerch(t, { price: PRICE });
    const variantId = tee.variants[0]!.id;
    const res = await t.post(
      MERCH_ORDER,
      { items: [{ variantId, quantity }], fulfilment: 'delivery', addressId: await addressOf(t, fan) },
      { ...fan.opts, lang: 'en-US' },
    );
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    return { orderNo: res.body.data.orderNo as string, variantId };
  }

  it('order/discounts offers merch vouchers only; applying one lowers the amount due; detail shows the discount', async () => {
    const fan = await buyer(t);
    const merchId = await merchVoucher(fan);
    const anyId = await giveVoucher(t, fan, { value: 50_00 });
    const { orderNo } = await heldMerch(fan);

    const options = await t.get(DISCOUNTS, { orderNo }, fan.opts);
    expect(options.status).toBe(200);
    expect(options.body.data).toMatchObject({
      orderNo,
      orderStatus: 'held',
      total: 2 * PRICE,
      applied: { voucherId: null, amountDue: 2 * PRICE },
      locked: false,
    });
    expect(options.body.data.vouchers.map((v: { id: number; discount: number }) => [v.id, v.discount])).toEqual([
      [merchId, 100_00],
    ]);

    const wrongScope = await applyDiscount(t, fan, orderNo, anyId);
    expect([wrongScope.status, wrongScope.body.code]).toEqual([409, REPLY_CODES.VOUCHER_SCOPE_MISMATCH.code]);
    const applied = await applyDiscount(t, fan, orderNo, merchId);
    expect(applied.body.data).toMatchObject({
      orderStatus: 'held',
      applied: { voucherId: merchId, voucherDiscount: 100_00, amountDue: 2 * PRICE - 100_00 },
    });
    expect(await voucherRow(merchId)).toMatchObject({ state: 'used', orderNo });
    const detail = await t.get('/fanapih5/merchOrder/detail', { orderNo }, fan.opts);
    expect(detail.body.data).toMatchObject({
      total: 2 * PRICE,
      voucherId: merchId,
      voucherDiscount: 100_00,
      fanCoinUsed: 0,
      fanCoinDiscount: 0,
      amountDue: 2 * PRICE - 100_00,
    });

    // A merch voucher does not lower a ticket order.
    const { event, types } = await createEvent(t);
    const ticketOrder = await holdOrder(t, fan, event.id, types[0]!.id);
    const other = await merchVoucher(fan);
    const refused = await applyDiscount(t, fan, ticketOrder, other);
    expect([refused.status, refused.body.code]).toEqual([409, REPLY_CODES.VOUCHER_SCOPE_MISMATCH.code]);
    expect(await voucherRow(other)).toMatchObject({ state: 'available', orderNo: null });
  });

  it('the card is charged the amount due; the discount is locked while the payment runs; the voucher stays used once paid', async () => {
    const fan = await buyer(t);
    const id = await merchVoucher(fan, { kind: 'percent', value: 10, cap: 50_00 });
    const spare = await merchVoucher(fan);
    const { orderNo, variantId } = await heldMerch(fan);
    expect((await applyDiscount(t, fan, orderNo, id)).body.data.applied.amountDue).toBe(2 * PRICE - 50_00);

    const started = await t.post(
      '/fanapih5/payment/create',
      { orderNo, method: 'card', paymentType: 'visa' },
      fan.opts,
    );
    expect(started.body.data.amount).toBe(2 * PRICE - 50_00);
    const locked = await applyDiscount(t, fan, orderNo, spare);
    expect([locked.status, locked.body.code]).toEqual([409, REPLY_CODES.DISCOUNT_LOCKED.code]);
    expect((await t.get(DISCOUNTS, { orderNo }, fan.opts)).body.data.locked).toBe(true);

    expect((await submitHostedPage(started.body.data.redirectUrl, SUCCESS_CARD)).status).toBe(303);
    await settled(t);
    expect(await merchOrderRow(t, orderNo)).toMatchObject({
      status: 'paid',
      voucherId: id,
      amountDue: 2 * PRICE - 50_00,
    });
    expect(await variantRow(t, variantId)).toMatchObject({ held: 0, sold: 2 });
    const payment = await t.dataSource.manager.findOneByOrFail(Payment, { orderNo, status: 'succeeded' });
    expect(payment.amount).toBe(2 * PRICE - 50_00);
    const mail = (await outbox(t, fan.user.email))[0]!;
    expect(mail.text).toContain('Amount: 650 VND');

    // Paid: the expiry job leaves it alone and the voucher stays with the order.
    t.clock.advance(DAY);
    await t.app.get(HoldExpiryJob).run();
    expect(await voucherRow(id)).toMatchObject({ state: 'used', orderNo });
    expect((await applyDiscount(t, fan, orderNo, null)).body.code).toBe(REPLY_CODES.DISCOUNT_ORDER_NOT_HELD.code);
    expect(await voucherRow(spare)).toMatchObject({ state: 'available' });
  });

  it('the wallet pays the amount due after a voucher and Fan Coin; coins are earned on what was paid', async () => {
    const fan = await walletFan(t);
    await topUp(t, fan, 1_000_00);
    await fundCoins(t, fan, 100);
    const id = await merchVoucher(fan);
    const { orderNo } = await heldMerch(fan);
    // 100 coins of 1.00 each, within 50% of 700.00.
    const applied = await applyDiscount(t, fan, orderNo, id, 100);
    expect(applied.body.data.applied).toEqual({
      voucherId: id,
      voucherDiscount: 100_00,
      fanCoinUsed: 100,
      fanCoinDiscount: 100_00,
      amountDue: 2 * PRICE - 200_00,
    });
    expect(await coins(fan)).toBe(0);

    const paid = await t.post('/fanapih5/wallet/pay', { orderNo, payPassword: PAY_PASSWORD }, fan.opts);
    expect(paid.body.data).toMatchObject({
      orderNo,
      amount: 2 * PRICE - 200_00,
      balance: 1_000_00 - (2 * PRICE - 200_00),
    });
    expect((await merchOrderRow(t, orderNo)).status).toBe('paid');
    // 500.00 paid earns 5 coins (one per 100.00).
    expect(await coins(fan)).toBe(Math.floor((2 * PRICE - 200_00) / 10_000));
  });

  it('the voucher and coins come back when the hold is cancelled or expires; the order is due its total again', async () => {
    const fan = await buyer(t);
    await fundCoins(t, fan, 50);
    const id = await merchVoucher(fan);
    const first = await heldMerch(fan, 1);
    await applyDiscount(t, fan, first.orderNo, id, 50);
    expect(await coins(fan)).toBe(0);
    const cancelled = await t.post('/fanapih5/merchOrder/cancel', { orderNo: first.orderNo }, fan.opts);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', voucherId: null, amountDue: PRICE });
    expect(await voucherRow(id)).toMatchObject({ state: 'available', orderNo: null });
    expect(await coins(fan)).toBe(50);

    const second = await heldMerch(fan, 1);
    await applyDiscount(t, fan, second.orderNo, id, 20);
    t.clock.advance(DAY);
    expect(await t.app.get(HoldExpiryJob).run()).toBeGreaterThanOrEqual(1);
    expect(await merchOrderRow(t, second.orderNo)).toMatchObject({
      status: 'expired',
      voucherId: null,
      fanCoinUsed: 0,
      amountDue: PRICE,
    });
    expect(await voucherRow(id)).toMatchObject({ state: 'available', orderNo: null });
    expect(await coins(fan)).toBe(50);
  });

  it('a voucher that covers the whole order pays it at once: one payment of 0 by voucher, its stock sold', async () => {
    const fan = await buyer(t);
    const id = await merchVoucher(fan, { value: 10 * PRICE });
    const { orderNo, variantId } = await heldMerch(fan);
    const res = await applyDiscount(t, fan, orderNo, id);
    expect(res.body.data).toMatchObject({
      orderStatus: 'paid',
      applied: { voucherId: id, voucherDiscount: 2 * PRICE, amountDue: 0 },
      locked: true,
    });
    expect(await variantRow(t, variantId)).toMatchObject({ held: 0, sold: 2 });
    const payments = await t.dataSource.manager.findBy(Payment, { orderNo });
    expect(payments.map((p) => [p.provider, p.status, p.amount, p.purpose])).toEqual([
      ['voucher', 'succeeded', 0, 'merch'],
    ]);
    const detail = await t.get('/fanapih5/merchOrder/detail', { orderNo }, fan.opts);
    expect(detail.body.data).toMatchObject({ status: 'paid', amountDue: 0 });
  });

  it("IDOR: another fan's merch order is not found, another fan's voucher is not found; nothing changes", async () => {
    const fan = await buyer(t);
    const stranger = await buyer(t);
    const mine = await merchVoucher(fan);
    const theirs = await merchVoucher(stranger);
    const { orderNo } = await heldMerch(fan);

    const peek = await t.get(DISCOUNTS, { orderNo }, stranger.opts);
    expect([peek.status, peek.body.code]).toEqual([404, REPLY_CODES.MERCH_ORDER_NOT_FOUND.code]);
    const apply = await applyDiscount(t, stranger, orderNo, theirs);
    expect([apply.status, apply.body.code]).toEqual([404, REPLY_CODES.MERCH_ORDER_NOT_FOUND.code]);
    const foreign = await applyDiscount(t, fan, orderNo, theirs);
    expect([foreign.status, foreign.body.code]).toEqual([404, REPLY_CODES.VOUCHER_NOT_FOUND.code]);
    expect(await voucherRow(theirs)).toMatchObject({ state: 'available', orderNo: null });
    expect(await voucherRow(mine)).toMatchObject({ state: 'available', orderNo: null });
    expect(await merchOrderRow(t, orderNo)).toMatchObject({ voucherId: null, amountDue: 2 * PRICE });
    // A number that is neither a ticket nor a merch order is refused by validation.
    const bad = await t.get(DISCOUNTS, { orderNo: 'X1234567890ABCDEF' }, fan.opts);
    expect(bad.status).toBe(400);
  });

  it('race: one merch voucher applied by parallel requests for two held merch orders is used once', async () => {
    for (let round = 0; round < 3; round++) {
      const fan = await buyer(t);
      const id = await merchVoucher(fan);
      const orders = [await heldMerch(fan, 1), await heldMerch(fan, 1)];
      const answers = await Promise.all(orders.map((o) => applyDiscount(t, fan, o.orderNo, id)));
      expect(answers.map((a) => a.body.code).sort()).toEqual([
        REPLY_CODES.SUCCESS.code,
        REPLY_CODES.VOUCHER_NOT_AVAILABLE.code,
      ]);
      const rows = await Promise.all(orders.map((o) => merchOrderRow(t, o.orderNo)));
      const holder = rows.filter((r) => r.voucherId === id);
      expect(holder).toHaveLength(1);
      expect(await voucherRow(id)).toMatchObject({ state: 'used', orderNo: holder[0]!.orderNo });
      expect(rows.filter((r) => r.amountDue === PRICE)).toHaveLength(1);
    }
  });

  it('an operator refund of a paid merch order: the wallet paid back, stock back, the voucher stays used; shipped ones refused', async () => {
    const fan = await walletFan(t);
    await topUp(t, fan, 1_000_00);
    const id = await merchVoucher(fan);
    const { orderNo, variantId } = await heldMerch(fan);
    await applyDiscount(t, fan, orderNo, id);
    const paid = await t.post('/fanapih5/wallet/pay', { orderNo, payPassword: PAY_PASSWORD }, fan.opts);
    expect(paid.body.data.balance).toBe(1_000_00 - (2 * PRICE - 100_00));
    expect(await variantRow(t, variantId)).toMatchObject({ sold: 2 });

    const refund = await t.ops('order', 'cancel', orderNo, '--refund', '--reason', 'out of stock');
    expect(refund.code).toBe(0);
    expect(refund.out).toMatch(new RegExp(`^Order ${orderNo} refunded: 2 items back in stock; provider refund done`));
    expect(await merchOrderRow(t, orderNo)).toMatchObject({ status: 'refunded' });
    expect(await variantRow(t, variantId)).toMatchObject({ held: 0, sold: 0 });
    expect((await t.get('/fanapih5/wallet/info', {}, fan.opts)).body.data.balance).toBe(1_000_00);
    const records = await t.get('/fanapih5/wallet/transactions', { type: 'refund' }, fan.opts);
    expect(records.body.data.list[0]).toMatchObject({ amount: 2 * PRICE - 100_00, orderNo });
    expect(await voucherRow(id)).toMatchObject({ state: 'used', orderNo });
    const again = await t.ops('order', 'refund', orderNo);
    expect(again.out).toMatch(new RegExp(`^Order ${orderNo} was already refunded`));

    // Shipped: on its way, no longer the operator's to refund here.
    const other = await heldMerch(fan, 1);
    await t.post('/fanapih5/wallet/pay', { orderNo: other.orderNo, payPassword: PAY_PASSWORD }, fan.opts);
    expect((await t.ops('merch', 'ship', other.orderNo, 'DHL', 'TRK1')).code).toBe(0);
    const refused = await t.ops('order', 'refund', other.orderNo);
    expect(refused).toEqual({ code: 1, out: `Order ${other.orderNo} is shipped, not paid: nothing to refund` });
    expect((await t.ops('order', 'refund', 'M0000000000000000')).out).toBe('No order M0000000000000000');
    expect(await t.ops('wallet', 'verify')).toEqual({ code: 0, out: 'every wallet invariant holds' });
  });

  it('pnpm ops verify holds after all of the above, and names a merch voucher and order that disagree', async () => {
    expect(await t.ops('verify')).toEqual({ code: 0, out: 'every invariant holds' });
    const fan = await buyer(t);
    const id = await merchVoucher(fan);
    const { orderNo } = await heldMerch(fan, 1);
    await applyDiscount(t, fan, orderNo, id);
    await t.dataSource.manager.update(Voucher, { id }, { state: 'available' });
    const broken = await t.ops('verify');
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(`voucher ${id}: available for ${orderNo} but order ${orderNo} carries it`);
    await t.dataSource.manager.update(Voucher, { id }, { state: 'used' });
    expect((await t.ops('verify')).code).toBe(0);
  });
});
