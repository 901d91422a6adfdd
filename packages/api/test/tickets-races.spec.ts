import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { OrderItem } from '../src/modules/orders/entities/order-item.entity.js';
import { PurchaseCounter } from '../src/modules/orders/entities/purchase-counter.entity.js';
import { HoldExpiryJob } from '../src/modules/held-orders/index.js';
import { TestApp } from './support/test-app.js';
import { buyer, buyers, createEvent, typeRow } from './support/tickets-fixtures.js';

const ORDER = '/fanapih5/order/create';

describe('tickets: real concurrent races over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.close();
  });

  it('many accounts racing for the last seats: exactly capacity succeed, never oversold', async () => {
    const capacity = 12;
    const { event, types } = await createEvent(t, {
      ticketTypes: [{ code: 'last', name: 'Last seats', price: 100_00, capacity }],
    });
    const fans = await buyers(t, 60);
    const answers = await Promise.all(
      fans.map((fan) =>
        t.post(ORDER, { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] }, fan.opts),
      ),
    );
    const ok = answers.filter((a) => a.body.code === REPLY_CODES.SUCCESS.code);
    const refused = answers.filter((a) => a.body.code === REPLY_CODES.TICKETS_SOLD_OUT.code);
    expect(ok.length).toBe(capacity);
    expect(refused.length).toBe(fans.length - capacity);
    const type = await typeRow(t, types[0]!.id);
    expect(type.held + type.sold).toBe(capacity);
    const orders = await t.dataSource.manager.findBy(Order, { eventId: event.id, status: 'held' });
    expect(orders.length).toBe(capacity);
    expect(new Set(orders.map((o) => o.userId)).size).toBe(capacity);
    // Every 2xx answer has its order row and seats.
    for (const a of ok) {
      const order = await t.dataSource.manager.findOneByOrFail(Order, { orderNo: a.body.data.orderNo });
      const items = await t.dataSource.manager.findBy(OrderItem, { orderId: order.id });
      expect(items.reduce((s, i) => s + i.quantity, 0)).toBe(1);
    }
  });

  it('mixed quantities: sold + held never exceeds capacity', async () => {
    const capacity = 20;
    const { event, types } = await createEvent(t, {
      ticketTypes: [
        { code: 'x', name: 'X', price: 100_00, capacity },
        { code: 'y', name: 'Y', price: 50_00, capacity: 5 },
      ],
    });
    const fans = await buyers(t, 40);
    const answers = await Promise.all(
      fans.map((fan, i) =>
        t.post(
          ORDER,
          {
            eventId: event.id,
            items: [
              { ticketTypeId: types[0]!.id, quantity: (i % 3) + 1 },
              { ticketTypeId: types[1]!.id, quantity: i % 2 },
            ],
          },
          fan.opts,
        ),
      ),
    );
    expect(
      answers.every((a) => [REPLY_CODES.SUCCESS.code, REPLY_CODES.TICKETS_SOLD_OUT.code].includes(a.body.code)),
    ).toBe(true);
    const x = await typeRow(t, types[0]!.id);
    const y = await typeRow(t, types[1]!.id);
    expect(x.held).toBeLessThanOrEqual(capacity);
    expect(y.held).toBeLessThanOrEqual(5);
    const items = await t.dataSource.manager.findBy(OrderItem, {});
    const ids = new Set(
      (await t.dataSource.manager.findBy(Order, { eventId: event.id, status: 'held' })).map((o) => o.id),
    );
    const heldX = items
      .filter((i) => ids.has(i.orderId) && i.ticketTypeId === x.id)
      .reduce((s, i) => s + i.quantity, 0);
    const heldY = items
      .filter((i) => ids.has(i.orderId) && i.ticketTypeId === y.id)
      .reduce((s, i) => s + i.quantity, 0);
    expect(heldX).toBe(x.held);
    expect(heldY).toBe(y.held);
    expect(answers.filter((a) => a.body.code === REPLY_CODES.SUCCESS.code).length).toBe(ids.size);
  });

  it('one account firing parallel orders on top of bought tickets never goes over its limit', async () => {
    const { event, types } = await createEvent(t, {
      ticketLimit: 4,
      ticketTypes: [{ code: 'a', name: 'A', price: 100_00, capacity: 100 }],
    });
    const fan = await buyer(t);
    const order = (quantity: number) => ({ eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity }] });
    const bought = await t.post(ORDER, order(3), fan.opts);
    await t.dataSource.manager.update(Order, { orderNo: bought.body.data.orderNo }, { status: 'paid', liveKey: null });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.post(ORDER, order((i % 2) + 1), fan.opts)),
    );
    const ok = answers.filter((a) => a.body.code === REPLY_CODES.SUCCESS.code);
    // The one seat left is held once; the same selection pressed again answers that hold.
    expect(new Set(ok.map((a) => a.body.data.orderNo as string)).size).toBe(1);
    expect(ok.every((a) => a.body.data.quantity === 1)).toBe(true);
    expect(
      answers
        .filter((a) => a.body.code !== REPLY_CODES.SUCCESS.code)
        .every((a) =>
          [REPLY_CODES.TICKET_LIMIT_EXCEEDED.code, REPLY_CODES.ORDER_ALREADY_HELD.code].includes(a.body.code),
        ),
    ).toBe(true);
    const counter = await t.dataSource.manager.findOneByOrFail(PurchaseCounter, {
      userId: fan.user.id,
      eventId: event.id,
    });
    expect(counter.tickets).toBe(4);
    expect((await typeRow(t, types[0]!.id)).held).toBe(3 + 1);
  });

  it('expiry racing with new orders returns every seat exactly once', async () => {
    const { event, types } = await createEvent(t, { ticketTypes: [{ code: 'a', name: 'A', price: 1, capacity: 6 }] });
    const first = await buyers(t, 6);
    for (const fan of first) {
      const res = await t.post(
        ORDER,
        { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] },
        fan.opts,
      );
      expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    }
    t.clock.advance(10 * 60_000 + 1);
    const second = await buyers(t, 12);
    const job = t.app.get(HoldExpiryJob);
    const [answers] = await Promise.all([
      Promise.all(
        second.map((fan) =>
          t.post(ORDER, { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] }, fan.opts),
        ),
      ),
      job.run(),
      job.run(),
    ]);
    await job.run();
    const type = await typeRow(t, types[0]!.id);
    const held = await t.dataSource.manager.countBy(Order, { eventId: event.id, status: 'held' });
    expect(type.held).toBe(held);
    expect(type.held).toBeLessThanOrEqual(6);
    expect(answers.filter((a) => a.body.code === REPLY_CODES.SUCCESS.code).length).toBe(held);
    expect(await t.dataSource.manager.countBy(Order, { eventId: event.id, status: 'expired' })).toBe(6);
  });
});
