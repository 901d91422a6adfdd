import { formatMoney, REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HoldExpiryJob } from '../src/modules/held-orders/index.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { Voucher } from '../src/modules/vouchers/entities/voucher.entity.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { SandboxCheckoutService } from '../src/modules/payments/sandbox-checkout.service.js';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { TestApp } from './support/test-app.js';
import { submitHostedPage } from './support/traffic.js';
import { type Buyer, buyer, createEvent } from './support/tickets-fixtures.js';
import { applyDiscount, giveVoucher, holdOrder } from './support/voucher-fixtures.js';

const PRICE = 150_000_00;
const DAY = 86_400_000;

describe('vouchers: My Voucher, the grant, and a voucher on a held order', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
    await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  async function voucherRow(id: number): Promise<Voucher> {
    return t.dataSource.manager.findOneByOrFail(Voucher, { id });
  }
  async function orderRow(orderNo: string): Promise<Order> {
    return t.dataSource.manager.findOneByOrFail(Order, { orderNo });
  }
  async function heldOrder(fan: Buyer, quantity = 1) {
    const { event, types } = await createEvent(t);
    return { event, orderNo: await holdOrder(t, fan, event.id, types[0]!.id, quantity) };
  }

  describe('pnpm ops voucher grant', () => {
    it('gives one fan a voucher with the given code; lists every problem of a bad grant and gives nothing', async () => {
      const fan = await buyer(t);
      const ok = await t.ops(
        'voucher',
        'grant',
        fan.user.email,
        '{"kind":"percent","value":10,"cap":2000000,"minSpend":10000000,"validDays":7,"code":"TENOFF-1","title":"Ten off"}',
      );
      expect(ok).toEqual({ code: 0, out: '1 voucher granted (TENOFF-1); 0 fan(s) had this grant already' });
      const mine = await t.get('/fanapih5/voucher/mine', {}, fan.opts);
      expect(mine.body.data.list).toEqual([
        expect.objectContaining({
          code: 'TENOFF-1',
          title: 'Ten off',
          kind: 'percent',
          value: 10,
          cap: 20_000_00,
          minSpend: 100_000_00,
          scope: 'any',
          eventId: null,
          status: 'available',
          orderNo: null,
        }),
      ]);

      const bad = await t.ops(
        'voucher',
        'grant',
        'nobody@example.com',
        '{"kind":"cash","value":0,"scope":"event","eventId":999999,"validDays":0,"code":"TENOFF-1"}',
      );
      expect(bad.code).toBe(2);
      expect(bad.out.split('\n')).toEqual([
        'voucher not granted, 4 problems:',
        '  - kind: must be fixed or percent',
        '  - value: must be a whole number of minor units above 0',
        '  - validDays: must be a whole number of days from 1 to 3650',
        '  - nobody@example.com: no account with this e-mail',
      ]);
      const taken = await t.ops(
        'voucher',
        'grant',
        fan.user.email,
        '{"kind":"fixed","value":100,"validDays":1,"code":"TENOFF-1","scope":"event","eventId":999999}',
      );
      expect(taken.out.split('\n')).toEqual([
        'voucher not granted, 2 problems:',
        '  - eventId: no event 999999',
        '  - code: TENOFF-1 is taken',
      ]);
      expect((await t.get('/fanapih5/voucher/mine', {}, fan.opts)).body.data.total).toBe(1);
      expect((await t.ops('voucher', 'grant', fan.user.email)).code).toBe(2);
    });

    it('--all gives every active fan one, and again with the same grant key gives nobody a second', async () => {
      const fans = [await buyer(t), await buyer(t)];
      const suspended = await buyer(t, { status: 'suspended' });
      const json = '{"kind":"fixed","value":1000000,"validDays":30,"grantKey":"welcome-all"}';
      const first = await t.ops('voucher', 'grant', '--all', json);
      expect(first.code).toBe(0);
      const again = await t.ops('voucher', 'grant', '--all', json);
      expect(again.out).toMatch(/^0 vouchers granted; \d+ fan\(s\) had this grant already$/);
      for (const fan of fans) {
        const mine = await t.get('/fanapih5/voucher/mine', {}, fan.opts);
        expect(mine.body.data.list.map((v: { value: number }) => v.value)).toEqual([10_000_00]);
      }
      expect(await t.dataSource.manager.countBy(Voucher, { userId: suspended.user.id })).toBe(0);
    });
  });

  describe('voucher/mine', () => {
    it('lists only my vouchers, by status: available, used (on an order), expired (window ended unused)', async () => {
      const fan = await buyer(t);
      const other = await buyer(t);
      const expiring = await giveVoucher(t, fan, { validTo: t.clock.now() + DAY });
      const used = await giveVoucher(t, fan);
      const open = await giveVoucher(t, fan, { validTo: t.clock.now() + 10 * DAY });
      await giveVoucher(t, other);
      // The first one's window ends unused; the hold that uses the second is made after, so it is
      // still held when the list is read (a day past it, the expiry job would end it and give the
      // voucher back, whenever its timer next ticks).
      t.clock.advance(DAY);
      const { orderNo } = await heldOrder(fan);
      expect((await applyDiscount(t, fan, orderNo, used)).body.code).toBe(REPLY_CODES.SUCCESS.code);

      const ids = async (status?: string) =>
        (await t.get('/fanapih5/voucher/mine', status ? { status } : {}, fan.opts)).body.data.list.map(
          (v: { id: number; status: string }) => [v.id, v.status],
        );
      expect(await ids()).toEqual([
        [open, 'available'],
        [used, 'used'],
        [expiring, 'expired'],
      ]);
      expect(await ids('available')).toEqual([[open, 'available']]);
      expect(await ids('used')).toEqual([[used, 'used']]);
      expect(await ids('expired')).toEqual([[expiring, 'expired']]);
      const usedView = (await t.get('/fanapih5/voucher/mine', { status: 'used' }, fan.opts)).body.data.list[0];
      expect(usedView.orderNo).toBe(orderNo);
      expect((await t.get('/fanapih5/voucher/mine', { status: 'lost' }, fan.opts)).status).toBe(400);
      expect((await t.get('/fanapih5/voucher/mine', {})).status).toBe(401);
    });
  });

  describe('order/discounts and order/applyDiscount', () => {
    it('a fixed voucher lowers the amount due; total stays the undiscounted sum; the voucher is used by the order', async () => {
      const fan = await buyer(t);
      const id = await giveVoucher(t, fan, { value: 40_000_00 });
      const { orderNo } = await heldOrder(fan, 2);
      const options = await t.get('/fanapih5/order/discounts', { orderNo }, fan.opts);
      expect(options.body.data).toMatchObject({
        orderNo,
        orderStatus: 'held',
        total: 2 * PRICE,
        applied: { voucherId: null, voucherDiscount: 0, fanCoinUsed: 0, fanCoinDiscount: 0, amountDue: 2 * PRICE },
        vouchers: [expect.objectContaining({ id, discount: 40_000_00 })],
        fanCoin: { coinValue: 100, maxSharePercent: 50, earnPer: 10_000, balance: 0, maxUsable: 0 },
        locked: false,
      });
      const res = await applyDiscount(t, fan, orderNo, id);
      expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect(res.body.data.applied).toEqual({
        voucherId: id,
        voucherDiscount: 40_000_00,
        fanCoinUsed: 0,
        fanCoinDiscount: 0,
        amountDue: 2 * PRICE - 40_000_00,
      });
      expect(res.body.data.vouchers[0]).toMatchObject({ id, status: 'used', orderNo });
      const detail = await t.get('/fanapih5/order/detail', { orderNo }, fan.opts);
      expect(detail.body.data).toMatchObject({ total: 2 * PRICE, voucherId: id, amountDue: 2 * PRICE - 40_000_00 });
      expect(await voucherRow(id)).toMatchObject({ state: 'used', orderNo });
    });

    it('a percent voucher takes its share up to its cap', async () => {
      const fan = await buyer(t);
      const capped = await giveVoucher(t, fan, { kind: 'percent', value: 50, cap: 10_000_00 });
      const open = await giveVoucher(t, fan, { kind: 'percent', value: 10 });
      const { orderNo } = await heldOrder(fan);
      const options = (await t.get('/fanapih5/order/discounts', { orderNo }, fan.opts)).body.data;
      expect(options.vouchers.map((v: { id: number; discount: number }) => [v.id, v.discount])).toEqual([
        [open, 15_000_00],
        [capped, 10_000_00],
      ]);
      expect((await applyDiscount(t, fan, orderNo, capped)).body.data.applied.amountDue).toBe(PRICE - 10_000_00);
    });

    it('changing the voucher gives the previous one back; null removes it; both in the same transaction', async () => {
      const fan = await buyer(t);
      const a = await giveVoucher(t, fan, { value: 10_000_00 });
      const b = await giveVoucher(t, fan, { value: 20_000_00 });
      const { orderNo } = await heldOrder(fan);
      await applyDiscount(t, fan, orderNo, a);
      const swapped = await applyDiscount(t, fan, orderNo, b);
      expect(swapped.body.data.applied).toMatchObject({ voucherId: b, amountDue: PRICE - 20_000_00 });
      expect(await voucherRow(a)).toMatchObject({ state: 'available', orderNo: null });
      expect(await voucherRow(b)).toMatchObject({ state: 'used', orderNo });
      const again = await applyDiscount(t, fan, orderNo, b);
      expect(again.body.data.applied.voucherId).toBe(b);
      const removed = await applyDiscount(t, fan, orderNo, null);
      expect(removed.body.data.applied).toEqual({
        voucherId: null,
        voucherDiscount: 0,
        fanCoinUsed: 0,
        fanCoinDiscount: 0,
        amountDue: PRICE,
      });
      expect(await voucherRow(b)).toMatchObject({ state: 'available', orderNo: null });
    });

    it('refuses a voucher out of scope, under its minimum spend, not yet valid, expired, or used on another order', async () => {
      const fan = await buyer(t);
      const { event, orderNo } = await heldOrder(fan);
      const otherEvent = await createEvent(t);
      const cases: [number, number][] = [
        [
          await giveVoucher(t, fan, { scope: 'event', eventId: otherEvent.event.id }),
          REPLY_CODES.VOUCHER_SCOPE_MISMATCH.code,
        ],
        [await giveVoucher(t, fan, { scope: 'merch' }), REPLY_CODES.VOUCHER_SCOPE_MISMATCH.code],
        [await giveVoucher(t, fan, { minSpend: PRICE + 1 }), REPLY_CODES.VOUCHER_MIN_SPEND.code],
        [await giveVoucher(t, fan, { validFrom: t.clock.now() + DAY }), REPLY_CODES.VOUCHER_NOT_STARTED.code],
      ];
      const expiring = await giveVoucher(t, fan, { validTo: t.clock.now() + 60_000 });
      for (const [id, code] of cases) {
        const res = await applyDiscount(t, fan, orderNo, id);
        expect([id, res.status, res.body.code]).toEqual([id, 409, code]);
      }
      const minSpend = await t
        .post('/fanapih5/order/applyDiscount', { orderNo, voucherId: cases[2]![0], fanCoin: 0 }, fan.opts)
        .set('Accept-Language', 'en_US');
      expect(minSpend.body.msg).toBe(`This voucher needs a minimum spend of ${formatMoney(PRICE + 1)}.`);

      const ownEvent = await giveVoucher(t, fan, { scope: 'event', eventId: event.id });
      expect((await applyDiscount(t, fan, orderNo, ownEvent)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const second = await heldOrder(fan);
      const firstEventOnly = await giveVoucher(t, fan, { scope: 'event', eventId: event.id });
      expect((await applyDiscount(t, fan, second.orderNo, firstEventOnly)).body.code).toBe(
        REPLY_CODES.VOUCHER_SCOPE_MISMATCH.code,
      );
      expect((await applyDiscount(t, fan, second.orderNo, ownEvent)).body.code).toBe(
        REPLY_CODES.VOUCHER_NOT_AVAILABLE.code,
      );
      const any = await giveVoucher(t, fan);
      expect((await applyDiscount(t, fan, second.orderNo, any)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const third = await heldOrder(fan);
      expect((await applyDiscount(t, fan, third.orderNo, any)).body.code).toBe(REPLY_CODES.VOUCHER_NOT_AVAILABLE.code);
      t.clock.advance(60_000);
      expect((await applyDiscount(t, fan, third.orderNo, expiring)).body.code).toBe(
        REPLY_CODES.VOUCHER_NOT_AVAILABLE.code,
      );
      expect((await applyDiscount(t, fan, third.orderNo, 99_999_999)).body.code).toBe(
        REPLY_CODES.VOUCHER_NOT_FOUND.code,
      );
      expect(
        (await t.post('/fanapih5/order/applyDiscount', { orderNo, voucherId: 'x', fanCoin: -1 }, fan.opts)).status,
      ).toBe(400);
    });

    it("IDOR: another fan's order is not found, another fan's voucher is not found, and neither changes", async () => {
      const fan = await buyer(t);
      const thief = await buyer(t);
      const fanVoucher = await giveVoucher(t, fan);
      const thiefVoucher = await giveVoucher(t, thief);
      const { orderNo } = await heldOrder(fan);
      const theirs = await heldOrder(thief);

      expect((await t.get('/fanapih5/order/discounts', { orderNo }, thief.opts)).body.code).toBe(
        REPLY_CODES.ORDER_NOT_FOUND.code,
      );
      expect((await applyDiscount(t, thief, orderNo, thiefVoucher)).body.code).toBe(REPLY_CODES.ORDER_NOT_FOUND.code);
      expect((await applyDiscount(t, thief, theirs.orderNo, fanVoucher)).body.code).toBe(
        REPLY_CODES.VOUCHER_NOT_FOUND.code,
      );
      expect(await voucherRow(fanVoucher)).toMatchObject({ state: 'available', orderNo: null });
      expect(await voucherRow(thiefVoucher)).toMatchObject({ state: 'available', orderNo: null });
      expect((await orderRow(orderNo)).voucherId).toBeNull();
      const theirList = (await t.get('/fanapih5/voucher/mine', {}, thief.opts)).body.data.list;
      expect(theirList.map((v: { id: number }) => v.id)).toEqual([thiefVoucher]);
      const options = (await t.get('/fanapih5/order/discounts', { orderNo: theirs.orderNo }, thief.opts)).body.data;
      expect(options.vouchers.map((v: { id: number }) => v.id)).toEqual([thiefVoucher]);
    });

    it('the voucher comes back when the hold expires (expiry job) or is cancelled; the order is due its total again', async () => {
      const fan = await buyer(t);
      const id = await giveVoucher(t, fan);
      const first = await heldOrder(fan);
      await applyDiscount(t, fan, first.orderNo, id);
      t.clock.advance(11 * 60_000);
      expect(await t.app.get(HoldExpiryJob).run()).toBeGreaterThanOrEqual(1);
      expect(await voucherRow(id)).toMatchObject({ state: 'available', orderNo: null, usedAt: null });
      expect(await orderRow(first.orderNo)).toMatchObject({ status: 'expired', voucherId: null, amountDue: PRICE });
      expect((await applyDiscount(t, fan, first.orderNo, id)).body.code).toBe(REPLY_CODES.DISCOUNT_ORDER_NOT_HELD.code);

      const second = await heldOrder(fan);
      expect((await applyDiscount(t, fan, second.orderNo, id)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect((await t.post('/fanapih5/order/cancel', { orderNo: second.orderNo }, fan.opts)).body.code).toBe(
        REPLY_CODES.SUCCESS.code,
      );
      expect(await voucherRow(id)).toMatchObject({ state: 'available', orderNo: null });
      expect((await t.get('/fanapih5/voucher/mine', { status: 'available' }, fan.opts)).body.data.total).toBe(1);
    });

    it('race: one voucher applied by parallel requests for two held orders of the same fan is used once', async () => {
      for (let round = 0; round < 3; round++) {
        const fan = await buyer(t);
        const id = await giveVoucher(t, fan);
        const orders = [await heldOrder(fan), await heldOrder(fan), await heldOrder(fan)];
        const answers = await Promise.all(orders.map((o) => applyDiscount(t, fan, o.orderNo, id)));
        const codes = answers.map((a) => a.body.code).sort();
        expect(codes).toEqual([
          REPLY_CODES.SUCCESS.code,
          REPLY_CODES.VOUCHER_NOT_AVAILABLE.code,
          REPLY_CODES.VOUCHER_NOT_AVAILABLE.code,
        ]);
        const winner = orders[answers.findIndex((a) => a.body.code === REPLY_CODES.SUCCESS.code)]!.orderNo;
        expect(await voucherRow(id)).toMatchObject({ state: 'used', orderNo: winner });
        const rows = await Promise.all(orders.map((o) => orderRow(o.orderNo)));
        expect(rows.filter((r) => r.voucherId === id).map((r) => r.orderNo)).toEqual([winner]);
        expect(rows.filter((r) => r.amountDue === PRICE).length).toBe(2);
      }
    });
  });

  describe('paying a discounted order', () => {
    const CARD = {
      paymentType: 'visa',
      cardType: 'visa',
      cardHolder: 'V Fan',
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    };

    it('the card is charged the amount due; the discount is locked once a payment started; the voucher stays used once paid', async () => {
      const fan = await buyer(t);
      const id = await giveVoucher(t, fan, { value: 30_000_00 });
      const other = await giveVoucher(t, fan, { value: 1_00 });
      const { orderNo } = await heldOrder(fan, 2);
      await applyDiscount(t, fan, orderNo, id);
      const started = await t.post(
        '/fanapih5/payment/create',
        { orderNo, method: 'card', paymentType: 'visa' },
        fan.opts,
      );
      expect(started.body.data.amount).toBe(2 * PRICE - 30_000_00);

      const locked = await applyDiscount(t, fan, orderNo, other);
      expect([locked.status, locked.body.code]).toEqual([409, REPLY_CODES.DISCOUNT_LOCKED.code]);
      expect((await t.get('/fanapih5/order/discounts', { orderNo }, fan.opts)).body.data.locked).toBe(true);
      expect(await voucherRow(other)).toMatchObject({ state: 'available' });

      expect((await submitHostedPage(started.body.data.redirectUrl, CARD)).status).toBe(303);
      await t.app.get(SandboxCheckoutService).settled();
      expect(await orderRow(orderNo)).toMatchObject({
        status: 'paid',
        voucherId: id,
        amountDue: 2 * PRICE - 30_000_00,
      });
      const payment = await t.dataSource.manager.findOneByOrFail(Payment, { orderNo, status: 'succeeded' });
      expect(payment.amount).toBe(2 * PRICE - 30_000_00);
      t.clock.advance(DAY);
      await t.app.get(HoldExpiryJob).run();
      expect(await voucherRow(id)).toMatchObject({ state: 'used', orderNo });
      expect((await applyDiscount(t, fan, orderNo, null)).body.code).toBe(REPLY_CODES.DISCOUNT_ORDER_NOT_HELD.code);
    });

    it('a charge of another amount than the order is due now (a discount changed while it started) is refunded, never pays it', async () => {
      const fan = await buyer(t);
      const { orderNo } = await heldOrder(fan);
      const started = await t.post(
        '/fanapih5/payment/create',
        { orderNo, method: 'card', paymentType: 'visa' },
        fan.opts,
      );
      expect(started.body.data.amount).toBe(PRICE);
      // The discount written between payment/create's read of the amount and its pending row.
      await t.dataSource.manager.update(Order, { orderNo }, { voucherDiscount: 10_00, amountDue: PRICE - 10_00 });
      expect((await submitHostedPage(started.body.data.redirectUrl, CARD)).status).toBe(303);
      await t.app.get(SandboxCheckoutService).settled();
      expect((await orderRow(orderNo)).status).toBe('held');
      const payment = await t.dataSource.manager.findOneByOrFail(Payment, { orderNo });
      expect(payment.status).toBe('refunded');
    });

    it('a discount that leaves nothing to pay pays the order at once: one payment of 0 by voucher, its tickets issued', async () => {
      const fan = await buyer(t);
      const id = await giveVoucher(t, fan, { value: 10 * PRICE });
      const { orderNo } = await heldOrder(fan, 2);
      const res = await applyDiscount(t, fan, orderNo, id);
      expect(res.body.data).toMatchObject({
        orderStatus: 'paid',
        applied: { voucherId: id, voucherDiscount: 2 * PRICE, amountDue: 0 },
        locked: true,
      });
      const order = await orderRow(orderNo);
      expect(order.status).toBe('paid');
      const payments = await t.dataSource.manager.findBy(Payment, { orderNo });
      expect(payments.map((p) => [p.provider, p.status, p.amount])).toEqual([['voucher', 'succeeded', 0]]);
      expect(await t.dataSource.manager.countBy(Ticket, { orderId: order.id })).toBe(2);
      expect(await voucherRow(id)).toMatchObject({ state: 'used', orderNo });
      const result = await t.get('/fanapih5/payment/result', { orderNo }, fan.opts);
      expect(result.body.data).toMatchObject({ orderStatus: 'paid', payment: { amount: 0, status: 'succeeded' } });

      const refund = await t.ops('order', 'refund', orderNo);
      expect(refund.code).toBe(0);
      expect((await orderRow(orderNo)).status).toBe('refunded');
    });
  });

  it('pnpm ops verify: every invariant holds after all of the above; a voucher and an order that disagree are named', async () => {
    expect(await t.ops('verify')).toEqual({ code: 0, out: 'every invariant holds' });
    const fan = await buyer(t);
    const id = await giveVoucher(t, fan);
    const { orderNo } = await heldOrder(fan);
    await applyDiscount(t, fan, orderNo, id);
    await t.dataSource.manager.update(Voucher, { id }, { state: 'available' });
    await t.dataSource.manager.update(Order, { orderNo }, { amountDue: 1 });
    const broken = await t.ops('verify');
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(`voucher ${id}: available for ${orderNo} but order ${orderNo} carries it`);
    expect(broken.out).toContain(
      `order ${orderNo}: amount due 1 is not total ${PRICE} less discounts ${50_000_00} and 0`,
    );
    await t.dataSource.manager.update(Voucher, { id }, { state: 'used' });
    await t.dataSource.manager.update(Order, { orderNo }, { amountDue: PRICE - 50_000_00 });
  });
});
