import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { PurchaseCounter } from '../src/modules/orders/entities/purchase-counter.entity.js';
import { TestApp } from './support/test-app.js';
import { buyer, createEvent, typeRow } from './support/tickets-fixtures.js';

const ORDER = '/fanapih5/order/create';

/** One live hold per fan and event: Back-then-Confirm never piles up holds (issue 8.3). */
describe('tickets: one live hold per fan and event', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.close();
  });

  async function setup() {
    const { event, types } = await createEvent(t, {
      ticketTypes: [
        { code: 'a', name: 'A', price: 100_00, capacity: 50 },
        { code: 'b', name: 'B', price: 80_00, capacity: 50 },
      ],
    });
    const fan = await buyer(t);
    const held = (ticketTypeId: number, quantity: number) => ({
      eventId: event.id,
      items: [{ ticketTypeId, quantity }],
    });
    return { event, types, fan, held };
  }

  /** The fan's purchase counter for the event (tickets held or bought). */
  async function ticketsCounted(userId: number, eventId: number): Promise<number> {
    return (await t.dataSource.manager.findOneByOrFail(PurchaseCounter, { userId, eventId })).tickets;
  }

  async function liveOrders(userId: number, eventId: number): Promise<Order[]> {
    return t.dataSource.manager.findBy(Order, { userId, eventId, status: 'held' });
  }

  it('confirming the same selection again answers the same hold with its remaining time', async () => {
    const { event, types, fan, held } = await setup();
    const first = await t.post(ORDER, held(types[0]!.id, 2), fan.opts);
    expect(first.body.code).toBe(REPLY_CODES.SUCCESS.code);
    t.clock.advance(60_000);
    const again = await t.post(ORDER, held(types[0]!.id, 2), fan.opts);
    expect(again.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    expect(again.body.data.remainingSeconds).toBe(9 * 60);
    expect(await liveOrders(fan.user.id, event.id)).toHaveLength(1);
    expect((await typeRow(t, types[0]!.id)).held).toBe(2);
    expect(await ticketsCounted(fan.user.id, event.id)).toBe(2);
  });

  it('a different selection is refused with the open order, and holds once that order is released', async () => {
    const { event, types, fan, held } = await setup();
    const first = await t.post(ORDER, held(types[0]!.id, 2), fan.opts);
    const other = await t.post(ORDER, held(types[1]!.id, 1), { ...fan.opts, lang: 'en-US' });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(REPLY_CODES.ORDER_ALREADY_HELD.code);
    expect(other.body.data.orderNo).toBe(first.body.data.orderNo);
    expect(other.body.msg).toMatch(/already have seats held/);
    expect((await typeRow(t, types[1]!.id)).held).toBe(0);

    await t.post('/fanapih5/order/cancel', { orderNo: first.body.data.orderNo }, fan.opts).expect(200);
    const retry = await t.post(ORDER, held(types[1]!.id, 1), fan.opts);
    expect(retry.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect(retry.body.data.orderNo).not.toBe(first.body.data.orderNo);
    expect(await liveOrders(fan.user.id, event.id)).toHaveLength(1);
    expect((await typeRow(t, types[0]!.id)).held).toBe(0);
  });

  it('a hold that ran out no longer counts: the next confirmation holds anew', async () => {
    const { event, types, fan, held } = await setup();
    const first = await t.post(ORDER, held(types[0]!.id, 1), fan.opts);
    t.clock.advance(10 * 60_000 + 1);
    const next = await t.post(ORDER, held(types[1]!.id, 3), fan.opts);
    expect(next.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect(next.body.data.orderNo).not.toBe(first.body.data.orderNo);
    const expired = await t.dataSource.manager.findOneByOrFail(Order, { orderNo: first.body.data.orderNo });
    expect(expired.status).toBe('expired');
    expect(expired.liveKey).toBeNull();
    expect((await typeRow(t, types[0]!.id)).held).toBe(0);
    expect(await liveOrders(fan.user.id, event.id)).toHaveLength(1);
  });

  it('ten parallel confirmations of one selection leave exactly one hold', async () => {
    const { event, types, fan, held } = await setup();
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.post(ORDER, held(types[0]!.id, 2), fan.opts)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(10).fill(REPLY_CODES.SUCCESS.code));
    expect(new Set(answers.map((a) => a.body.data.orderNo)).size).toBe(1);
    expect(await liveOrders(fan.user.id, event.id)).toHaveLength(1);
    expect((await typeRow(t, types[0]!.id)).held).toBe(2);
    expect(await ticketsCounted(fan.user.id, event.id)).toBe(2);
  });

  it('parallel confirmations of different selections leave one hold and refuse the rest', async () => {
    const { event, types, fan, held } = await setup();
    const answers = await Promise.all(
      [1, 2, 3, 4, 1, 2].map((n, i) => t.post(ORDER, held(types[i % 2]!.id, n), fan.opts)),
    );
    const ok = answers.filter((a) => a.body.code === REPLY_CODES.SUCCESS.code);
    expect(new Set(ok.map((a) => a.body.data.orderNo)).size).toBe(1);
    expect(
      answers.every((a) => [REPLY_CODES.SUCCESS.code, REPLY_CODES.ORDER_ALREADY_HELD.code].includes(a.body.code)),
    ).toBe(true);
    const live = await liveOrders(fan.user.id, event.id);
    expect(live).toHaveLength(1);
    const a = await typeRow(t, types[0]!.id);
    const b = await typeRow(t, types[1]!.id);
    expect(a.held + b.held).toBe(live[0]!.quantity);
  });
});
