import { createHash } from 'node:crypto';
import { PAYMENT_TYPES, REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { SandboxTransaction } from '../src/modules/payments/entities/sandbox-transaction.entity.js';
import { SavedCard } from '../src/modules/payments/entities/saved-card.entity.js';
import { SandboxCheckoutService } from '../src/modules/payments/sandbox-checkout.service.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxCallbackBody,
  sandboxFormToken,
  signSandboxCallback,
} from '../src/modules/payments/sandbox-signature.js';
import { HoldExpiryJob } from '../src/modules/held-orders/index.js';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { TicketHistory } from '../src/modules/tickets/entities/ticket-history.entity.js';
import { recordSandboxCharge } from './support/sandbox.js';
import { TestApp } from './support/test-app.js';
import { formTokenOf, postForm } from './support/traffic.js';
import { type Buyer, buyer, createEvent, typeRow } from './support/tickets-fixtures.js';

const SECRET = 'fanpass-dev-sandbox-pay-secret';
const GOOD = {
  cardHolder: 'Chan Tai Man',
  cardNumber: '4242424242424242',
  expiry: '12/30',
  cvc: '123',
  cardType: 'visa',
  paymentType: 'visa',
};

describe('payments: sandbox provider, hosted page and signed callback', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await TestApp.start();
    base = await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  async function holdOrder(fan: Buyer, eventId: number, typeId: number, quantity = 2): Promise<string> {
    const res = await t.post(
      '/fanapih5/order/create',
      { eventId, items: [{ ticketTypeId: typeId, quantity }] },
      fan.opts,
    );
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    return res.body.data.orderNo as string;
  }

  async function startPayment(fan: Buyer, orderNo: string, extra: Record<string, string | number> = {}) {
    const res = await t.post(
      '/fanapih5/payment/create',
      { orderNo, method: 'card', paymentType: 'visa', ...extra },
      fan.opts,
    );
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    return res.body.data as { paymentNo: string; redirectUrl: string; amount: number };
  }

  /**
   * Posts the hosted page's form as a browser does: the page first, then its form with the page's
   * token; a page that has closed meanwhile is posted as it was first rendered (a double click).
   */
  async function submit(url: string, form: Record<string, string>) {
    const paymentNo = /sandbox-pay\/([^?]+)/.exec(url)![1]!;
    const formToken = formTokenOf(await (await fetch(url)).text()) ?? sandboxFormToken(paymentNo, SECRET);
    return postForm(url, { formToken, ...form });
  }

  async function settled() {
    await t.app.get(SandboxCheckoutService).settled();
  }

  async function callback(body: SandboxCallbackBody, signature = signSandboxCallback(body, SECRET)) {
    return fetch(`${base}/fanapih5/payment/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body: JSON.stringify(body),
    });
  }

  it('pays with the success card: redirect to the result page, tickets issued, seats sold', async () => {
    const { event, types } = await createEvent(t);
    const fan = await buyer(t);
    const orderNo = await holdOrder(fan, event.id, types[0]!.id, 2);
    const payment = await startPayment(fan, orderNo);
    expect(payment.redirectUrl).toBe(`${base}/sandbox-pay/${payment.paymentNo}?lang=en_US`);

    const page = await fetch(payment.redirectUrl);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    for (const type of PAYMENT_TYPES) expect(html).toContain(`value="${type}"`);
    expect(html).toContain('name="cardNumber"');
    expect(html).toContain('width=device-width');
    // Its own policy: no script at all, its one inline style allowed by hash, never framed.
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const style = html.match(/<style>([\s\S]*?)<\/style>/)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(csp).not.toMatch(/unsafe-inline|script-src/);

    const answer = await submit(payment.redirectUrl, { ...GOOD, rememberCard: '1' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${base}/#/payment/result?orderNo=${orderNo}`);
    await settled();

    const result = await t.get('/fanapih5/payment/result', { orderNo }, fan.opts);
    expect(result.body.data).toMatchObject({ orderStatus: 'paid', payment: { status: 'succeeded' }, message: null });
    expect(result.body.data.tickets).toHaveLength(2);
    const type = await typeRow(t, types[0]!.id);
    expect(type).toMatchObject({ sold: 2, held: 0 });

    const mine = await t.get('/fanapih5/ticket/myTickets', {}, fan.opts);
    expect(mine.body.data).toHaveLength(2);
    expect(mine.body.data[0]).toMatchObject({ status: 'ready', seatArea: 'Section A', event: { id: event.id } });
    const code = mine.body.data[0].code as string;
    expect(code).toMatch(/^[0-9A-F]{20}$/);
    const detail = await t.get('/fanapih5/ticket/detail', { code }, fan.opts);
    expect(detail.body.data).toMatchObject({ code, qr: code, orderNo, history: [{ kind: 'Purchased' }] });
    const stranger = await buyer(t);
    expect((await t.get('/fanapih5/ticket/detail', { code }, stranger.opts)).body.code).toBe(
      REPLY_CODES.TICKET_NOT_FOUND.code,
    );
    expect((await t.get('/fanapih5/ticket/myTickets', { scope: 'past' }, fan.opts)).body.data).toHaveLength(0);

    // Remember this card: only a token, brand, last four and expiry are kept.
    const cards = await t.dataSource.manager.findBy(SavedCard, { userId: fan.user.id });
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(JSON.stringify(cards[0])).not.toContain('4242424242424242');
    const listed = await t.get('/fanapih5/payment/savedCards', {}, fan.opts);
    expect(listed.body.data).toEqual([{ id: cards[0]!.id, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }]);

    // A paid order is final.
    expect((await t.post('/fanapih5/order/cancel', { orderNo }, fan.opts)).body.code).toBe(
      REPLY_CODES.ORDER_NOT_CANCELLABLE.code,
    );
    expect((await t.post('/fanapih5/payment/create', { orderNo, method: 'card' }, fan.opts)).body.code).toBe(
      REPLY_CODES.ORDER_ALREADY_PAID.code,
    );
    // Submitting the page again charges nothing more.
    const again = await submit(payment.redirectUrl, GOOD);
    expect(again.status).toBe(303);
    await settled();
    expect(
      await t.dataSource.manager.countBy(Ticket, {
        orderId: (await t.dataSource.manager.findOneByOrFail(Payment, { paymentNo: payment.paymentNo })).orderId,
      }),
    ).toBe(2);
    expect(await t.dataSource.manager.countBy(TicketHistory, {})).toBeGreaterThanOrEqual(2);

    // Pays a new order with the saved card.
    const second = await holdOrder(fan, event.id, types[0]!.id, 1);
    const p2 = await startPayment(fan, second, { savedCardId: cards[0]!.id });
    expect(await (await fetch(p2.redirectUrl)).text()).toContain('4242');
    expect((await submit(p2.redirectUrl, { paymentType: 'visa', useSavedCard: '1' })).status).toBe(303);
    await settled();
    expect((await t.get('/fanapih5/order/detail', { orderNo: second }, fan.opts)).body.data.status).toBe('paid');
    expect(
      (await t.post('/fanapih5/payment/create', { orderNo: second, method: 'card', savedCardId: 999 }, fan.opts)).body
        .code,
    ).toBe(REPLY_CODES.ORDER_ALREADY_PAID.code);
  });

  it('one card choice: the brand comes from the number, not from the preselected type', async () => {
    const { event, types } = await createEvent(t);
    const fan = await buyer(t);
    const orderNo = await holdOrder(fan, event.id, types[0]!.id, 1);
    const payment = await startPayment(fan, orderNo);
    const mastercard = { ...GOOD, cardNumber: '5555 5555 5555 4444', cardType: '', rememberCard: '1' };
    expect((await submit(payment.redirectUrl, mastercard)).status).toBe(303);
    await settled();
    const result = await t.get('/fanapih5/payment/result', { orderNo }, fan.opts);
    expect(result.body.data).toMatchObject({ orderStatus: 'paid', payment: { status: 'succeeded' } });
    const cards = await t.dataSource.manager.findBy(SavedCard, { userId: fan.user.id });
    expect(cards).toMatchObject([{ brand: 'master', last4: '4444' }]);
  });

  it('the decline card fails the payment with the apology; the hold stays to retry', async () => {
    const { event, types } = await createEvent(t);
    const fan = await buyer(t);
    const orderNo = await holdOrder(fan, event.id, types[0]!.id, 1);
    const payment = await startPayment(fan, orderNo);
    expect((await submit(payment.redirectUrl, { ...GOOD, cardNumber: '4000000000000002' })).status).toBe(303);
    await settled();
    const result = await t.get('/fanapih5/payment/result', { orderNo }, fan.opts);
    expect(result.body.data).toMatchObject({
      orderStatus: 'held',
      payment: { status: 'failed' },
      messageKey: 'payments.failed',
    });
    expect(result.body.data.message).toMatch(/sorry.*try again or contact customer service/i);
    expect((await typeRow(t, types[0]!.id)).held).toBe(1);
    const retry = await startPayment(fan, orderNo);
    expect((await submit(retry.redirectUrl, GOOD)).status).toBe(303);
    await settled();
    expect((await t.get('/fanapih5/order/detail', { orderNo }, fan.opts)).body.data.status).toBe('paid');
  });

  it('validates the card form server-side, names every problem and escapes what it shows', async () => {
    const { event, types } = await createEvent(t);
    const fan = await buyer(t);
    const payment = await startPayment(fan, await holdOrder(fan, event.id, types[0]!.id, 1));
    const bad = await submit(payment.redirectUrl, {
      paymentType: 'visa',
      cardHolder: '<script>alert(1)</script>',
      cardNumber: '12ab',
      expiry: '13/30',
      cvc: '',
      cardType: '',
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;');
    for (const field of ['cardNumber', 'expiry', 'cvc', 'cardType']) expect(html).toContain(`data-field="${field}"`);
    expect(html).not.toContain('data-field="cardHolder"');
    const short = await submit(payment.redirectUrl, { ...GOOD, cardHolder: 'A' });
    expect(await short.text()).toContain('Card holder must have 2 to 50 characters.');
    expect(await t.dataSource.manager.countBy(SandboxTransaction, { paymentNo: payment.paymentNo })).toBe(0);
  });

  it('callbacks: tampered refused, duplicates applied once, late ones take free seats or refund', async () => {
    const { event, types } = await createEvent(t, {
      ticketTypes: [{ code: 'a', name: 'A', price: 100_00, capacity: 2 }],
    });
    const fan = await buyer(t);
    const orderNo = await holdOrder(fan, event.id, types[0]!.id, 2);
    const payment = await startPayment(fan, orderNo);
    const body: SandboxCallbackBody = {
      paymentNo: payment.paymentNo,
      txnId: 'sbx_test_txn_0001',
      result: 'succeeded',
      amount: payment.amount,
      currency: 'VND',
      paymentType: 'visa',
      card: null,
      sentAt: Date.now(),
    };
    // The charge is the sandbox's own (it answers for no other); its callback is posted by hand.
    await recordSandboxCharge(t, body);
    const tampered = await callback({ ...body, amount: 1 }, signSandboxCallback(body, SECRET));
    expect(tampered.status).toBe(401);
    expect(((await tampered.json()) as { code: number }).code).toBe(REPLY_CODES.PAYMENT_CALLBACK_INVALID.code);
    expect((await callback(body, 'f'.repeat(64))).status).toBe(401);
    expect((await callback(body, signSandboxCallback(body, 'another-secret-123456'))).status).toBe(401);

    // A payment taking 2 minutes too long: the hold lapsed, but the seats are still free.
    t.clock.advance(11 * 60_000);
    await t.app.get(HoldExpiryJob).run();
    expect((await typeRow(t, types[0]!.id)).held).toBe(0);
    body.sentAt = t.clock.now();
    const answers = await Promise.all([callback(body), callback(body), callback(body)]);
    const outcomes = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { data: { outcome: string } }).data.outcome),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(2);
    expect(await t.dataSource.manager.countBy(Ticket, { userId: fan.user.id })).toBe(2);
    expect(await typeRow(t, types[0]!.id)).toMatchObject({ sold: 2, held: 0 });

    // Another lapsed hold whose seats were taken meanwhile: refunded, never oversold.
    const thirdFan = await buyer(t);
    const { event: e3, types: t3 } = await createEvent(t, {
      ticketTypes: [{ code: 'a', name: 'A', price: 100_00, capacity: 1 }],
    });
    const o3 = await holdOrder(thirdFan, e3.id, t3[0]!.id, 1);
    const p3 = await startPayment(thirdFan, o3);
    t.clock.advance(11 * 60_000);
    await t.app.get(HoldExpiryJob).run();
    const rival = await buyer(t);
    await holdOrder(rival, e3.id, t3[0]!.id, 1);
    expect((await submit(p3.redirectUrl, GOOD)).status).toBe(303);
    await settled();
    const p3row = await t.dataSource.manager.findOneByOrFail(Payment, { paymentNo: p3.paymentNo });
    expect(p3row.status).toBe('refunded');
    const txn = await t.dataSource.manager.findOneByOrFail(SandboxTransaction, { paymentNo: p3.paymentNo });
    expect(txn.refundedAt).not.toBeNull();
    expect(await typeRow(t, t3[0]!.id)).toMatchObject({ sold: 0, held: 1 });
    const r3 = await t.get('/fanapih5/payment/result', { orderNo: o3 }, thirdFan.opts);
    expect(r3.body.data).toMatchObject({ orderStatus: 'expired', messageKey: 'payments.failed' });
  });
});
