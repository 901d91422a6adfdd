import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MerchOrder } from '../src/modules/merch/entities/merch-order.entity.js';
import { HoldExpiryJob } from '../src/modules/held-orders/index.js';
import { MerchTicketCounter } from '../src/modules/merch/entities/merch-ticket-counter.entity.js';
import { gateEvent, ticketFor } from './support/gate-fixtures.js';
import {
  addressOf,
  createMerch,
  MERCH_ORDER,
  merchOrderRow,
  settleMerch,
  variantRow,
} from './support/merch-fixtures.js';
import { TestApp } from './support/test-app.js';
import { buyer, buyers, createEvent } from './support/tickets-fixtures.js';

/** Real concurrent HTTP requests against the real app: the conditional UPDATEs decide. */
describe('merch races', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.close();
  });

  it('many buyers for the last units of one size: exactly the stock is sold, never more', async () => {
    const { event } = await createEvent(t);
    const tee = await createMerch(t, {
      eventSlug: event.slug,
      variants: [
        { code: 's', label: 'S', stock: 50 },
        { code: 'm', label: 'M', stock: 3 },
      ],
    });
    const m = tee.variants[1]!.id;
    const fans = await buyers(t, 24);
    const addresses = await Promise.all(fans.map((fan) => addressOf(t, fan)));
    const answers = await Promise.all(
      fans.map((fan, i) =>
        t.post(
          MERCH_ORDER,
          { items: [{ variantId: m, quantity: 1 }], fulfilment: 'delivery', addressId: addresses[i]! },
          fan.opts,
        ),
      ),
    );
    const codes = answers.map((a) => a.body.code as number);
    expect(codes.filter((c) => c === REPLY_CODES.SUCCESS.code)).toHaveLength(3);
    expect(
      codes.filter((c) => c !== REPLY_CODES.SUCCESS.code).every((c) => c === REPLY_CODES.MERCH_SOLD_OUT.code),
    ).toBe(true);
    expect(await variantRow(t, m)).toMatchObject({ stock: 3, held: 3, sold: 0 });

    // Paying them sells exactly those three; a latecomer still finds none.
    for (const a of answers.filter((x) => x.body.code === REPLY_CODES.SUCCESS.code))
      expect(await settleMerch(t, a.body.data.orderNo)).toBe(true);
    expect(await variantRow(t, m)).toMatchObject({ held: 0, sold: 3 });
    const late = await buyer(t);
    const refused = await t.post(
      MERCH_ORDER,
      { items: [{ variantId: m, quantity: 1 }], fulfilment: 'delivery', addressId: await addressOf(t, late) },
      late.opts,
    );
    expect(refused.body.code).toBe(REPLY_CODES.MERCH_SOLD_OUT.code);
  });

  it("one buyer's parallel holder-only orders never pass the per-ticket allowance", async () => {
    const { event, typeId } = await gateEvent(t);
    const { fan, ticket } = await ticketFor(t, event, typeId);
    const stick = await createMerch(t, {
      eventSlug: event.slug,
      access: 'holders',
      fulfilment: 'delivery',
      perTicketLimit: 2,
      variants: [{ code: 'std', label: 'Standard', stock: 100 }],
    });
    const addressId = await addressOf(t, fan);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.post(
          MERCH_ORDER,
          {
            items: [{ variantId: stick.variants[0]!.id, quantity: 1 }],
            fulfilment: 'delivery',
            addressId,
            ticketNo: ticket.code,
          },
          fan.opts,
        ),
      ),
    );
    const codes = answers.map((a) => a.body.code as number);
    expect(codes.filter((c) => c === REPLY_CODES.SUCCESS.code)).toHaveLength(2);
    expect(
      codes.filter((c) => c !== REPLY_CODES.SUCCESS.code).every((c) => c === REPLY_CODES.MERCH_EXCLUSIVE_LIMIT.code),
    ).toBe(true);
    const counter = await t.dataSource.manager.findOneByOrFail(MerchTicketCounter, {
      ticketId: ticket.id,
      productId: stick.product.id,
    });
    expect(counter.bought).toBe(2);
    expect((await variantRow(t, stick.variants[0]!.id)).held).toBe(2);
  });

  it('parallel requests with one Idempotency-Key make one order', async () => {
    const { event } = await createEvent(t);
    const tee = await createMerch(t, { eventSlug: event.slug });
    const fan = await buyer(t);
    const addressId = await addressOf(t, fan);
    const opts = { ...fan.opts, headers: { 'idempotency-key': 'merch-race-key-1' } };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.post(
          MERCH_ORDER,
          { items: [{ variantId: tee.variants[0]!.id, quantity: 1 }], fulfilment: 'delivery', addressId },
          opts,
        ),
      ),
    );
    expect(new Set(answers.map((a) => a.body.data?.orderNo as string))).toEqual(
      new Set([answers[0]!.body.data.orderNo]),
    );
    expect(await t.dataSource.manager.countBy(MerchOrder, { userId: fan.user.id })).toBe(1);
    expect((await variantRow(t, tee.variants[0]!.id)).held).toBe(1);
  });

  it('two parallel scans of one pick-up QR hand it over once; the other says when it was collected', async () => {
    const { event, staff } = await gateEvent(t);
    const tee = await createMerch(t, { eventSlug: event.slug });
    const fan = await buyer(t);
    const [pickupDate] = JSON.parse(tee.product.pickupDates) as string[];
    const created = await t.post(
      MERCH_ORDER,
      { items: [{ variantId: tee.variants[0]!.id, quantity: 1 }], fulfilment: 'pickup', pickupDate },
      fan.opts,
    );
    const { orderNo } = created.body.data;
    expect(await settleMerch(t, orderNo)).toBe(true);
    const qr = (await t.get('/fanapih5/merchOrder/detail', { orderNo }, fan.opts)).body.data.pickupQr as string;
    const scans = await Promise.all(
      [0, 1, 2].map(() => t.post('/fanapih5/merchOrder/pickup/redeem', { qr }, staff.opts)),
    );
    const results = scans.map((s) => s.body.data.result as string).sort();
    expect(results).toEqual(['alreadyCollected', 'alreadyCollected', 'collected']);
    const collectedAt = (await merchOrderRow(t, orderNo)).collectedAt;
    for (const s of scans) expect(s.body.data.collectedAt).toBe(collectedAt);
  });

  it('the expiry job and a cancel racing for one hold return its stock once', async () => {
    const { event } = await createEvent(t);
    const tee = await createMerch(t, { eventSlug: event.slug });
    const fan = await buyer(t);
    const s = tee.variants[0]!.id;
    const created = await t.post(
      MERCH_ORDER,
      { items: [{ variantId: s, quantity: 2 }], fulfilment: 'delivery', addressId: await addressOf(t, fan) },
      fan.opts,
    );
    t.clock.advance(10 * 60_000 + 1);
    await Promise.all([
      t.app.get(HoldExpiryJob).run(),
      t.post('/fanapih5/merchOrder/cancel', { orderNo: created.body.data.orderNo }, fan.opts),
      t.get('/fanapih5/merchOrder/detail', { orderNo: created.body.data.orderNo }, fan.opts),
    ]);
    expect(await variantRow(t, s)).toMatchObject({ held: 0, sold: 0 });
  });
});
