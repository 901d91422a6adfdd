import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MESSAGES, REPLY_CODES, translate } from '@fanpass/contracts';
import { loadConfig } from '../src/config/config.js';
import { HoldExpiryJob } from '../src/modules/held-orders/index.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { PurchaseCounter } from '../src/modules/orders/entities/purchase-counter.entity.js';
import { TestApp } from './support/test-app.js';
import { buyer, createEvent, typeRow } from './support/tickets-fixtures.js';

const ORDER = '/fanapih5/order/create';

describe('tickets: catalogue and held orders', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ PUBLIC_SITE_URL: 'https://www.fanpass.example' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('hold and offer times are configurable and validated', () => {
    const config = loadConfig({ HOLD_MINUTES_H5: '15', HOLD_MINUTES_PC: '5', WAITLIST_OFFER_HOURS: '24' });
    expect(config.holdMinutes).toEqual({ H5: 15, PC: 5 });
    expect(config.waitlistOfferHours).toBe(24);
    expect(() => loadConfig({ HOLD_MINUTES_H5: '0' })).toThrow(/HOLD_MINUTES_H5/);
    expect(() => loadConfig({ SANDBOX_PAY_SECRET: 'short' })).toThrow(/SANDBOX_PAY_SECRET/);
  });

  describe('catalogue', () => {
    it('lists events with derived status and shows detail with exact availability', async () => {
      const { event, types } = await createEvent(t, {
        ticketTypes: [
          { code: 'vip', name: 'VIP', price: 500_00, capacity: 3 },
          { code: 'b', name: 'B', price: 100_00, capacity: 0 },
        ],
      });
      const later = await createEvent(t, { saleStartsAt: t.clock.now() + 86_400_000 });
      const list = await t.get('/fanapih5/event/list');
      expect(list.status).toBe(200);
      const mine = list.body.data.list.find((e: { id: number }) => e.id === event.id);
      expect(mine).toMatchObject({ status: 'onSale', minPrice: 100_00, ticketLimit: 4, currency: 'VND' });
      expect(list.body.data.list.find((e: { id: number }) => e.id === later.event.id).status).toBe('upcoming');

      const detail = await t.get('/fanapih5/event/detail', { id: event.id });
      expect(detail.body.data.ticketTypes).toEqual([
        expect.objectContaining({ id: types[0]!.id, capacity: 3, sold: 0, held: 0, available: 3, soldOut: false }),
        expect.objectContaining({ id: types[1]!.id, available: 0, soldOut: true }),
      ]);
      const upcoming = await t.get('/fanapih5/event/upcoming');
      expect(upcoming.body.data.map((e: { id: number }) => e.id)).toContain(event.id);
      const missing = await t.get('/fanapih5/event/detail', { id: 999999 });
      expect(missing.body.code).toBe(REPLY_CODES.EVENT_NOT_FOUND.code);
    });

    it('is public: no login needed', async () => {
      const res = await t.get('/fanapih5/event/list', { status: 'onSale' });
      expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    });
  });

  describe('creating an order', () => {
    it('holds the seats for 10 minutes from H5 and 3 from PC', async () => {
      const { event, types } = await createEvent(t);
      const h5 = await buyer(t);
      const res = await t.post(
        ORDER,
        { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 2 }] },
        h5.opts,
      );
      expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect(res.body.data).toMatchObject({ status: 'held', quantity: 2, total: 2 * 150_000_00, holdMinutes: 10 });
      expect(res.body.data.expiresAt).toBe(t.clock.now() + 10 * 60_000);
      expect(res.body.data.remainingSeconds).toBe(600);
      const pc = await buyer(t, {}, 'PC');
      const res2 = await t.post(
        ORDER,
        { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] },
        pc.opts,
      );
      expect(res2.body.data.holdMinutes).toBe(3);
      const type = await typeRow(t, types[0]!.id);
      expect(type.held).toBe(3);
      expect(type.sold).toBe(0);
    });

    it('needs a login, an active account and a verified phone', async () => {
      const { event, types } = await createEvent(t);
      const body = { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] };
      expect((await t.post(ORDER, body)).body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
      const unverified = await buyer(t, { phoneVerified: false });
      expect((await t.post(ORDER, body, unverified.opts)).body.code).toBe(REPLY_CODES.PHONE_NOT_VERIFIED.code);
      const suspended = await buyer(t, { status: 'suspended' });
      expect((await t.post(ORDER, body, suspended.opts)).body.code).toBe(REPLY_CODES.ACCOUNT_SUSPENDED.code);
      expect((await typeRow(t, types[0]!.id)).held).toBe(0);
    });

    it('needs at least one ticket', async () => {
      const { event, types } = await createEvent(t);
      const fan = await buyer(t);
      const res = await t.post(
        ORDER,
        { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 0 }] },
        fan.opts,
      );
      expect(res.body.code).toBe(REPLY_CODES.NO_TICKET_SELECTED.code);
      expect((await t.post(ORDER, { eventId: event.id, items: [] }, fan.opts)).body.code).toBe(
        REPLY_CODES.NO_TICKET_SELECTED.code,
      );
    });

    it('refuses more than the limit per account, counting held and bought tickets, with the number in the message', async () => {
      const { event, types } = await createEvent(t, { ticketLimit: 4 });
      const fan = await buyer(t);
      const item = (quantity: number) => ({ eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity }] });
      expect((await t.post(ORDER, item(5), fan.opts)).body.code).toBe(REPLY_CODES.TICKET_LIMIT_EXCEEDED.code);
      const first = await t.post(ORDER, item(3), fan.opts);
      expect(first.body.code).toBe(REPLY_CODES.SUCCESS.code);
      // Bought: the order leaves 'held' (as a payment does) and its three tickets still count.
      await t.dataSource.manager.update(Order, { orderNo: first.body.data.orderNo }, { status: 'paid', liveKey: null });
      const over = await t.post(ORDER, item(2), fan.opts);
      expect(over.status).toBe(409);
      expect(over.body.code).toBe(REPLY_CODES.TICKET_LIMIT_EXCEEDED.code);
      expect(over.body.msg).toContain('4');
      expect((await t.post(ORDER, item(1), fan.opts)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    });

    it('tells the fan how many more they can buy before choosing: limit, held and bought from the counter', async () => {
      const LIMIT = '/fanapih5/order/ticketLimit';
      const { event, types } = await createEvent(t, { ticketLimit: 4 });
      const item = (quantity: number) => ({ eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity }] });
      // A phone not verified yet may still see where it stands (ordering asks for the phone later).
      const fan = await buyer(t, { phoneVerified: false });
      const fresh = await t.get(LIMIT, { eventId: event.id }, fan.opts);
      expect(fresh.body).toMatchObject({
        code: REPLY_CODES.SUCCESS.code,
        data: { eventId: event.id, limit: 4, used: 0, held: 0, remaining: 4 },
      });

      const verified = await buyer(t);
      const first = (await t.post(ORDER, item(3), verified.opts)).body.data;
      expect((await t.get(LIMIT, { eventId: event.id }, verified.opts)).body.data).toEqual({
        eventId: event.id,
        limit: 4,
        used: 3,
        held: 3,
        remaining: 1,
      });
      // Bought: the three still count, and are no longer in an open order.
      await t.dataSource.manager.update(Order, { orderNo: first.orderNo }, { status: 'paid', liveKey: null });
      const afterPaying = (await t.get(LIMIT, { eventId: event.id }, verified.opts)).body.data;
      expect(afterPaying).toMatchObject({ used: 3, held: 0, remaining: 1 });
      // The number agrees with what the order then allows.
      expect((await t.post(ORDER, item(afterPaying.remaining + 1), verified.opts)).body.code).toBe(
        REPLY_CODES.TICKET_LIMIT_EXCEEDED.code,
      );
      const last = (await t.post(ORDER, item(1), verified.opts)).body.data;
      expect((await t.get(LIMIT, { eventId: event.id }, verified.opts)).body.data).toMatchObject({
        used: 4,
        held: 1,
        remaining: 0,
      });
      // A hold that ran out no longer counts, whether or not the expiry job has passed yet.
      t.clock.advance(10 * 60_000 + 1);
      expect((await t.get(LIMIT, { eventId: event.id }, verified.opts)).body.data).toMatchObject({
        used: 3,
        held: 0,
        remaining: 1,
      });
      expect((await t.get('/fanapih5/order/detail', { orderNo: last.orderNo }, verified.opts)).body.data.status).toBe(
        'expired',
      );
    });

    it('answers the limit only to a signed-in fan, for an event that exists, in the fan’s language', async () => {
      const LIMIT = '/fanapih5/order/ticketLimit';
      const { event } = await createEvent(t);
      expect((await t.get(LIMIT, { eventId: event.id })).body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
      const fan = await buyer(t);
      const missing = await t.get(LIMIT, { eventId: 999_999 }, { ...fan.opts, lang: 'vi' });
      expect(missing.body.code).toBe(REPLY_CODES.EVENT_NOT_FOUND.code);
      expect(missing.body.msg).toBe(translate(REPLY_CODES.EVENT_NOT_FOUND.key, 'vi'));
      const bad = await t.get(LIMIT, { eventId: 'x' }, fan.opts);
      expect(bad.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
    });

    it('refuses a desktop-only event from H5 with the web site link, and sells it to PC', async () => {
      const { event, types } = await createEvent(t, { desktopOnly: true });
      const body = { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] };
      const phone = await buyer(t);
      const res = await t.post(ORDER, body, phone.opts);
      expect(res.body.code).toBe(REPLY_CODES.EVENT_DESKTOP_ONLY.code);
      expect(res.body.msg).toMatch(/Some events can be bought only from a desktop web browser/);
      expect(res.body.data).toEqual({ siteUrl: 'https://www.fanpass.example' });
      const desk = await buyer(t, {}, 'PC');
      expect((await t.post(ORDER, body, desk.opts)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    });

    it('refuses a sold-out seat area and seat areas of other events', async () => {
      const { event, types } = await createEvent(t, { ticketTypes: [{ code: 'a', name: 'A', price: 1, capacity: 1 }] });
      const other = await createEvent(t);
      const fan = await buyer(t);
      const two = await t.post(
        ORDER,
        { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 2 }] },
        fan.opts,
      );
      expect(two.body.code).toBe(REPLY_CODES.TICKETS_SOLD_OUT.code);
      const wrong = await t.post(
        ORDER,
        { eventId: event.id, items: [{ ticketTypeId: other.types[0]!.id, quantity: 1 }] },
        fan.opts,
      );
      expect(wrong.body.code).toBe(REPLY_CODES.TICKET_TYPE_NOT_FOUND.code);
      expect((await typeRow(t, types[0]!.id)).held).toBe(0);
      const counter = await t.dataSource.manager.findOneBy(PurchaseCounter, { userId: fan.user.id, eventId: event.id });
      expect(counter?.tickets ?? 0).toBe(0);
    });

    it("answers the order route's refusals alike, sold out or another hold: status, envelope, language, headers", async () => {
      const { event, types } = await createEvent(t, { ticketTypes: [{ code: 'a', name: 'A', price: 1, capacity: 2 }] });
      const fan = await buyer(t);
      const opts = { ...fan.opts, lang: 'vi' };
      const order = (quantity: number) => ({ eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity }] });
      // Sold out: refused before any write.
      const soldOut = await t.post(ORDER, order(3), opts);
      // Another live hold: refused by the fan's open order.
      expect((await t.post(ORDER, order(1), opts)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const held = await t.post(ORDER, order(2), opts);
      expect(soldOut.status).toBe(REPLY_CODES.TICKETS_SOLD_OUT.status);
      expect(soldOut.body).toEqual({
        code: REPLY_CODES.TICKETS_SOLD_OUT.code,
        msg: translate(REPLY_CODES.TICKETS_SOLD_OUT.key, 'vi', {}, MESSAGES),
        data: { ticketTypeId: types[0]!.id },
      });
      expect(held.status).toBe(REPLY_CODES.ORDER_ALREADY_HELD.status);
      expect(held.body).toMatchObject({
        code: REPLY_CODES.ORDER_ALREADY_HELD.code,
        msg: translate(REPLY_CODES.ORDER_ALREADY_HELD.key, 'vi', {}, MESSAGES),
      });
      const names = (headers: Record<string, unknown>) =>
        Object.keys(headers)
          .filter((name) => !['date', 'content-length', 'x-request-id'].includes(name))
          .sort();
      expect(names(soldOut.headers)).toEqual(names(held.headers));
      expect(soldOut.headers['content-security-policy']).toBe(held.headers['content-security-policy']);
      expect(soldOut.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    });

    it('replays the first answer for the same Idempotency-Key, even in parallel', async () => {
      const { event, types } = await createEvent(t);
      const fan = await buyer(t);
      // The whole limit in one order: the racing retries must replay it, not hit the limit.
      const body = { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 4 }] };
      const key = 'checkout-key-0001';
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => t.post(ORDER, body, { ...fan.opts, headers: { 'Idempotency-Key': key } })),
      );
      const numbers = new Set(answers.map((a) => a.body.data.orderNo));
      expect(answers.every((a) => a.body.code === REPLY_CODES.SUCCESS.code)).toBe(true);
      expect(numbers.size).toBe(1);
      expect(await t.dataSource.manager.countBy(Order, { userId: fan.user.id })).toBe(1);
      expect((await typeRow(t, types[0]!.id)).held).toBe(4);
      const bad = await t.post(ORDER, body, { ...fan.opts, headers: { 'Idempotency-Key': 'x' } });
      expect(bad.body.code).toBe(REPLY_CODES.IDEMPOTENCY_KEY_INVALID.code);
    });
  });

  describe('summary, cancel, my orders, expiry', () => {
    it('cancel returns the seats and the limit; my orders lists them', async () => {
      const { event, types } = await createEvent(t, { ticketLimit: 2 });
      const fan = await buyer(t);
      const body = { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 2 }] };
      const order = (await t.post(ORDER, body, fan.opts)).body.data;
      const detail = await t.get('/fanapih5/order/detail', { orderNo: order.orderNo }, fan.opts);
      expect(detail.body.data).toMatchObject({
        orderNo: order.orderNo,
        status: 'held',
        items: [{ name: 'Section A', quantity: 2 }],
      });
      const stranger = await buyer(t);
      expect((await t.get('/fanapih5/order/detail', { orderNo: order.orderNo }, stranger.opts)).body.code).toBe(
        REPLY_CODES.ORDER_NOT_FOUND.code,
      );
      const cancelled = await t.post('/fanapih5/order/cancel', { orderNo: order.orderNo }, fan.opts);
      expect(cancelled.body.data.status).toBe('cancelled');
      expect((await typeRow(t, types[0]!.id)).held).toBe(0);
      // A cancelled order can't be paid, and is not called a lapsed hold (3011).
      const pay = await t.post(
        '/fanapih5/payment/create',
        { orderNo: order.orderNo, method: 'card', paymentType: 'visa' },
        fan.opts,
      );
      expect(pay.body).toMatchObject({
        code: REPLY_CODES.ORDER_NOT_PAYABLE.code,
        msg: 'This order was cancelled or refunded, so it can no longer be paid.',
      });
      expect((await t.post(ORDER, body, fan.opts)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const mine = await t.get('/fanapih5/order/myOrders', {}, fan.opts);
      expect(mine.body.data.total).toBe(2);
      expect(mine.body.data.list.map((o: { status: string }) => o.status)).toEqual(['held', 'cancelled']);
    });

    it('the expiry job returns unpaid holds after their time, and paying then says the order lapsed', async () => {
      const { event, types } = await createEvent(t);
      const fan = await buyer(t);
      const order = (
        await t.post(ORDER, { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 3 }] }, fan.opts)
      ).body.data;
      expect((await typeRow(t, types[0]!.id)).held).toBe(3);
      t.clock.advance(9 * 60_000);
      await t.app.get(HoldExpiryJob).run();
      expect((await typeRow(t, types[0]!.id)).held).toBe(3);
      t.clock.advance(60_000 + 1);
      expect(await t.app.get(HoldExpiryJob).run()).toBeGreaterThanOrEqual(1);
      expect((await typeRow(t, types[0]!.id)).held).toBe(0);
      const counter = await t.dataSource.manager.findOneByOrFail(PurchaseCounter, {
        userId: fan.user.id,
        eventId: event.id,
      });
      expect(counter.tickets).toBe(0);
      const pay = await t.post(
        '/fanapih5/payment/create',
        { orderNo: order.orderNo, method: 'card', paymentType: 'visa' },
        fan.opts,
      );
      expect(pay.body.code).toBe(REPLY_CODES.ORDER_EXPIRED.code);
      expect(pay.body.msg).toBe('Oops! An order is only secured for 10 minutes, please try again.');
      // A second run finds nothing to do: the claim is a conditional UPDATE.
      expect(await t.app.get(HoldExpiryJob).run()).toBe(0);
    });

    it('expires lazily when a lapsed order is touched, with the PC order’s own minutes', async () => {
      const { event, types } = await createEvent(t);
      const fan = await buyer(t, {}, 'PC');
      const order = (
        await t.post(ORDER, { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] }, fan.opts)
      ).body.data;
      t.clock.advance(3 * 60_000 + 1);
      const detail = await t.get('/fanapih5/order/detail', { orderNo: order.orderNo }, fan.opts);
      expect(detail.body.data.status).toBe('expired');
      expect((await typeRow(t, types[0]!.id)).held).toBe(0);
      const pay = await t.post('/fanapih5/payment/create', { orderNo: order.orderNo, method: 'card' }, fan.opts);
      expect(pay.body.msg).toBe('Oops! An order is only secured for 3 minutes, please try again.');
    });
  });
});
