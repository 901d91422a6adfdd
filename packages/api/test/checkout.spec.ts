import { REPLY_CODES, type SignableValue } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HoldExpiryJob } from '../src/modules/held-orders/index.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { outbox } from './support/accounts.js';
import { ticketFor } from './support/gate-fixtures.js';
import { createMerch, variantRow } from './support/merch-fixtures.js';
import { TestApp } from './support/test-app.js';
import { submitHostedPage } from './support/traffic.js';
import { type Buyer, buyer, buyers, createEvent, typeRow } from './support/tickets-fixtures.js';
import { PAY_PASSWORD, settled, SUCCESS_CARD, topUp, verifyWallet, walletFan } from './support/wallet.js';

const CHECKOUT = '/fanapih5/checkout/create';
const EN = { lang: 'en-US' };
const opts = (fan: Buyer) => ({ ...fan.opts, ...EN });

/** Tickets and merch in one checkout (spec 5.12): one hold, one payment, both stocks or none. */
describe('checkout: tickets and merch in one payment', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
    await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  /** An event with one seat area and a pick-up tee of it. */
  async function show(stock = 3, capacity = 10) {
    const { event, types } = await createEvent(t, {
      ticketTypes: [{ code: 'a', name: 'Section A', price: 100_00, capacity }],
    });
    const tee = await createMerch(t, {
      eventSlug: event.slug,
      price: 30_00,
      fulfilment: 'pickup',
      variants: [{ code: 'm', label: 'M', stock }],
    });
    const pickupDate = (JSON.parse(tee.product.pickupDates) as string[])[0]!;
    const body = (
      seats: number,
      units: number,
      extra: Record<string, SignableValue> = {},
    ): Record<string, SignableValue> => ({
      eventId: event.id,
      items: seats ? [{ ticketTypeId: types[0]!.id, quantity: seats }] : [],
      ...(units
        ? { merch: { items: [{ variantId: tee.variants[0]!.id, quantity: units }], fulfilment: 'pickup', pickupDate } }
        : {}),
      ...extra,
    });
    return { event, typeId: types[0]!.id, variantId: tee.variants[0]!.id, pickupDate, body };
  }

  async function hold(fan: Buyer, body: Record<string, SignableValue>): Promise<string> {
    const res = await t.post(CHECKOUT, body, { ...fan.opts, ...EN });
    expect(res.body).toMatchObject({ code: REPLY_CODES.SUCCESS.code });
    return res.body.data.orderNo as string;
  }

  it('holds and pays tickets and merch once by card: both stocks taken once, one payment, one receipt', async () => {
    const s = await show();
    const fan = await buyer(t);
    const created = await t.post(CHECKOUT, s.body(2, 1), { ...fan.opts, ...EN });
    expect(created.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const checkout = created.body.data;
    expect(checkout).toMatchObject({ status: 'held', total: 230_00, amountDue: 230_00 });
    expect(checkout.tickets).toMatchObject({ status: 'held', quantity: 2 });
    expect(checkout.merch).toMatchObject({ status: 'held', quantity: 1, pickupDate: s.pickupDate });
    expect(await typeRow(t, s.typeId)).toMatchObject({ held: 2, sold: 0 });
    expect(await variantRow(t, s.variantId)).toMatchObject({ held: 1, sold: 0 });
    // A part is paid and discounted only through its checkout.
    const part = await t.post(
      '/fanapih5/payment/create',
      { orderNo: checkout.tickets.orderNo, method: 'card' },
      fan.opts,
    );
    expect(part.body.code).toBe(REPLY_CODES.ORDER_NOT_PAYABLE.code);
    const discount = await t.get('/fanapih5/order/discounts', { orderNo: checkout.merch.orderNo }, opts(fan));
    expect(discount.body.code).toBe(REPLY_CODES.CHECKOUT_PART.code);

    const orderNo = checkout.orderNo as string;
    const res = await t.post('/fanapih5/payment/create', { orderNo, method: 'card', paymentType: 'visa' }, fan.opts);
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect(res.body.data.amount).toBe(230_00);
    expect((await submitHostedPage(res.body.data.redirectUrl as string, SUCCESS_CARD)).status).toBe(303);
    await settled(t);

    expect(await typeRow(t, s.typeId)).toMatchObject({ held: 0, sold: 2 });
    expect(await variantRow(t, s.variantId)).toMatchObject({ held: 0, sold: 1 });
    const payments = await t.dataSource.manager.find(Payment, { where: { orderNo } });
    expect(payments.map((p) => [p.purpose, p.status, p.amount])).toEqual([['checkout', 'succeeded', 230_00]]);
    const detail = await t.get('/fanapih5/checkout/detail', { orderNo }, fan.opts);
    expect(detail.body.data).toMatchObject({ status: 'paid', tickets: { status: 'paid' }, merch: { status: 'paid' } });
    expect(await t.dataSource.manager.countBy(Ticket, { userId: fan.user.id, eventId: s.event.id })).toBe(2);
    // My Merch lists the merch part, paid; the result page says paid.
    const mine = await t.get('/fanapih5/merchOrder/myOrders', {}, fan.opts);
    expect(mine.body.data.list).toMatchObject([{ orderNo: checkout.merch.orderNo, status: 'paid' }]);
    expect((await t.get('/fanapih5/payment/result', { orderNo }, fan.opts)).body.data).toMatchObject({
      orderStatus: 'paid',
    });
    const mails = await outbox(t, fan.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Order confirmed ${orderNo}: tickets and merch`);
    expect(mails[0]!.text).toContain('Tickets: Section A × 2');
    expect(mails[0]!.text).toContain('Merch: Tour T-shirt (M) × 1');
    expect((await verifyWallet(t)).code).toBe(0);
  });

  it('buys merch only from the event page, paid from the wallet', async () => {
    const s = await show();
    const fan = await walletFan(t);
    await topUp(t, fan, 100_00);
    const orderNo = await hold(fan, s.body(0, 2));
    const paid = await t.post('/fanapih5/wallet/pay', { orderNo, payPassword: PAY_PASSWORD }, fan.opts);
    expect(paid.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const detail = await t.get('/fanapih5/checkout/detail', { orderNo }, fan.opts);
    expect(detail.body.data).toMatchObject({ status: 'paid', tickets: null, merch: { status: 'paid', quantity: 2 } });
    expect(await variantRow(t, s.variantId)).toMatchObject({ held: 0, sold: 2 });
    expect((await verifyWallet(t)).code).toBe(0);
  });

  it('three buyers race for the last tee with tickets: one wins, the others have nothing taken', async () => {
    const s = await show(1);
    const fans = await buyers(t, 3);
    const answers = await Promise.all(fans.map((fan) => t.post(CHECKOUT, s.body(1, 1), { ...fan.opts, ...EN })));
    const codes = answers.map((a) => a.body.code as number).sort();
    expect(codes).toEqual([REPLY_CODES.SUCCESS.code, REPLY_CODES.MERCH_SOLD_OUT.code, REPLY_CODES.MERCH_SOLD_OUT.code]);
    expect(await variantRow(t, s.variantId)).toMatchObject({ held: 1, sold: 0 });
    expect(await typeRow(t, s.typeId)).toMatchObject({ held: 1, sold: 0 });
    const lost = answers.find((a) => a.body.code !== REPLY_CODES.SUCCESS.code)!;
    expect(lost.body.msg).toBeTruthy();
  });

  it('an expired hold gives both stocks back; a cancelled one too', async () => {
    const s = await show();
    const fan = await buyer(t);
    const orderNo = await hold(fan, s.body(1, 2));
    t.clock.advance(11 * 60_000);
    expect(await t.app.get(HoldExpiryJob).run()).toBeGreaterThanOrEqual(1);
    expect(await typeRow(t, s.typeId)).toMatchObject({ held: 0, sold: 0 });
    expect(await variantRow(t, s.variantId)).toMatchObject({ held: 0, sold: 0 });
    const detail = await t.get('/fanapih5/checkout/detail', { orderNo }, fan.opts);
    expect(detail.body.data).toMatchObject({
      status: 'expired',
      tickets: { status: 'expired' },
      merch: { status: 'expired' },
    });
    // The fan's count came back: the limit is whole again.
    const limit = await t.get('/fanapih5/order/ticketLimit', { eventId: s.event.id }, fan.opts);
    expect(limit.body.data).toMatchObject({ used: 0 });

    const again = await hold(fan, s.body(1, 1));
    const cancelled = await t.post('/fanapih5/checkout/cancel', { orderNo: again }, fan.opts);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', merch: { status: 'cancelled' } });
    expect(await typeRow(t, s.typeId)).toMatchObject({ held: 0 });
    expect(await variantRow(t, s.variantId)).toMatchObject({ held: 0 });
  });

  it('refuses each bad checkout with its code, in the fan’s language, taking nothing', async () => {
    const s = await show();
    const fan = await buyer(t);
    const opts = { ...fan.opts, ...EN };
    expect((await t.post(CHECKOUT, s.body(0, 0), opts)).body).toMatchObject({
      code: REPLY_CODES.CHECKOUT_NOTHING_SELECTED.code,
      msg: 'Please select at least one ticket or one merch item.',
    });
    expect((await t.post(CHECKOUT, s.body(0, 0), { ...fan.opts, lang: 'zh' })).body.msg).toBe(
      '请至少选择一张门票或一件商品。',
    );
    // Merch of another event.
    const other = await show();
    const mixed = { ...s.body(1, 0), merch: other.body(0, 1).merch! };
    expect((await t.post(CHECKOUT, mixed, opts)).body.code).toBe(REPLY_CODES.CHECKOUT_MERCH_OTHER_EVENT.code);
    // Over the limits: the event's tickets per account, the item's units per order.
    expect((await t.post(CHECKOUT, s.body(5, 1), opts)).body.code).toBe(REPLY_CODES.TICKET_LIMIT_EXCEEDED.code);
    expect((await t.post(CHECKOUT, s.body(1, 6), opts)).body.code).toBe(REPLY_CODES.MERCH_ORDER_LIMIT.code);
    // Holder-only merch needs a valid ticket of mine for the event (not someone else's).
    const stick = await createMerch(t, {
      eventSlug: s.event.slug,
      access: 'holders',
      fulfilment: 'pickup',
      variants: [{ code: 'std', label: 'Standard', stock: 5 }],
    });
    const [day] = JSON.parse(stick.product.pickupDates) as string[];
    const holderOnly = (ticketNo?: string) => ({
      eventId: s.event.id,
      items: [{ ticketTypeId: s.typeId, quantity: 1 }],
      merch: {
        items: [{ variantId: stick.variants[0]!.id, quantity: 1 }],
        fulfilment: 'pickup',
        pickupDate: day,
        ...(ticketNo ? { ticketNo } : {}),
      },
    });
    const someoneElse = await ticketFor(t, s.event, s.typeId);
    const seatsHeld = (await typeRow(t, s.typeId)).held;
    expect((await t.post(CHECKOUT, holderOnly(), opts)).body.code).toBe(REPLY_CODES.MERCH_TICKET_REQUIRED.code);
    expect((await t.post(CHECKOUT, holderOnly(someoneElse.ticket.code), opts)).body).toMatchObject({
      code: REPLY_CODES.MERCH_TICKET_INVALID.code,
      msg: 'Invalid ticket number!',
    });
    expect(await typeRow(t, s.typeId)).toMatchObject({ held: seatsHeld });
    expect(await variantRow(t, stick.variants[0]!.id)).toMatchObject({ held: 0 });
    // With my own ticket the holder-only item joins the checkout.
    const holder = someoneElse.fan;
    expect((await t.post(CHECKOUT, holderOnly(someoneElse.ticket.code), { ...holder.opts, ...EN })).body.code).toBe(
      REPLY_CODES.SUCCESS.code,
    );
  });
});
