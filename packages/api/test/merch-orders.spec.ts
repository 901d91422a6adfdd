import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HoldExpiryJob } from '../src/modules/held-orders/index.js';
import { MerchTicketCounter } from '../src/modules/merch/entities/merch-ticket-counter.entity.js';
import { outbox } from './support/accounts.js';
import { gateEvent, ticketFor } from './support/gate-fixtures.js';
import {
  addressOf,
  createMerch,
  MERCH_ORDER,
  merchOrderRow,
  settleMerch,
  variantRow,
} from './support/merch-fixtures.js';
import { type CallOptions, TestApp } from './support/test-app.js';
import { pickupQrText, REPLY_CODES, type SignableValue } from '@fanpass/contracts';
import { buyer, createEvent } from './support/tickets-fixtures.js';

const EN = { lang: 'en-US' };

describe('merch orders: rules, holds, holder-only items, delivery progress, pick-up', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ PUBLIC_SITE_URL: 'https://www.fanpass.example' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses what the rules refuse, each with its own code and message', async () => {
    const fan = await buyer(t);
    const opts = { ...fan.opts, ...EN };
    const { event } = await createEvent(t);
    const other = await createEvent(t);
    const tee = await createMerch(t, { eventSlug: event.slug, orderLimit: 2 });
    const post = (body: Record<string, SignableValue>, o: CallOptions = opts) => t.post(MERCH_ORDER, body, o);
    const m = tee.variants[1]!.id;
    const addressId = await addressOf(t, fan);

    expect(
      (await post({ items: [{ variantId: m, quantity: 0 }], fulfilment: 'delivery', addressId })).body,
    ).toMatchObject({
      code: REPLY_CODES.MERCH_NONE_SELECTED.code,
      msg: 'At least one ticket or one merch item must be selected',
    });
    expect(
      (await post({ items: [{ variantId: 999999, quantity: 1 }], fulfilment: 'delivery', addressId })).body.code,
    ).toBe(REPLY_CODES.MERCH_VARIANT_NOT_FOUND.code);
    expect(
      (await post({ items: [{ variantId: m, quantity: 3 }], fulfilment: 'delivery', addressId })).body,
    ).toMatchObject({
      code: REPLY_CODES.MERCH_ORDER_LIMIT.code,
      msg: 'At most 2 of this item per order.',
    });
    expect((await post({ items: [{ variantId: m, quantity: 1 }], fulfilment: 'delivery' })).body.code).toBe(
      REPLY_CODES.MERCH_ADDRESS_REQUIRED.code,
    );
    expect(
      (await post({ items: [{ variantId: m, quantity: 1 }], fulfilment: 'pickup', pickupDate: '2001-01-01' })).body
        .code,
    ).toBe(REPLY_CODES.MERCH_PICKUP_DATE_INVALID.code);
    const deliveryOnly = await createMerch(t, { eventSlug: event.slug, fulfilment: 'delivery' });
    expect(
      (
        await post({
          items: [{ variantId: deliveryOnly.variants[0]!.id, quantity: 1 }],
          fulfilment: 'pickup',
          pickupDate: '2001-01-01',
        })
      ).body.code,
    ).toBe(REPLY_CODES.MERCH_FULFILMENT_UNAVAILABLE.code);
    const elsewhere = await createMerch(t, { eventSlug: other.event.slug });
    expect(
      (
        await post({
          items: [
            { variantId: m, quantity: 1 },
            { variantId: elsewhere.variants[0]!.id, quantity: 1 },
          ],
          fulfilment: 'delivery',
          addressId,
        })
      ).body.code,
    ).toBe(REPLY_CODES.MERCH_MIXED_EVENTS.code);
    const unverified = await buyer(t, { phoneVerified: false });
    expect(
      (await post({ items: [{ variantId: m, quantity: 1 }], fulfilment: 'delivery', addressId }, unverified.opts)).body
        .code,
    ).toBe(REPLY_CODES.PHONE_NOT_VERIFIED.code);
    expect((await t.post(MERCH_ORDER, { items: [], fulfilment: 'delivery' })).status).toBe(401);
    // Someone else's address is not mine to ship to.
    const stranger = await buyer(t);
    const theirs = await addressOf(t, stranger);
    expect(
      (await post({ items: [{ variantId: m, quantity: 1 }], fulfilment: 'delivery', addressId: theirs })).body.code,
    ).toBe(REPLY_CODES.ADDRESS_NOT_FOUND.code);
    // Nothing was held by any refusal.
    expect((await variantRow(t, m)).held).toBe(0);
  });

  it('desktop-only items refuse H5 with the site link and sell on PC with the 3-minute hold', async () => {
    const { event } = await createEvent(t);
    const hoodie = await createMerch(t, { eventSlug: event.slug, desktopOnly: true });
    const phone = await buyer(t);
    const body = {
      items: [{ variantId: hoodie.variants[0]!.id, quantity: 1 }],
      fulfilment: 'delivery',
      addressId: await addressOf(t, phone),
    };
    const refused = await t.post(MERCH_ORDER, body, { ...phone.opts, ...EN });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: REPLY_CODES.MERCH_DESKTOP_ONLY.code,
      data: { siteUrl: 'https://www.fanpass.example' },
    });
    const desk = await buyer(t, {}, 'PC');
    const ok = await t.post(MERCH_ORDER, { ...body, addressId: await addressOf(t, desk) }, desk.opts);
    expect(ok.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect(ok.body.data).toMatchObject({ status: 'held', holdMinutes: 3, remainingSeconds: 180 });
  });

  it('holds stock with the countdown; cancel and expiry give it back; detail is the owner’s only', async () => {
    const { event } = await createEvent(t);
    const tee = await createMerch(t, { eventSlug: event.slug, price: 350_00 });
    const fan = await buyer(t);
    const s = tee.variants[0]!.id;
    const addressId = await addressOf(t, fan);
    const created = await t.post(
      MERCH_ORDER,
      { items: [{ variantId: s, quantity: 2 }], fulfilment: 'delivery', addressId },
      fan.opts,
    );
    expect(created.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const order = created.body.data;
    expect(order.orderNo).toMatch(/^M[0-9A-F]{16}$/);
    expect(order).toMatchObject({
      status: 'held',
      fulfilment: 'delivery',
      holdMinutes: 10,
      remainingSeconds: 600,
      quantity: 2,
      total: 700_00,
      items: [{ name: 'Tour T-shirt', variantLabel: 'S', quantity: 2, unitPrice: 350_00, subtotal: 700_00 }],
      address: { recipient: 'Chan Tai Man', line1: 'Rua de Evora 12', country: 'MO' },
      progress: [{ step: 'placed' }],
      pickupQr: null,
    });
    expect((await variantRow(t, s)).held).toBe(2);
    expect((await t.get('/fanapih5/merch/detail', { id: tee.product.id })).body.data.variants[0].available).toBe(8);

    // Another fan can neither see nor cancel it.
    const stranger = await buyer(t);
    expect((await t.get('/fanapih5/merchOrder/detail', { orderNo: order.orderNo }, stranger.opts)).body.code).toBe(
      REPLY_CODES.MERCH_ORDER_NOT_FOUND.code,
    );
    expect((await t.post('/fanapih5/merchOrder/cancel', { orderNo: order.orderNo }, stranger.opts)).body.code).toBe(
      REPLY_CODES.MERCH_ORDER_NOT_FOUND.code,
    );
    expect((await t.get('/fanapih5/merchOrder/myOrders', {}, stranger.opts)).body.data.total).toBe(0);

    const cancelled = await t.post('/fanapih5/merchOrder/cancel', { orderNo: order.orderNo }, fan.opts);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(cancelled.body.data.progress.map((p: { step: string }) => p.step)).toEqual(['placed', 'cancelled']);
    expect((await variantRow(t, s)).held).toBe(0);

    // Expiry: the job returns the stock of a hold that ran out.
    const second = await t.post(
      MERCH_ORDER,
      { items: [{ variantId: s, quantity: 1 }], fulfilment: 'delivery', addressId },
      fan.opts,
    );
    expect((await variantRow(t, s)).held).toBe(1);
    t.clock.advance(10 * 60_000 + 1);
    expect(await t.app.get(HoldExpiryJob).run()).toBeGreaterThanOrEqual(1);
    expect((await variantRow(t, s)).held).toBe(0);
    expect((await merchOrderRow(t, second.body.data.orderNo)).status).toBe('expired');
    expect(await settleMerch(t, second.body.data.orderNo)).toBe(false);

    // Lazy expiry: a detail read after the hold ran out expires it too.
    const third = await t.post(
      MERCH_ORDER,
      { items: [{ variantId: s, quantity: 1 }], fulfilment: 'delivery', addressId },
      fan.opts,
    );
    t.clock.advance(10 * 60_000 + 1);
    const seen = await t.get('/fanapih5/merchOrder/detail', { orderNo: third.body.data.orderNo }, fan.opts);
    expect(seen.body.data).toMatchObject({ status: 'expired', remainingSeconds: 0 });
    expect((await variantRow(t, s)).held).toBe(0);
    const mine = await t.get('/fanapih5/merchOrder/myOrders', {}, fan.opts);
    expect(mine.body.data.list.map((o: { status: string }) => o.status)).toEqual(['expired', 'expired', 'cancelled']);
  });

  it('the same Idempotency-Key answers the first order and holds once', async () => {
    const { event } = await createEvent(t);
    const tee = await createMerch(t, { eventSlug: event.slug });
    const fan = await buyer(t);
    const body = {
      items: [{ variantId: tee.variants[0]!.id, quantity: 1 }],
      fulfilment: 'delivery',
      addressId: await addressOf(t, fan),
    };
    const opts = { ...fan.opts, headers: { 'idempotency-key': 'merch-key-0001' } };
    const a = await t.post(MERCH_ORDER, body, opts);
    const b = await t.post(MERCH_ORDER, body, opts);
    expect(b.body.data.orderNo).toBe(a.body.data.orderNo);
    expect((await variantRow(t, tee.variants[0]!.id)).held).toBe(1);
    expect(
      (await t.post(MERCH_ORDER, body, { ...fan.opts, headers: { 'idempotency-key': 'bad key!' } })).body.code,
    ).toBe(REPLY_CODES.IDEMPOTENCY_KEY_INVALID.code);
  });

  it("holder-only items need the buyer's valid ticket of that event: 'Invalid ticket number!' otherwise; the allowance counts across orders", async () => {
    const { event, typeId } = await gateEvent(t);
    const { fan, ticket } = await ticketFor(t, event, typeId);
    const stick = await createMerch(t, {
      eventSlug: event.slug,
      access: 'holders',
      fulfilment: 'pickup',
      perTicketLimit: 2,
      variants: [{ code: 'std', label: 'Standard', stock: 50 }],
    });
    const [pickupDate] = JSON.parse(stick.product.pickupDates) as string[];
    const body = (ticketNo?: string, quantity = 1) => ({
      items: [{ variantId: stick.variants[0]!.id, quantity }],
      fulfilment: 'pickup',
      pickupDate,
      ...(ticketNo === undefined ? {} : { ticketNo }),
    });
    const opts = { ...fan.opts, ...EN };
    expect((await t.post(MERCH_ORDER, body(), opts)).body.code).toBe(REPLY_CODES.MERCH_TICKET_REQUIRED.code);
    expect((await t.post(MERCH_ORDER, body('NOTATICKET'), opts)).body).toMatchObject({
      code: REPLY_CODES.MERCH_TICKET_INVALID.code,
      msg: 'Invalid ticket number!',
    });
    expect((await t.post(MERCH_ORDER, body('NOTATICKET'), { ...fan.opts, lang: 'zh' })).body.msg).toBe('无效的票号！');
    // Someone else's ticket of the event, or my ticket of another event: not valid either.
    const other = await ticketFor(t, event, typeId);
    expect((await t.post(MERCH_ORDER, body(other.ticket.code), opts)).body.code).toBe(
      REPLY_CODES.MERCH_TICKET_INVALID.code,
    );
    const elsewhere = await gateEvent(t);
    const mineElsewhere = await ticketFor(t, elsewhere.event, elsewhere.typeId);
    expect(
      (await t.post(MERCH_ORDER, body(mineElsewhere.ticket.code), { ...mineElsewhere.fan.opts, ...EN })).body.code,
    ).toBe(REPLY_CODES.MERCH_TICKET_INVALID.code);

    const first = await t.post(MERCH_ORDER, body(ticket.code.toLowerCase()), opts);
    expect(first.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect(first.body.data).toMatchObject({ fulfilment: 'pickup', pickupDate, pickupPlace: 'Gate 2 counter' });
    const second = await t.post(MERCH_ORDER, body(ticket.code), opts);
    expect(second.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect((await t.post(MERCH_ORDER, body(ticket.code), opts)).body).toMatchObject({
      code: REPLY_CODES.MERCH_EXCLUSIVE_LIMIT.code,
      msg: 'One ticket can buy at most 2 of this item.',
    });
    // A cancelled order gives its allowance back.
    await t.post('/fanapih5/merchOrder/cancel', { orderNo: second.body.data.orderNo }, opts);
    const counter = await t.dataSource.manager.findOneByOrFail(MerchTicketCounter, { ticketId: ticket.id });
    expect(counter.bought).toBe(1);
    expect((await t.post(MERCH_ORDER, body(ticket.code), opts)).body.code).toBe(REPLY_CODES.SUCCESS.code);
  });

  it('a paid delivery order ships and is delivered by ops, each e-mailing the fan; the timeline shows it', async () => {
    const { event } = await createEvent(t);
    const tee = await createMerch(t, { eventSlug: event.slug });
    const fan = await buyer(t);
    const m = tee.variants[1]!.id;
    const created = await t.post(
      MERCH_ORDER,
      { items: [{ variantId: m, quantity: 1 }], fulfilment: 'delivery', addressId: await addressOf(t, fan) },
      { ...fan.opts, ...EN },
    );
    const { orderNo } = created.body.data;
    expect((await t.ops('merch', 'deliver', orderNo)).out).toContain('only a shipped order');
    expect((await t.ops('merch', 'ship', orderNo, 'SF', 'SF123')).out).toContain('only a paid order');
    t.clock.advance(60_000);
    expect(await settleMerch(t, orderNo)).toBe(true);
    expect(await variantRow(t, m)).toMatchObject({ held: 0, sold: 1 });

    t.clock.advance(60_000);
    const shipped = await t.ops('merch', 'ship', orderNo, 'SF Express', 'SF1234567');
    expect(shipped.code).toBe(0);
    expect(shipped.out).toContain('shipped with SF Express SF1234567');
    const mails = await outbox(t, fan.user.email);
    expect(mails[0]!.subject).toBe(`Your merch order ${orderNo} is on its way`);
    expect(mails[0]!.text).toContain('SF1234567');
    expect((await t.get('/fanapih5/alerts/inbox', {}, fan.opts)).body.data.items).toEqual([
      expect.objectContaining({
        kind: 'merchShipped',
        body: `Merch order ${orderNo} is on its way.`,
        path: `/merch-detail?orderNo=${orderNo}`,
      }),
    ]);
    t.clock.advance(60_000);
    expect((await t.ops('merch', 'deliver', orderNo)).code).toBe(0);
    expect((await outbox(t, fan.user.email))[0]!.subject).toBe(`Your merch order ${orderNo} was delivered`);
    expect((await t.ops('merch', 'ship', 'M0000000000000000', 'SF', '1')).out).toContain('No merch order');

    const detail = await t.get('/fanapih5/merchOrder/detail', { orderNo }, fan.opts);
    expect(detail.body.data).toMatchObject({ status: 'delivered', carrier: 'SF Express', trackingNo: 'SF1234567' });
    expect(detail.body.data.progress.map((p: { step: string }) => p.step)).toEqual([
      'placed',
      'paid',
      'shipped',
      'delivered',
    ]);
    // Ops commands run on the real clock, the app on the test clock: each step has its own time.
    for (const p of detail.body.data.progress as { at: number }[]) expect(p.at).toBeGreaterThan(0);
  });

  it('a paid pick-up order has a rotating QR; staff of the event redeem a fresh one once and see the buyer', async () => {
    const { event, staff } = await gateEvent(t);
    const tee = await createMerch(t, { eventSlug: event.slug });
    const fan = await buyer(t, { nickname: 'Lin Mei' });
    const [pickupDate] = JSON.parse(tee.product.pickupDates) as string[];
    const created = await t.post(
      MERCH_ORDER,
      { items: [{ variantId: tee.variants[0]!.id, quantity: 1 }], fulfilment: 'pickup', pickupDate },
      fan.opts,
    );
    const { orderNo } = created.body.data;
    expect(created.body.data.pickupQr).toBeNull();
    // A pick-up order is not shipped.
    expect(await settleMerch(t, orderNo)).toBe(true);
    expect((await t.ops('merch', 'ship', orderNo, 'SF', '1')).out).toContain('pick-up order');
    // Paid: ready for pick-up, on the chosen day, in the fan's inbox (and on their phone).
    expect((await t.get('/fanapih5/alerts/inbox', {}, { ...fan.opts, ...EN })).body.data.items).toEqual([
      expect.objectContaining({
        kind: 'merchReady',
        body: `Merch order ${orderNo} is ready for pick-up on ${pickupDate}. Show its QR code at the counter.`,
      }),
    ]);

    // Only the buyer gets the order's pick-up secret, which the device draws the rotating QR from.
    const secretOf = (who: { opts: CallOptions }) =>
      t.get('/fanapih5/merchOrder/pickupSecret', { orderNo }, { ...who.opts, ...EN });
    const mine = await secretOf(fan);
    expect(mine.body.data).toEqual({
      orderNo,
      secret: expect.stringMatching(/^[0-9a-f]{64}$/),
      stepSeconds: 30,
      status: 'paid',
    });
    expect((await secretOf(staff)).body.code).toBe(REPLY_CODES.MERCH_ORDER_NOT_FOUND.code);
    const secret = mine.body.data.secret as string;
    const qrAt = (at: number) => pickupQrText(secret, orderNo, at, 30);
    const detail = await t.get('/fanapih5/merchOrder/detail', { orderNo }, fan.opts);
    expect(detail.body.data.pickupQr).toBe(qrAt(t.clock.now()));
    expect(detail.body.data.pickupQr).toMatch(new RegExp(`^FPM2\\.${orderNo}\\.\\d+\\.\\d{8}$`));

    const redeem = (text: string, who = staff) =>
      t.post('/fanapih5/merchOrder/pickup/redeem', { qr: text }, { ...who.opts, ...EN });
    expect((await redeem(qrAt(t.clock.now()), fan)).body.code).toBe(REPLY_CODES.GATE_NOT_STAFF.code);
    const otherEvent = await gateEvent(t);
    expect((await redeem(qrAt(t.clock.now()), otherEvent.staff)).body.code).toBe(
      REPLY_CODES.GATE_EVENT_NOT_ALLOWED.code,
    );
    // A screenshot: the code of a step long gone (or one made ahead) is expired.
    for (const at of [t.clock.now() - 2 * 30_000, t.clock.now() - 3_600_000, t.clock.now() + 2 * 30_000]) {
      expect((await redeem(qrAt(at))).body).toMatchObject({
        code: REPLY_CODES.PICKUP_QR_EXPIRED.code,
        msg: 'This pick-up code has expired (a screenshot?). Ask the buyer to open the order and show the live code.',
      });
    }
    // Wrong digits, another secret, another order, and the old static signed code are not codes at all.
    const fresh = qrAt(t.clock.now());
    const wrongDigits = `${fresh.slice(0, -8)}${fresh.slice(-8) === '00000000' ? '11111111' : '00000000'}`;
    const otherSecret = pickupQrText('ab'.repeat(32), orderNo, t.clock.now(), 30);
    for (const text of [
      wrongDigits,
      otherSecret,
      fresh.replace(orderNo, 'M0000000000000000'),
      `FPM1.${orderNo}.${'A'.repeat(86)}`,
    ]) {
      expect((await redeem(text)).body).toMatchObject({
        code: REPLY_CODES.PICKUP_QR_INVALID.code,
        msg: 'This is not a valid pick-up QR code.',
      });
    }
    expect((await t.get('/fanapih5/merchOrder/detail', { orderNo }, fan.opts)).body.data.status).toBe('paid');

    t.clock.advance(5_000);
    const first = await redeem(qrAt(t.clock.now()));
    expect(first.body.data).toEqual({
      result: 'collected',
      orderNo,
      pickupDate,
      collectedAt: t.clock.now(),
      items: [{ name: 'Tour T-shirt', variantLabel: 'S', quantity: 1 }],
      buyerName: 'Lin Mei',
    });
    t.clock.advance(60_000);
    const again = await redeem(qrAt(t.clock.now()));
    expect(again.body.data).toMatchObject({
      result: 'alreadyCollected',
      collectedAt: first.body.data.collectedAt,
      buyerName: 'Lin Mei',
    });
    const after = await t.get('/fanapih5/merchOrder/detail', { orderNo }, fan.opts);
    expect(after.body.data).toMatchObject({ status: 'collected', pickupQr: null });
    expect(after.body.data.progress.map((p: { step: string }) => p.step)).toEqual(['placed', 'paid', 'collected']);
  });

  it('a buyer without a nickname is named by e-mail; a delivery order has no pick-up secret', async () => {
    const { event, staff } = await gateEvent(t);
    const tee = await createMerch(t, { eventSlug: event.slug });
    const fan = await buyer(t, { nickname: null });
    const [pickupDate] = JSON.parse(tee.product.pickupDates) as string[];
    const order = async (body: Record<string, SignableValue>) => {
      const created = await t.post(
        MERCH_ORDER,
        { items: [{ variantId: tee.variants[0]!.id, quantity: 1 }], ...body },
        fan.opts,
      );
      expect(await settleMerch(t, created.body.data.orderNo as string)).toBe(true);
      return created.body.data.orderNo as string;
    };
    const pickup = await order({ fulfilment: 'pickup', pickupDate: pickupDate! });
    const delivery = await order({ fulfilment: 'delivery', addressId: await addressOf(t, fan) });
    expect((await t.get('/fanapih5/merchOrder/pickupSecret', { orderNo: delivery }, fan.opts)).body.code).toBe(
      REPLY_CODES.MERCH_ORDER_NOT_FOUND.code,
    );
    const { secret } = (await t.get('/fanapih5/merchOrder/pickupSecret', { orderNo: pickup }, fan.opts)).body.data;
    const scan = await t.post(
      '/fanapih5/merchOrder/pickup/redeem',
      { qr: pickupQrText(secret as string, pickup, t.clock.now(), 30) },
      staff.opts,
    );
    expect(scan.body.data).toMatchObject({ result: 'collected', orderNo: pickup, buyerName: fan.user.email });
  });
});

describe('shipping-address book', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates, lists, updates, sets the default and deletes; only the owner ever reaches an address', async () => {
    const fan = await buyer(t);
    const stranger = await buyer(t);
    const first = await addressOf(t, fan);
    const second = (
      await t.post(
        '/fanapih5/address/create',
        {
          recipient: 'Lee',
          areaCode: '+852',
          phone: '91234567',
          country: 'hk',
          line1: '1 Queen’s Road',
          isDefault: true,
        },
        fan.opts,
      )
    ).body.data;
    expect(second).toMatchObject({ areaCode: '852', country: 'HK', isDefault: true, line2: '', postcode: '' });
    const list = (await t.get('/fanapih5/address/list', {}, fan.opts)).body.data as {
      id: number;
      isDefault: boolean;
    }[];
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first, false],
    ]);

    const updated = await t.post(
      '/fanapih5/address/update',
      {
        id: first,
        recipient: 'Chan Siu Ming',
        areaCode: '853',
        phone: '66123456',
        country: 'MO',
        line1: 'Avenida 1',
        isDefault: true,
      },
      fan.opts,
    );
    expect(updated.body.data).toMatchObject({ recipient: 'Chan Siu Ming', isDefault: true });
    expect((await t.get('/fanapih5/address/detail', { id: second.id }, fan.opts)).body.data.isDefault).toBe(false);

    // IDOR: the stranger can neither read, change nor delete it, nor see it listed.
    expect((await t.get('/fanapih5/address/detail', { id: first }, stranger.opts)).body.code).toBe(
      REPLY_CODES.ADDRESS_NOT_FOUND.code,
    );
    expect(
      (
        await t.post(
          '/fanapih5/address/update',
          { id: first, recipient: 'Thief', areaCode: '853', phone: '66123456', country: 'MO', line1: 'x' },
          stranger.opts,
        )
      ).body.code,
    ).toBe(REPLY_CODES.ADDRESS_NOT_FOUND.code);
    expect((await t.post('/fanapih5/address/delete', { id: first }, stranger.opts)).body.code).toBe(
      REPLY_CODES.ADDRESS_NOT_FOUND.code,
    );
    expect((await t.get('/fanapih5/address/list', {}, stranger.opts)).body.data).toEqual([]);
    expect((await t.get('/fanapih5/address/detail', { id: first }, fan.opts)).body.data.recipient).toBe(
      'Chan Siu Ming',
    );

    const bad = await t.post(
      '/fanapih5/address/create',
      { recipient: 'A', areaCode: '853', phone: '12', country: 'Macau', line1: '' },
      { ...fan.opts, lang: 'en-US' },
    );
    expect(bad.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
    expect(bad.body.msg).toContain('Recipient must have 2 to 60 characters.');

    expect((await t.post('/fanapih5/address/delete', { id: first }, fan.opts)).body.data).toEqual({ id: first });
    expect((await t.get('/fanapih5/address/list', {}, fan.opts)).body.data).toHaveLength(1);
  });
});
