import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HoldExpiryJob } from '../src/modules/held-orders/index.js';
import { runOpsCommand } from '../src/ops/cli.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxCallback } from '../src/modules/payments/sandbox-signature.js';
import { WaitlistEntry } from '../src/modules/waitlist/entities/waitlist-entry.entity.js';
import { recordSandboxCharge } from './support/sandbox.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer, buyers, createEvent, typeRow } from './support/tickets-fixtures.js';

describe('waiting list: reservations offered strictly in order', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.close();
  });

  const order = (fan: Buyer, eventId: number, typeId: number, quantity = 1) =>
    t.post('/fanapih5/order/create', { eventId, items: [{ ticketTypeId: typeId, quantity }] }, fan.opts);
  const join = (fan: Buyer, typeId: number, quantity = 1, lang?: string) =>
    t.post('/fanapih5/waitlist/join', { ticketTypeId: typeId, quantity }, { ...fan.opts, lang });
  const mine = async (fan: Buyer) => (await t.get('/fanapih5/waitlist/mine', {}, fan.opts)).body.data;

  it('joins only a sold-out seat area, within the limit, once; shows positions; leaving works', async () => {
    const { event, types } = await createEvent(t, { ticketTypes: [{ code: 'a', name: 'A', price: 100, capacity: 1 }] });
    const [holder, a, b, c] = await buyers(t, 4);
    expect((await join(a!, types[0]!.id)).body.code).toBe(REPLY_CODES.WAITLIST_NOT_SOLD_OUT.code);
    expect((await order(holder!, event.id, types[0]!.id)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    const ja = await join(a!, types[0]!.id, 2);
    expect(ja.body.data).toMatchObject({ status: 'waiting', position: 1, quantity: 2 });
    expect((await join(a!, types[0]!.id)).body.code).toBe(REPLY_CODES.WAITLIST_ALREADY_JOINED.code);
    expect((await join(b!, types[0]!.id, 5)).body.code).toBe(REPLY_CODES.TICKET_LIMIT_EXCEEDED.code);
    expect((await join(b!, types[0]!.id, 1)).body.data.position).toBe(2);
    expect((await join(c!, types[0]!.id, 1)).body.data.position).toBe(3);
    const left = await t.post('/fanapih5/waitlist/leave', { id: ja.body.data.id }, a!.opts);
    expect(left.body.data.status).toBe('left');
    expect((await mine(b!))[0].position).toBe(1);
    expect((await mine(c!))[0].position).toBe(2);
    // After leaving, joining again is allowed.
    expect((await join(a!, types[0]!.id, 1)).body.data.position).toBe(3);
    const unverified = await buyer(t, { phoneVerified: false });
    expect((await join(unverified, types[0]!.id)).body.code).toBe(REPLY_CODES.PHONE_NOT_VERIFIED.code);
  });

  it('returned seats go to the first in line as a hold nobody else can take; unclaimed offers pass on', async () => {
    const { event, types } = await createEvent(t, {
      ticketTypes: [{ code: 'a', name: 'Stalls', price: 100_00, capacity: 2 }],
    });
    const typeId = types[0]!.id;
    const [h1, h2, first, second, third, outsider] = await buyers(t, 6);
    const o1 = (await order(h1!, event.id, typeId)).body.data.orderNo as string;
    expect((await order(h2!, event.id, typeId)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    await join(first!, typeId, 1, 'vi');
    await join(second!, typeId, 1);
    await join(third!, typeId, 1);

    // A cancellation: the seat goes to `first`, stays held, and an outsider cannot take it.
    await t.post('/fanapih5/order/cancel', { orderNo: o1 }, h1!.opts);
    expect(await typeRow(t, typeId)).toMatchObject({ held: 2, sold: 0 });
    expect((await order(outsider!, event.id, typeId)).body.code).toBe(REPLY_CODES.TICKETS_SOLD_OUT.code);
    const offer = (await mine(first!))[0];
    expect(offer).toMatchObject({ status: 'offered', offer: { status: 'held', quantity: 1 } });
    expect(offer.offer.expiresAt).toBe(t.clock.now() + 12 * 3_600_000);
    const mail = await t.get('/dev/outbox', { to: first!.user.email }, { unsigned: true });
    expect(mail.body[0].subject).toMatch(/Vé đang chờ bạn/);
    expect(mail.body[0].text).toContain(offer.offer.orderNo);
    const offerOrder = await t.get('/fanapih5/order/detail', { orderNo: offer.offer.orderNo }, first!.opts);
    expect(offerOrder.body.data).toMatchObject({ status: 'held', source: 'waitlist', quantity: 1 });

    // h2's hold expires: its seat goes to `second`, not to `third` or anyone else.
    t.clock.advance(10 * 60_000 + 1);
    await t.app.get(HoldExpiryJob).run();
    expect((await mine(second!))[0].status).toBe('offered');
    expect((await mine(third!))[0]).toMatchObject({ status: 'waiting', position: 1 });
    expect(await typeRow(t, typeId)).toMatchObject({ held: 2 });

    // `first` lets the offer lapse: it passes to `third`.
    t.clock.advance(12 * 3_600_000);
    await t.app.get(HoldExpiryJob).run();
    const firstEntry = await t.dataSource.manager.findOneByOrFail(WaitlistEntry, { userId: first!.user.id });
    expect(firstEntry.status).toBe('expired');
    // `second`'s offer lapsed at the same moment; its seat has nobody left to go to and returns to sale.
    expect((await mine(third!))[0].status).toBe('offered');
    const type = await typeRow(t, typeId);
    const held = await t.dataSource.manager.countBy(Order, { eventId: event.id, status: 'held' });
    expect(type.held).toBe(held);
    expect(type.held).toBe(1);
  });

  it('seats added through ops go to the waiting list first', async () => {
    const { event, types } = await createEvent(t, { ticketTypes: [{ code: 'a', name: 'A', price: 1, capacity: 1 }] });
    const [holder, waiting] = await buyers(t, 2);
    await order(holder!, event.id, types[0]!.id);
    await join(waiting!, types[0]!.id, 2);
    // On the test's own app, parsed as the ops CLI parses `pnpm ops event capacity <slug> <code> <n>`.
    const capacity = (value: string, out: (line: string) => void) =>
      runOpsCommand(t.app, ['event', 'capacity', event.slug, 'a', value], out);
    const lines: string[] = [];
    expect(await capacity('4', (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toMatch(/2 seat\(s\) offered/);
    expect((await mine(waiting!))[0]).toMatchObject({ status: 'offered', offer: { quantity: 2 } });
    expect(await typeRow(t, types[0]!.id)).toMatchObject({ capacity: 4, held: 3 });
    expect(await capacity('2', (l) => lines.push(l))).toBe(1);
    expect(lines.at(-1)).toBe('Capacity 2 is below the 3 seats already sold or held.');

    // The fan pays the offer: the seats become sold and the reservation is fulfilled.
    const orderNo = (await mine(waiting!))[0].offer.orderNo as string;
    const pay = await t.post(
      '/fanapih5/payment/create',
      { orderNo, method: 'card', paymentType: 'visa' },
      waiting!.opts,
    );
    expect(pay.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const callback = {
      paymentNo: pay.body.data.paymentNo as string,
      txnId: 'sbx_waitlist_0001',
      result: 'succeeded' as const,
      amount: pay.body.data.amount as number,
      currency: 'VND',
      paymentType: 'visa',
      card: null,
      sentAt: t.clock.now(),
    };
    // The charge is the sandbox's own (it answers for no other); its callback is posted by hand.
    await recordSandboxCharge(t, callback);
    const res = await t.post('/fanapih5/payment/callback', callback, {
      unsigned: true,
      headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback(callback, 'fanpass-dev-sandbox-pay-secret') },
    });
    expect(res.body.data).toEqual({ received: true, outcome: 'paid' });
    expect((await mine(waiting!))[0]).toMatchObject({ status: 'fulfilled', offer: { status: 'paid' } });
    expect(await typeRow(t, types[0]!.id)).toMatchObject({ sold: 2, held: 1 });
    expect((await t.get('/fanapih5/ticket/myTickets', {}, waiting!.opts)).body.data).toHaveLength(2);
  });
});
