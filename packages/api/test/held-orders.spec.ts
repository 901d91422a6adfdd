import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HoldExpiryJob } from '../src/modules/held-orders/index.js';
import { PurchaseCounter } from '../src/modules/orders/entities/purchase-counter.entity.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { SandboxCheckoutService } from '../src/modules/payments/sandbox-checkout.service.js';
import { addressOf, createMerch, MERCH_ORDER, merchOrderRow, variantRow } from './support/merch-fixtures.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer, createEvent, typeRow } from './support/tickets-fixtures.js';
import { submitHostedPage } from './support/traffic.js';

const ORDER = '/fanapih5/order/create';
const CARD = {
  cardHolder: 'Chan Tai Man',
  cardNumber: '4242424242424242',
  expiry: '12/30',
  cvc: '123',
  cardType: 'visa',
  paymentType: 'visa',
};

/**
 * The held-order core as both kinds meet it, over HTTP with real concurrent requests: one expiry
 * job for ticket and merch holds, and a charge settling while the job ends its hold.
 */
describe('held orders of both kinds', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
    await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A ticket hold of one seat and a merch hold of one unit, by one fan. */
  async function holdBoth(fan: Buyer) {
    const { event, types } = await createEvent(t, {
      ticketTypes: [{ code: 'a', name: 'Section A', price: 150_000_00, capacity: 1 }],
    });
    const tee = await createMerch(t, { eventSlug: event.slug, variants: [{ code: 'm', label: 'M', stock: 1 }] });
    const ticket = await t.post(
      ORDER,
      { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] },
      fan.opts,
    );
    const merch = await t.post(
      MERCH_ORDER,
      {
        items: [{ variantId: tee.variants[0]!.id, quantity: 1 }],
        fulfilment: 'delivery',
        addressId: await addressOf(t, fan),
      },
      fan.opts,
    );
    expect([ticket.body.code, merch.body.code]).toEqual([REPLY_CODES.SUCCESS.code, REPLY_CODES.SUCCESS.code]);
    return {
      event,
      typeId: types[0]!.id,
      variantId: tee.variants[0]!.id,
      ticketNo: ticket.body.data.orderNo as string,
      merchNo: merch.body.data.orderNo as string,
    };
  }

  it('one expiry job ends the lapsed holds of both kinds once, while two instances sweep and the fan reads them', async () => {
    const fan = await buyer(t);
    const held = await holdBoth(fan);
    expect((await typeRow(t, held.typeId)).held).toBe(1);
    expect((await variantRow(t, held.variantId)).held).toBe(1);

    t.clock.advance(10 * 60_000 + 1);
    const job = t.app.get(HoldExpiryJob);
    const [first, second, ticket, merch] = await Promise.all([
      job.run(),
      job.run(),
      t.get('/fanapih5/order/detail', { orderNo: held.ticketNo }, fan.opts),
      t.get('/fanapih5/merchOrder/detail', { orderNo: held.merchNo }, fan.opts),
    ]);

    expect(ticket.body.data.status).toBe('expired');
    expect(merch.body.data.status).toBe('expired');
    // Each hold was ended once, by one of the four: the seat and the unit came back once.
    expect(first + second).toBeLessThanOrEqual(2);
    expect(await job.run()).toBe(0);
    expect(await typeRow(t, held.typeId)).toMatchObject({ held: 0, sold: 0 });
    expect(await variantRow(t, held.variantId)).toMatchObject({ held: 0, sold: 0 });
    const counter = await t.dataSource.manager.findOneBy(PurchaseCounter, {
      userId: fan.user.id,
      eventId: held.event.id,
    });
    expect(counter?.tickets ?? 0).toBe(0);
  });

  it('a card charge settling while the job ends its hold: paid and sold, or refunded and back on sale, never both', async () => {
    const fan = await buyer(t);
    const held = await holdBoth(fan);
    const payments = await Promise.all(
      [held.ticketNo, held.merchNo].map(async (orderNo) => {
        const res = await t.post(
          '/fanapih5/payment/create',
          { orderNo, method: 'card', paymentType: 'visa' },
          fan.opts,
        );
        expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
        return res.body.data as { redirectUrl: string; paymentNo: string };
      }),
    );

    t.clock.advance(10 * 60_000 + 1);
    await Promise.all([
      ...payments.map((p) => submitHostedPage(p.redirectUrl, CARD)),
      t.app.get(HoldExpiryJob).run(),
      t.app.get(HoldExpiryJob).run(),
    ]);
    await t.app.get(SandboxCheckoutService).settled();

    const ticketOrder = await t.dataSource.manager.findOneByOrFail(Order, { orderNo: held.ticketNo });
    const merchOrder = await merchOrderRow(t, held.merchNo);
    const [ticketPayment, merchPayment] = await Promise.all(
      payments.map((p) => t.dataSource.manager.findOneByOrFail(Payment, { paymentNo: p.paymentNo })),
    );
    const seats = await typeRow(t, held.typeId);
    const units = await variantRow(t, held.variantId);
    // Nothing stays held; what is sold is exactly what a kept charge paid for.
    expect([seats.held, units.held]).toEqual([0, 0]);
    for (const [status, payment, sold] of [
      [ticketOrder.status, ticketPayment!, seats.sold],
      [merchOrder.status, merchPayment!, units.sold],
    ] as const) {
      if (status === 'paid') {
        expect(payment.status).toBe('succeeded');
        expect(sold).toBe(1);
      } else {
        expect(status).toBe('expired');
        expect(payment.status).toBe('refunded');
        expect(sold).toBe(0);
      }
    }
  });
});
