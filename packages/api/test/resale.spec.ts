import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as pathJoin } from 'node:path';
import { qrText, REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../src/config/config.js';
import { APP_CONFIG } from '../src/infra/tokens.js';
import { TicketType } from '../src/modules/events/entities/ticket-type.entity.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { PurchaseCounter } from '../src/modules/orders/entities/purchase-counter.entity.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { PaymentRefund } from '../src/modules/payments/entities/payment-refund.entity.js';
import { SandboxTransaction } from '../src/modules/payments/entities/sandbox-transaction.entity.js';
import { PAYMENT_PROVIDER } from '../src/modules/payments/payment-provider.js';
import { PaymentJobs } from '../src/modules/payments/payment-jobs.js';
import { ResaleListing } from '../src/modules/resale/entities/resale-listing.entity.js';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { LedgerTransaction } from '../src/modules/wallet/entities/ledger-transaction.entity.js';
import { outbox } from './support/accounts.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, createEvent } from './support/tickets-fixtures.js';
import { submitHostedPage } from './support/traffic.js';
import { PAY_PASSWORD, settled, SUCCESS_CARD, topUp, verifyWallet, walletFan } from './support/wallet.js';

const FACE = 100_00;
const HOUR = 3_600_000;

/** Face-value resale (issue 46): listing, the waiting list first, buying, the sale, withdrawal, ops. */
describe('resale: a ticket resold at face value through the waiting list, safely', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await TestApp.start({ PAYMENT_MAX_ATTEMPTS: '5' });
    base = await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  const ok = REPLY_CODES.SUCCESS.code;
  const row = (id: number) => t.dataSource.manager.findOneByOrFail(Ticket, { id });
  const list = (fan: Buyer, ticketCode: string, price = FACE, extra: Record<string, unknown> = {}) =>
    t.post('/fanapih5/resale/list', { ticketCode, price, ...extra }, { ...fan.opts, lang: 'en_US' });
  const buy = (fan: Buyer, listingId: number) => t.post('/fanapih5/resale/buy', { listingId }, fan.opts);
  const walletPay = (fan: Buyer, orderNo: string) =>
    t.post('/fanapih5/wallet/pay', { orderNo, payPassword: PAY_PASSWORD }, fan.opts);

  /** An event (capacity seats at FACE) whose staff can scan, with one fan holding a ticket bought from the wallet. */
  async function seller(capacity = 2, overrides: Parameters<typeof createEvent>[1] = {}) {
    const { event, types } = await createEvent(t, {
      ticketTypes: [{ code: 'a', name: 'Stalls', price: FACE, capacity }],
      ...overrides,
    });
    const fan = await walletFan(t);
    await topUp(t, fan, FACE);
    const ticket = await boughtTicket(fan, event.id, types[0]!.id);
    // Resale is off unless the event's settings turn it on (promoters opt in).
    expect((await list(fan, ticket.code)).body.code).toBe(REPLY_CODES.RESALE_NOT_ALLOWED.code);
    expect((await t.ops('resale', 'settings', event.slug, '--on')).code).toBe(0);
    return { event, typeId: types[0]!.id, fan, ticket };
  }

  async function boughtTicket(fan: Buyer, eventId: number, ticketTypeId: number): Promise<Ticket> {
    const created = await t.post(
      '/fanapih5/order/create',
      { eventId, items: [{ ticketTypeId, quantity: 1 }] },
      fan.opts,
    );
    expect(created.body.code).toBe(ok);
    expect((await walletPay(fan, created.body.data.orderNo)).body.code).toBe(ok);
    const order = await t.dataSource.manager.findOneByOrFail(Order, { orderNo: created.body.data.orderNo });
    return t.dataSource.manager.findOneByOrFail(Ticket, { orderId: order.id });
  }

  async function buyerWith(amount: number): Promise<Buyer> {
    const fan = await walletFan(t);
    if (amount > 0) await topUp(t, fan, amount);
    return fan;
  }

  async function scan(eventSlug: string, eventId: number, ticket: Pick<Ticket, 'code' | 'secret'>) {
    const staff = await walletFan(t, false);
    expect((await t.ops('staff', 'add', staff.user.email, '--event', eventSlug)).code).toBe(0);
    const qr = qrText(ticket.secret, ticket.code, t.clock.now(), 30);
    return (await t.post('/fanapih5/gate/validate', { eventId, qr, gate: 'North' }, staff.opts)).body.data.verdict;
  }

  it('refuses every bad listing and purchase with its catalogue code', async () => {
    const s = await seller(3);
    const other = await buyerWith(0);
    const codeOf = async (res: Promise<{ body: { code: number } }>) => (await res).body.code;
    expect(await codeOf(list(s.fan, s.ticket.code, FACE + 1))).toBe(REPLY_CODES.RESALE_PRICE_ABOVE_FACE.code);
    expect(await codeOf(list(other, s.ticket.code))).toBe(REPLY_CODES.RESALE_TICKET_NOT_YOURS.code);
    expect(await codeOf(list(s.fan, s.ticket.code, FACE, { payout: 'refund' }))).toBe(
      REPLY_CODES.RESALE_REFUND_NOT_ALLOWED.code,
    );
    for (const [status, code] of [
      ['validated', REPLY_CODES.RESALE_TICKET_USED.code],
      ['revoked', REPLY_CODES.RESALE_TICKET_REFUNDED.code],
      ['transferring', REPLY_CODES.RESALE_TICKET_TRANSFERRED.code],
    ] as const) {
      await t.dataSource.manager.update(Ticket, { id: s.ticket.id }, { status });
      expect(await codeOf(list(s.fan, s.ticket.code))).toBe(code);
    }
    await t.dataSource.manager.update(
      Ticket,
      { id: s.ticket.id },
      { status: 'ready', transferLockedUntil: t.clock.now() + HOUR },
    );
    expect(await codeOf(list(s.fan, s.ticket.code))).toBe(REPLY_CODES.RESALE_TICKET_TRANSFERRED.code);
    await t.dataSource.manager.update(Ticket, { id: s.ticket.id }, { transferLockedUntil: null });

    expect((await t.ops('resale', 'pause', s.event.slug)).code).toBe(0);
    expect(await codeOf(list(s.fan, s.ticket.code))).toBe(REPLY_CODES.RESALE_NOT_ALLOWED.code);
    expect((await t.ops('resale', 'resume', s.event.slug)).code).toBe(0);

    const listed = await list(s.fan, s.ticket.code, 80_00);
    expect(listed.body).toMatchObject({ code: ok, data: { status: 'listed', price: 80_00, fee: 0, net: 80_00 } });
    expect(await codeOf(list(s.fan, s.ticket.code))).toBe(REPLY_CODES.RESALE_ALREADY_LISTED.code);
    expect(await codeOf(buy(s.fan, listed.body.data.id))).toBe(REPLY_CODES.RESALE_OWN_LISTING.code);
    expect(await codeOf(buy(other, 999_999))).toBe(REPLY_CODES.RESALE_LISTING_NOT_FOUND.code);
    // A listed ticket moves nowhere: no transfer, no gate.
    expect(await scan(s.event.slug, s.event.id, await row(s.ticket.id))).not.toBe('valid');

    // Past the deadline (2 h before doors by default) nobody lists.
    const late = await seller(1, { startsAt: t.clock.now() + HOUR, endsAt: t.clock.now() + 4 * HOUR });
    const refused = await list(late.fan, late.ticket.code);
    expect(refused.body.code).toBe(REPLY_CODES.RESALE_DEADLINE_PASSED.code);
    expect(refused.body.msg).toContain('before doors');
  });

  it('two buyers for one listing: one wins and pays; the ticket, the QR and the money move once', async () => {
    const s = await seller(2);
    expect((await t.ops('resale', 'settings', s.event.slug, '--fee', '5')).code).toBe(0);
    const listed = await list(s.fan, s.ticket.code, FACE);
    expect(listed.body.data).toMatchObject({ status: 'listed', fee: 5_00, net: 95_00 });
    const offers = (await t.get('/fanapih5/resale/event', { eventId: s.event.id })).body.data;
    expect(offers).toEqual([expect.objectContaining({ id: listed.body.data.id, price: FACE, seatArea: 'Stalls' })]);

    const [a, b] = [await buyerWith(FACE), await buyerWith(FACE)];
    const answers = await Promise.all([buy(a, listed.body.data.id), buy(b, listed.body.data.id)]);
    const codes = answers.map((r) => r.body.code).sort();
    expect(codes).toEqual([ok, REPLY_CODES.RESALE_LISTING_TAKEN.code].sort());
    const winner = answers[0]!.body.code === ok ? a : b;
    const held = answers.find((r) => r.body.code === ok)!.body.data;
    expect(held).toMatchObject({ status: 'held', source: 'resale', amountDue: FACE });
    expect((await t.get('/fanapih5/resale/event', { eventId: s.event.id })).body.data).toEqual([]);

    const before = await row(s.ticket.id);
    expect((await walletPay(winner, held.orderNo)).body.code).toBe(ok);
    const after = await row(s.ticket.id);
    expect(after).toMatchObject({ userId: winner.user.id, status: s.ticket.status });
    expect(after.secret).not.toBe(before.secret);
    // The seller's old QR is dead at the gate; the buyer's admits.
    expect(await scan(s.event.slug, s.event.id, before)).not.toBe('valid');
    expect(await scan(s.event.slug, s.event.id, after)).toBe('valid');
    // Sold: the seller cannot withdraw; the seller's wallet has the price less the fee.
    const withdrawn = await t.post('/fanapih5/resale/withdraw', { id: listed.body.data.id }, s.fan.opts);
    expect(withdrawn.body.code).toBe(REPLY_CODES.RESALE_ALREADY_SOLD.code);
    expect((await t.get('/fanapih5/wallet/info', {}, s.fan.opts)).body.data.balance).toBe(95_00);
    const [credit] = await t.dataSource.manager.findBy(LedgerTransaction, { kind: 'resale' });
    expect(credit).toMatchObject({ orderNo: held.orderNo, key: `resale:${listed.body.data.id}` });
    await settled(t);
    expect((await outbox(t, s.fan.user.email))[0]!.subject).toMatch(/was resold/);
    // The seller's alert, opening the wallet the money went to.
    const alerts = (await t.get('/fanapih5/alerts/inbox', {}, s.fan.opts)).body.data;
    expect(alerts.items).toEqual([
      expect.objectContaining({ kind: 'resaleSold', title: `Your ticket sold: ${s.event.title}`, path: '/wallet' }),
    ]);
    expect((await outbox(t, winner.user.email)).some((m) => /resale ticket/.test(m.subject))).toBe(true);

    const report = await t.ops('resale', 'report', s.event.slug);
    expect(report.out).toMatch(/sold +1 +100 VND/);
    expect(report.out).toMatch(/fees +5 VND/);
    expect((await t.ops('resale', 'list', s.event.slug)).out).toContain('sold');
    expect((await t.ops('verify')).code).toBe(0);
    expect((await verifyWallet(t)).code).toBe(0);
  });

  it('offers a listing to the waiting list first; a seller withdrawing while the fan pays: sold or refunded, never both', async () => {
    const s = await seller(1);
    const waiting = await buyerWith(FACE);
    const joined = await t.post('/fanapih5/waitlist/join', { ticketTypeId: s.typeId, quantity: 1 }, waiting.opts);
    expect(joined.body.code).toBe(ok);
    const listed = await list(s.fan, s.ticket.code);
    expect(listed.body.data.status).toBe('held');
    const offer = (await t.dataSource.manager.findOneByOrFail(ResaleListing, { id: listed.body.data.id })).orderId!;
    const order = await t.dataSource.manager.findOneByOrFail(Order, { id: offer });
    expect(order).toMatchObject({ userId: waiting.user.id, source: 'resale', status: 'held', total: FACE });

    const [paid, withdrawn] = await Promise.all([
      walletPay(waiting, order.orderNo),
      t.post('/fanapih5/resale/withdraw', { id: listed.body.data.id }, s.fan.opts),
    ]);
    const ticket = await row(s.ticket.id);
    const listing = await t.dataSource.manager.findOneByOrFail(ResaleListing, { id: listed.body.data.id });
    const balance = (await t.get('/fanapih5/wallet/info', {}, waiting.opts)).body.data.balance as number;
    if (paid.body.code === ok) {
      expect(withdrawn.body.code).toBe(REPLY_CODES.RESALE_ALREADY_SOLD.code);
      expect([listing.status, ticket.userId, balance]).toEqual(['sold', waiting.user.id, 0]);
    } else {
      expect(withdrawn.body.code).toBe(ok);
      expect([listing.status, ticket.userId, ticket.status, balance]).toEqual([
        'withdrawn',
        s.fan.user.id,
        s.ticket.status,
        FACE,
      ]);
    }
    expect((await t.ops('verify')).code).toBe(0);
    expect((await verifyWallet(t)).code).toBe(0);
  });

  it('a card charge whose callback is lost is settled by the payment job: sold once', async () => {
    const s = await seller(1);
    const listed = await list(s.fan, s.ticket.code);
    const fan = await buyerWith(0);
    const held = (await buy(fan, listed.body.data.id)).body.data;
    const started = await t.post(
      '/fanapih5/payment/create',
      { orderNo: held.orderNo, method: 'card', paymentType: 'visa' },
      fan.opts,
    );
    expect(started.body.code).toBe(ok);
    const config = t.app.get<AppConfig>(APP_CONFIG);
    config.publicApiUrl = 'http://127.0.0.1:9/down';
    try {
      expect((await submitHostedPage(`${base}/sandbox-pay/${started.body.data.paymentNo}`, SUCCESS_CARD)).status).toBe(
        303,
      );
      await settled(t);
    } finally {
      config.publicApiUrl = base;
    }
    expect((await row(s.ticket.id)).status).toBe('listed');
    t.clock.advance(60_000);
    await t.app.get(PaymentJobs).runOnce();
    await settled(t);
    expect(
      await t.dataSource.manager.findOneByOrFail(Payment, { paymentNo: started.body.data.paymentNo }),
    ).toMatchObject({
      status: 'succeeded',
    });
    expect((await row(s.ticket.id)).userId).toBe(fan.user.id);
    expect((await t.get('/fanapih5/wallet/info', {}, s.fan.opts)).body.data.balance).toBe(FACE);
    expect((await t.ops('verify')).code).toBe(0);
  });

  it("the sale lowers the seller's counter; an operator's refund of the seller's order repays only what they still hold", async () => {
    const { event, types } = await createEvent(t, {
      ticketTypes: [{ code: 'a', name: 'Stalls', price: FACE, capacity: 4 }],
    });
    expect((await t.ops('resale', 'settings', event.slug, '--on')).code).toBe(0);
    const fan = await walletFan(t);
    await topUp(t, fan, 2 * FACE);
    const created = await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 2 }] },
      fan.opts,
    );
    expect((await walletPay(fan, created.body.data.orderNo)).body.code).toBe(ok);
    const order = await t.dataSource.manager.findOneByOrFail(Order, { orderNo: created.body.data.orderNo });
    const [ticket] = await t.dataSource.manager.findBy(Ticket, { orderId: order.id });
    const listed = await list(fan, ticket!.code);
    const buyer = await buyerWith(FACE);
    const held = (await buy(buyer, listed.body.data.id)).body.data;
    expect((await walletPay(buyer, held.orderNo)).body.code).toBe(ok);
    const counter = (userId: number) =>
      t.dataSource.manager.findOneByOrFail(PurchaseCounter, { userId, eventId: event.id });
    expect((await counter(fan.user.id)).tickets).toBe(1);
    expect((await counter(buyer.user.id)).tickets).toBe(1);
    expect((await t.get('/fanapih5/wallet/info', {}, fan.opts)).body.data.balance).toBe(FACE);
    expect((await t.ops('verify')).code).toBe(0);

    const refunded = await t.ops('order', 'refund', order.orderNo);
    expect(refunded.code).toBe(0);
    await settled(t);
    // One ticket's price back, not two: the resold one was paid for by its buyer, who keeps it.
    expect((await t.get('/fanapih5/wallet/info', {}, fan.opts)).body.data.balance).toBe(2 * FACE);
    expect((await counter(fan.user.id)).tickets).toBe(0);
    expect(await t.dataSource.manager.findOneByOrFail(TicketType, { id: types[0]!.id })).toMatchObject({ sold: 1 });
    expect(await row(ticket!.id)).toMatchObject({ userId: buyer.user.id, status: ticket!.status });
    expect((await t.ops('verify')).code).toBe(0);
    expect((await verifyWallet(t)).code).toBe(0);
  });

  it('returns for a refund: card refunded once for the ticket (retried), wallet credited, operator and race within the charge', async () => {
    const { event, types } = await createEvent(t, {
      ticketTypes: [{ code: 'a', name: 'Stalls', price: FACE, capacity: 9 }],
    });
    expect((await t.ops('resale', 'settings', event.slug, '--on', '--refunds', '--fee', '5')).code).toBe(0);
    const fee = 5_00;
    const m = t.dataSource.manager;
    const cardFan = await walletFan(t);
    const order = async (fan: Buyer, quantity: number) =>
      (
        await t.post(
          '/fanapih5/order/create',
          { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity }] },
          fan.opts,
        )
      ).body.data.orderNo as string;
    const cardOrderNo = await order(cardFan, 3);
    const started = await t.post(
      '/fanapih5/payment/create',
      { orderNo: cardOrderNo, method: 'card', paymentType: 'visa' },
      cardFan.opts,
    );
    await submitHostedPage(`${base}/sandbox-pay/${started.body.data.paymentNo}`, SUCCESS_CARD);
    await settled(t);
    const cardOrder = await m.findOneByOrFail(Order, { orderNo: cardOrderNo });
    expect(cardOrder.status).toBe('paid');
    const [t1, t2, t3] = await m.find(Ticket, { where: { orderId: cardOrder.id }, order: { id: 'ASC' } });
    const info = await t.get('/fanapih5/resale/ticket', { code: t1!.code }, cardFan.opts);
    expect(info.body.data).toMatchObject({ refundAllowed: true, feePercent: 5, faceValue: FACE });
    expect((await list(cardFan, t1!.code, FACE - 1, { payout: 'refund' })).body.code).toBe(
      REPLY_CODES.RESALE_RETURN_AT_FACE.code,
    );

    // Sold while the provider is down: owed once, sent by the payment job after the failure.
    const provider = t.app.get<{ refund: (...a: unknown[]) => Promise<unknown> }>(PAYMENT_PROVIDER);
    const refund = provider.refund.bind(provider);
    provider.refund = () => Promise.reject(new Error('provider down'));
    const listed = await list(cardFan, t1!.code, FACE, { payout: 'refund' });
    expect(listed.body.data).toMatchObject({ payout: 'refund', fee, net: FACE - fee });
    const buyer = await buyerWith(FACE);
    expect((await walletPay(buyer, (await buy(buyer, listed.body.data.id)).body.data.orderNo)).body.code).toBe(ok);
    const payment = () => m.findOneByOrFail(Payment, { paymentNo: started.body.data.paymentNo });
    const refunds = async () => m.findBy(PaymentRefund, { paymentNo: started.body.data.paymentNo });
    expect(await refunds()).toMatchObject([
      { refundKey: `resale:${listed.body.data.id}`, amount: FACE - fee, status: 'pending' },
    ]);
    provider.refund = refund;
    t.clock.advance(60_000);
    await t.app.get(PaymentJobs).runOnce();
    await t.app.get(PaymentJobs).runOnce();
    expect(await refunds()).toMatchObject([{ amount: FACE - fee, status: 'done' }]);
    const charge = await m.findOneByOrFail(SandboxTransaction, { paymentNo: started.body.data.paymentNo });
    expect(charge.refunded).toBe(FACE - fee);
    expect(await payment()).toMatchObject({ status: 'succeeded', refunded: FACE - fee });
    expect((await t.ops('verify')).code).toBe(0);

    // Race: an operator's refund of the whole order against the sale of a second returned ticket.
    const second = await list(cardFan, t2!.code, FACE, { payout: 'refund' });
    const racer = await buyerWith(FACE);
    const held = (await buy(racer, second.body.data.id)).body.data;
    const [paid, refunded] = await Promise.all([walletPay(racer, held.orderNo), t.ops('order', 'refund', cardOrderNo)]);
    expect(refunded.code).toBe(0);
    await settled(t);
    const after = await payment();
    const rows = await refunds();
    const total = rows.reduce((sum, r) => sum + r.amount, 0);
    expect(after.refunded).toBe(total);
    const sold = (await m.findOneByOrFail(ResaleListing, { id: second.body.data.id })).status === 'sold';
    expect(paid.body.code === ok).toBe(sold);
    // Sold: two returns less their fees, then the one ticket still held; withdrawn: the two tickets held.
    expect(total).toBe(sold ? 2 * (FACE - fee) + FACE : FACE - fee + 2 * FACE);
    expect(total).toBeLessThanOrEqual(3 * FACE);
    expect((await row(t3!.id)).status).toBe('revoked');
    await t.app.get(PaymentJobs).runOnce();
    expect((await refunds()).every((r) => r.status === 'done')).toBe(true);
    expect((await m.findOneByOrFail(SandboxTransaction, { paymentNo: after.paymentNo })).refunded).toBe(total);
    expect((await t.ops('verify')).code).toBe(0);

    // A wallet-paid original: the return's money goes back to the wallet (no fee here: FACE - 5 %).
    const walletSeller = await buyerWith(FACE);
    const walletTicket = await boughtTicket(walletSeller, event.id, types[0]!.id);
    const back = await list(walletSeller, walletTicket.code, FACE, { payout: 'refund' });
    const third = await buyerWith(FACE);
    expect((await walletPay(third, (await buy(third, back.body.data.id)).body.data.orderNo)).body.code).toBe(ok);
    await settled(t);
    expect((await t.get('/fanapih5/wallet/info', {}, walletSeller.opts)).body.data.balance).toBe(FACE - fee);
    expect((await t.ops('verify')).code).toBe(0);
    expect((await verifyWallet(t)).code).toBe(0);
  });

  it('the event import carries resale settings, or names every problem and imports nothing', async () => {
    const dir = mkdtempSync(pathJoin(tmpdir(), 'fanpass-resale-import-'));
    try {
      const slug = `ri-${Date.now().toString(36)}`;
      const event = (resale: object) => ({
        slug,
        title: 'Imported Resale Show',
        venue: 'Arena',
        location: 'Avenida 3, Macau',
        startsAt: t.clock.now() + 30 * 86_400_000,
        endsAt: t.clock.now() + 30 * 86_400_000 + 3_600_000,
        ticketLimit: 4,
        ticketTypes: [{ code: 'a', name: 'A', price: 100_00, capacity: 10 }],
        resale,
      });
      const bad = pathJoin(dir, 'bad.json');
      writeFileSync(bad, JSON.stringify(event({ feePercent: 50, refundAllowed: 'yes' })));
      const refused = await t.ops('event', 'import', bad);
      expect(refused.code).toBe(2);
      expect(refused.out).toContain('events[0].resale.feePercent: a whole number from 0 to 20');
      expect(refused.out).toContain('events[0].resale.refundAllowed: true or false');
      const good = pathJoin(dir, 'good.json');
      writeFileSync(good, JSON.stringify(event({ feePercent: 5, deadlineHours: 6, refundAllowed: true })));
      const imported = await t.ops('event', 'import', good);
      expect(imported.code).toBe(0);
      expect(imported.out).toContain(`${slug} resale: on, fee 5%, close 6 h before doors, returns allowed`);
      expect((await t.ops('resale', 'settings', slug)).out).toContain('resale on, fee 5%');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ops verify and wallet verify catch a ticket sold twice, a listed ticket usable, a seller credited twice', async () => {
    const s = await seller(2);
    const listed = await list(s.fan, s.ticket.code);
    const fan = await buyerWith(FACE);
    const held = (await buy(fan, listed.body.data.id)).body.data;
    expect((await walletPay(fan, held.orderNo)).body.code).toBe(ok);
    const other = await seller(2);
    const live = await list(other.fan, other.ticket.code);
    expect((await t.ops('verify')).code).toBe(0);

    const m = t.dataSource.manager;
    const sold = await m.findOneByOrFail(ResaleListing, { id: listed.body.data.id });
    await m.insert(ResaleListing, { ...sold, id: undefined });
    await m.update(Ticket, { id: other.ticket.id }, { status: 'ready' });
    const credit = await m.findOneByOrFail(LedgerTransaction, { key: `resale:${sold.id}` });
    await m.insert(LedgerTransaction, { ...credit, id: undefined, key: `resale:${sold.id}:again` });
    const verify = await t.ops('verify');
    expect(verify.code).not.toBe(0);
    expect(verify.out).toContain(`ticket ${s.ticket.id} was sold 2 times`);
    expect(verify.out).toContain(`listing ${live.body.data.id} is live but its ticket ${other.ticket.id} is ready`);
    const wallet = await verifyWallet(t);
    expect(wallet.out).toContain('credited its seller 2 times');
  });
});
