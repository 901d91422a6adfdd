import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AuditEntry } from '../src/modules/audit/index.js';
import type { EventRow } from '../src/modules/events/entities/event.entity.js';
import type { TicketType } from '../src/modules/events/entities/ticket-type.entity.js';
import { Order } from '../src/modules/orders/index.js';
import { OutboxDelivery } from '../src/modules/outbox/index.js';
import { Payment, PaymentRefund, SandboxTransaction } from '../src/modules/payments/index.js';
import { Ticket, TicketHistory } from '../src/modules/tickets/index.js';
import { TicketTransfer } from '../src/modules/tickets/transfers/entities/ticket-transfer.entity.js';
import { User } from '../src/modules/users/index.js';
import { consoleUser, paidOrder } from './support/console-fixtures.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer, createEvent, typeRow } from './support/tickets-fixtures.js';

const ORDERS = '/fanapih5/console/orders';
const codes = REPLY_CODES;

/** A CSV's rows as cells (RFC 4180: quoted cells, doubled quotes, CRLF lines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('console orders: search, timeline, refund, cancel, resend, attendees', () => {
  let t: TestApp;
  let eventA: EventRow;
  let typeA: TicketType;
  let eventB: EventRow;
  let typeB: TicketType;
  let admin: Buyer;
  let organiserA: Buyer;
  let organiserB: Buyer;
  let support: Buyer;
  let staffA: Buyer;
  let fan: Buyer;
  let fanB: Buyer;
  let orderA: string;
  let orderB: string;

  beforeAll(async () => {
    t = await TestApp.start();
    await t.listen();
    ({
      event: eventA,
      types: [typeA],
    } = await createEvent(t, { ticketTypes: [{ code: 'ga', name: 'Standing', price: 200_000_00, capacity: 10 }] }));
    ({
      event: eventB,
      types: [typeB],
    } = await createEvent(t, { ticketTypes: [{ code: 'vip', name: 'VIP', price: 500_000_00, capacity: 10 }] }));
    admin = await consoleUser(t, ['admin', 0]);
    organiserA = await consoleUser(t, ['organiser', eventA.id]);
    organiserB = await consoleUser(t, ['organiser', eventB.id]);
    support = await consoleUser(t, ['support', 0]);
    staffA = await consoleUser(t, ['staff', eventA.id]);
    fan = await buyer(t, { email: 'alex.nguyen@example.com', nickname: 'Alex Nguyen' });
    fanB = await buyer(t, { email: 'bo@example.com', nickname: 'Bo' });
    orderA = await paidOrder(t, fan, eventA.id, typeA!.id, 2);
    orderB = await paidOrder(t, fanB, eventB.id, typeB!.id, 1);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = (who: Buyer, query: Record<string, string | number>) => t.get(ORDERS, query, who.opts);
  const numbers = (res: { body: { data: { list: { orderNo: string }[] } } }) =>
    res.body.data.list.map((o) => o.orderNo);

  it('finds an order by its number, the e-mail and the name; an organiser only among their events', async () => {
    expect(numbers(await search(organiserA, { q: orderA }))).toEqual([orderA]);
    expect(numbers(await search(organiserA, { q: orderA.toLowerCase() }))).toEqual([orderA]);
    expect(numbers(await search(organiserA, { q: 'alex.nguyen@' }))).toEqual([orderA]);
    expect(numbers(await search(organiserA, { q: 'nguyen' }))).toEqual([orderA]);
    const found = await search(organiserA, { q: 'ALEX' });
    expect(found.body.data).toMatchObject({ total: 1, page: 1 });
    expect(found.body.data.list[0]).toMatchObject({
      orderNo: orderA,
      eventId: eventA.id,
      status: 'paid',
      email: 'alex.nguyen@example.com',
      nickname: 'Alex Nguyen',
      quantity: 2,
      total: 400_000_00,
    });
    // Another promoter's order is never found by the organiser of A, even by its number.
    expect(numbers(await search(organiserA, { q: orderB }))).toEqual([]);
    expect(numbers(await search(organiserA, { q: 'bo@example.com' }))).toEqual([]);
    expect(numbers(await search(organiserB, {}))).toEqual([orderB]);
    expect(numbers(await search(organiserB, { q: orderA }))).toEqual([]);
    expect((await search(organiserA, { q: '', eventId: eventB.id })).body.code).toBe(
      codes.CONSOLE_EVENT_FORBIDDEN.code,
    );
    // An admin and support search every event, newest first.
    expect(numbers(await search(admin, {}))).toEqual([orderB, orderA]);
    expect(numbers(await search(support, { q: 'bo@' }))).toEqual([orderB]);
    expect(numbers(await search(admin, { eventId: eventA.id }))).toEqual([orderA]);
    // A LIKE wildcard is only a character.
    expect(numbers(await search(admin, { q: '%' }))).toEqual([]);
  });

  it("shows an order's tickets and timeline in order, with the venue's time zone", async () => {
    const tickets = await t.dataSource.manager.find(Ticket, { where: { userId: fan.user.id }, order: { id: 'ASC' } });
    // One ticket admitted at the gate.
    const admitted = t.clock.now() + 1000;
    await t.dataSource.manager.update(Ticket, { id: tickets[0]!.id }, { status: 'validated' });
    await t.dataSource.manager.insert(TicketHistory, {
      ticketId: tickets[0]!.id,
      kind: 'Validated',
      detail: 'North 3',
      createdAt: admitted,
    });
    // The other transferred to a friend (as transfers.service writes it).
    await t.dataSource.manager.insert(TicketTransfer, {
      ticketId: tickets[1]!.id,
      fromUserId: fan.user.id,
      toUserId: null,
      toEmail: 'friend.of.alex@example.com',
      shareToken: 'share-console-orders-1',
      createdAt: t.clock.now(),
      state: 'pending',
      expiresAt: t.clock.now() + 86_400_000,
      acceptedAt: null,
      ticketStatus: 'ready',
      lang: 'en_US',
    });
    const res = await t.get(`${ORDERS}/detail`, { orderNo: orderA }, organiserA.opts);
    expect(res.body.code).toBe(200);
    const order = res.body.data;
    expect(order).toMatchObject({
      orderNo: orderA,
      status: 'paid',
      event: { id: eventA.id, timeZone: 'Asia/Macau' },
      items: [{ area: 'Standing', quantity: 2, unitPrice: 200_000_00 }],
      paid: 400_000_00,
      refunded: 0,
      refundable: true,
      cancellable: false,
      resendable: true,
    });
    expect(order.tickets).toHaveLength(2);
    expect(order.tickets[0]).toMatchObject({
      code: tickets[0]!.code,
      area: 'Standing',
      status: 'validated',
      holderEmail: 'alex.nguyen@example.com',
      checkedInAt: admitted,
    });
    const kinds = order.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['hold', 'payment', 'charge', 'paid', 'transfer', 'scan']);
    expect(order.timeline[4]).toMatchObject({
      ticketCode: tickets[1]!.code,
      detail: 'friend.of.alex@example.com',
      status: 'pending',
    });
    expect(order.timeline[1]).toMatchObject({ kind: 'payment', amount: 400_000_00, status: 'succeeded' });
    expect(order.timeline[5]).toMatchObject({ kind: 'scan', ticketCode: tickets[0]!.code, detail: 'North 3' });
    const times = order.timeline.map((e: { at: number }) => e.at);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // Support reads it too; the organiser of another event does not; an unknown number is 8220.
    expect((await t.get(`${ORDERS}/detail`, { orderNo: orderA }, support.opts)).body.code).toBe(200);
    expect((await t.get(`${ORDERS}/detail`, { orderNo: orderB }, organiserA.opts)).body.code).toBe(
      codes.CONSOLE_EVENT_FORBIDDEN.code,
    );
    expect((await t.get(`${ORDERS}/detail`, { orderNo: 'T0000000000000000' }, admin.opts)).body.code).toBe(
      codes.CONSOLE_ORDER_NOT_FOUND.code,
    );
  });

  it('resends the tickets e-mail through the outbox, recorded in the audit log', async () => {
    const mails = () => t.dataSource.manager.countBy(OutboxDelivery, { recipient: 'alex.nguyen@example.com' });
    const before = await mails();
    const res = await t.post(`${ORDERS}/resend`, { orderNo: orderA }, organiserA.opts);
    expect(res.body.code).toBe(200);
    expect(await mails()).toBe(before + 1);
    const sent = await t.dataSource.manager.findOneOrFail(OutboxDelivery, {
      where: { recipient: 'alex.nguyen@example.com' },
      order: { id: 'DESC' },
    });
    expect(sent.idempotencyKey).toMatch(new RegExp(`^receipt:${orderA}:again:`));
    expect(JSON.parse(sent.payload).subject).toContain(orderA);
    expect(await t.dataSource.manager.findOneBy(AuditEntry, { action: 'order.resend', target: orderA })).toMatchObject({
      actor: organiserA.user.email,
      eventId: eventA.id,
    });
    const action = res.body.data.timeline.find((e: { status?: string }) => e.status === 'order.resend');
    expect(action).toMatchObject({ kind: 'action', actor: organiserA.user.email, detail: 'alex.nguyen@example.com' });
  });

  it('refuses what a role does not allow: support reads only, staff and fans get nothing, B is not A', async () => {
    for (const path of ['refund', 'cancel']) {
      const body = { orderNo: orderA, reason: 'no' };
      expect((await t.post(`${ORDERS}/${path}`, body, support.opts)).body.code).toBe(codes.CONSOLE_FORBIDDEN.code);
      expect((await t.post(`${ORDERS}/${path}`, body, staffA.opts)).body.code).toBe(codes.CONSOLE_FORBIDDEN.code);
      expect((await t.post(`${ORDERS}/${path}`, body, fan.opts)).body.code).toBe(codes.CONSOLE_NO_ROLE.code);
      expect((await t.post(`${ORDERS}/${path}`, { ...body, orderNo: orderB }, organiserA.opts)).body.code).toBe(
        codes.CONSOLE_EVENT_FORBIDDEN.code,
      );
    }
    expect((await t.post(`${ORDERS}/resend`, { orderNo: orderA }, support.opts)).body.code).toBe(
      codes.CONSOLE_FORBIDDEN.code,
    );
    expect((await t.post(`${ORDERS}/resend`, { orderNo: orderB }, organiserA.opts)).body.code).toBe(
      codes.CONSOLE_EVENT_FORBIDDEN.code,
    );
    expect((await search(staffA, {})).body.code).toBe(codes.CONSOLE_FORBIDDEN.code);
    expect((await search(fan, {})).body.code).toBe(codes.CONSOLE_NO_ROLE.code);
    expect((await t.get(`${ORDERS}/detail`, { orderNo: orderA }, staffA.opts)).body.code).toBe(
      codes.CONSOLE_FORBIDDEN.code,
    );
    const csv = await t.get(`${ORDERS}/attendees.csv`, { eventId: eventA.id }, support.opts);
    expect(csv.body.code).toBe(codes.CONSOLE_FORBIDDEN.code);
    expect((await t.get(`${ORDERS}/attendees.csv`, { eventId: eventB.id }, organiserA.opts)).body.code).toBe(
      codes.CONSOLE_EVENT_FORBIDDEN.code,
    );
    // A partner's key never reaches the console.
    expect((await t.get(ORDERS, {}, { ...admin.opts, platform: 'PARTNER' })).status).toBeGreaterThanOrEqual(400);
    // Nothing was refunded by any of it.
    expect((await t.dataSource.manager.findOneByOrFail(Order, { orderNo: orderA })).status).toBe('paid');
  });

  it('exports the attendees as a real CSV: quotes escaped, formulas neutralised', async () => {
    await t.dataSource.manager.update(User, { id: fan.user.id }, { nickname: '=HYPERLINK("x"), "Alex"' });
    const res = await t.get(`${ORDERS}/attendees.csv`, { eventId: eventA.id }, organiserA.opts);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="attendees-${eventA.slug}-`));
    const text: string = res.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(['Name', 'E-mail', 'Order', 'Area', 'Seat', 'Ticket code', 'Status', 'Checked in']);
    expect(rows).toHaveLength(3);
    const tickets = await t.dataSource.manager.find(Ticket, { where: { userId: fan.user.id }, order: { id: 'ASC' } });
    expect(rows[1]).toEqual([
      `'=HYPERLINK("x"), "Alex"`,
      'alex.nguyen@example.com',
      orderA,
      'Standing',
      '',
      tickets[0]!.code,
      'validated',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    ]);
    expect(rows[2]!.slice(5, 8)).toEqual([tickets[1]!.code, tickets[1]!.status, '']);
    // The raw text quotes the cell and doubles its quotes.
    expect(text).toContain(`"'=HYPERLINK(""x""), ""Alex"""`);
    // An admin exports any event; B's file has only B's fan.
    const b = parseCsv((await t.get(`${ORDERS}/attendees.csv`, { eventId: eventB.id }, admin.opts)).text.slice(1));
    expect(b.slice(1).map((r) => r[1])).toEqual(['bo@example.com']);
    await t.dataSource.manager.update(User, { id: fan.user.id }, { nickname: 'Alex Nguyen' });
  });

  it('refunds a paid order with a reason: money back, tickets void, seats back; a second refund is 8221', async () => {
    expect((await typeRow(t, typeA!.id)).sold).toBe(2);
    const res = await t.post(`${ORDERS}/refund`, { orderNo: orderA, reason: 'Fan cannot attend' }, organiserA.opts);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'refunded', refundable: false, resendable: false });
    const payment = await t.dataSource.manager.findOneByOrFail(Payment, { orderNo: orderA });
    expect(payment).toMatchObject({ status: 'refunded', refunded: 400_000_00 });
    expect(await t.dataSource.manager.findBy(PaymentRefund, { paymentNo: payment.paymentNo })).toMatchObject([
      { status: 'done', reason: 'operator', note: 'Fan cannot attend', amount: 400_000_00 },
    ]);
    const charge = await t.dataSource.manager.findOneByOrFail(SandboxTransaction, { paymentNo: payment.paymentNo });
    expect(charge.refundedAt).not.toBeNull();
    const tickets = await t.dataSource.manager.findBy(Ticket, { orderId: payment.orderId });
    expect(tickets.map((x) => x.status)).toEqual(['revoked', 'revoked']);
    expect(await typeRow(t, typeA!.id)).toMatchObject({ sold: 0, held: 0 });
    // Its timeline has the refund with the reason, and the console's action with who did it.
    const refund = res.body.data.timeline.find((e: { kind: string }) => e.kind === 'refund');
    expect(refund).toMatchObject({ amount: 400_000_00, status: 'done', detail: 'Fan cannot attend' });
    const action = res.body.data.timeline.find((e: { status?: string }) => e.status === 'order.refund');
    expect(action).toMatchObject({ kind: 'action', actor: organiserA.user.email, detail: 'Fan cannot attend' });
    const audit = await t.dataSource.manager.findOneByOrFail(AuditEntry, { action: 'order.refund', target: orderA });
    expect(audit).toMatchObject({ actorKind: 'console', eventId: eventA.id });
    expect(JSON.parse(audit.after!)).toMatchObject({
      status: 'refunded',
      amount: 400_000_00,
      reason: 'Fan cannot attend',
    });

    const again = await t.post(`${ORDERS}/refund`, { orderNo: orderA, reason: 'again' }, admin.opts);
    expect(again.body).toMatchObject({
      code: codes.CONSOLE_ORDER_REFUNDED.code,
      msg: 'This order has already been refunded.',
    });
    expect(await t.dataSource.manager.countBy(PaymentRefund, { paymentNo: payment.paymentNo })).toBe(1);
    // A refunded order has no tickets to send, and cannot be cancelled.
    expect((await t.post(`${ORDERS}/resend`, { orderNo: orderA }, organiserA.opts)).body.code).toBe(
      codes.CONSOLE_ORDER_NO_TICKETS.code,
    );
    expect((await t.post(`${ORDERS}/cancel`, { orderNo: orderA, reason: 'x' }, organiserA.opts)).body.code).toBe(
      codes.CONSOLE_ORDER_NOT_CANCELLABLE.code,
    );
    // The reason is required.
    for (const reason of ['', '  \n ']) {
      const bare = await t.post(`${ORDERS}/refund`, { orderNo: orderB, reason }, admin.opts);
      expect(bare.status).toBe(400);
    }
    expect((await t.dataSource.manager.findOneByOrFail(Order, { orderNo: orderB })).status).toBe('paid');
  });

  it('cancels an unpaid hold with a reason (seats back); an unpaid order cannot be refunded (8222)', async () => {
    const other = await buyer(t, { email: 'held.fan@example.com' });
    const created = await t.post(
      '/fanapih5/order/create',
      { eventId: eventA.id, items: [{ ticketTypeId: typeA!.id, quantity: 1 }] },
      other.opts,
    );
    const orderNo = created.body.data.orderNo as string;
    expect((await typeRow(t, typeA!.id)).held).toBe(1);
    const refund = await t.post(`${ORDERS}/refund`, { orderNo, reason: 'x' }, organiserA.opts);
    expect(refund.body).toMatchObject({
      code: codes.CONSOLE_ORDER_NOT_REFUNDABLE.code,
      msg: 'Only a paid order can be refunded; this one is held.',
    });
    expect((await t.post(`${ORDERS}/resend`, { orderNo }, organiserA.opts)).body.code).toBe(
      codes.CONSOLE_ORDER_NO_TICKETS.code,
    );
    const detail = await t.get(`${ORDERS}/detail`, { orderNo }, organiserA.opts);
    expect(detail.body.data).toMatchObject({ status: 'held', cancellable: true, refundable: false });

    const res = await t.post(`${ORDERS}/cancel`, { orderNo, reason: 'Duplicate order\nFan asked' }, organiserA.opts);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(res.body.data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['hold', 'cancelled', 'action']);
    expect(await typeRow(t, typeA!.id)).toMatchObject({ held: 0 });
    const audit = await t.dataSource.manager.findOneByOrFail(AuditEntry, { action: 'order.cancel', target: orderNo });
    expect(JSON.parse(audit.after!)).toEqual({ status: 'cancelled', reason: 'Duplicate order\nFan asked' });
    expect((await t.post(`${ORDERS}/cancel`, { orderNo, reason: 'again' }, organiserA.opts)).body.code).toBe(
      codes.CONSOLE_ORDER_NOT_CANCELLABLE.code,
    );
  });

  it('answers in the language asked: a refusal of the console in Chinese', async () => {
    const res = await t.post(`${ORDERS}/refund`, { orderNo: orderA, reason: 'again' }, { ...admin.opts, lang: 'zh' });
    expect(res.body.code).toBe(codes.CONSOLE_ORDER_REFUNDED.code);
    expect(res.body.msg).not.toBe('This order has already been refunded.');
  });
});
