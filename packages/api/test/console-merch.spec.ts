import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AuditEntry } from '../src/modules/audit/index.js';
import type { EventRow } from '../src/modules/events/entities/event.entity.js';
import { outbox } from './support/accounts.js';
import { consoleUser } from './support/console-fixtures.js';
import {
  addressOf,
  createMerch,
  MERCH_ORDER,
  merchOrderRow,
  settleMerch,
  variantRow,
} from './support/merch-fixtures.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer, createEvent } from './support/tickets-fixtures.js';

const MERCH = '/fanapih5/console/merch';
const EN = { lang: 'en-US' };

describe('console merch: stock, orders to ship, pick-up at the counter', () => {
  let t: TestApp;
  let admin: Buyer;
  let organiser: Buyer;
  let staff: Buyer;
  let otherOrganiser: Buyer;
  let fan: Buyer;
  let event: EventRow;
  let other: EventRow;

  beforeAll(async () => {
    t = await TestApp.start();
    event = (await createEvent(t)).event;
    other = (await createEvent(t)).event;
    admin = await consoleUser(t, ['admin', 0]);
    organiser = await consoleUser(t, ['organiser', event.id]);
    staff = await consoleUser(t, ['staff', event.id]);
    otherOrganiser = await consoleUser(t, ['organiser', other.id]);
    fan = await buyer(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A paid merch order of the fan: one unit of `variantId`, delivered or picked up. */
  async function paidMerch(variantId: number, fulfilment: 'delivery' | 'pickup', pickupDate?: string) {
    const body =
      fulfilment === 'delivery'
        ? { items: [{ variantId, quantity: 1 }], fulfilment, addressId: await addressOf(t, fan) }
        : { items: [{ variantId, quantity: 1 }], fulfilment, pickupDate: pickupDate! };
    const created = await t.post(MERCH_ORDER, body, { ...fan.opts, ...EN });
    expect(created.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const orderNo = created.body.data.orderNo as string;
    expect(await settleMerch(t, orderNo)).toBe(true);
    return orderNo;
  }

  const audits = (action: string) => t.dataSource.manager.find(AuditEntry, { where: { action }, order: { id: 'ASC' } });

  it('lists stock per variant and changes it, never below what is sold and held, with before and after', async () => {
    const tee = await createMerch(t, { eventSlug: event.slug, name: 'Stock Tee' });
    const [s, m] = tee.variants;
    await paidMerch(m!.id, 'delivery');
    // One more held and not paid.
    await t.post(
      MERCH_ORDER,
      { items: [{ variantId: m!.id, quantity: 1 }], fulfilment: 'delivery', addressId: await addressOf(t, fan) },
      fan.opts,
    );

    const list = await t.get(`${MERCH}/stock`, { eventId: event.id }, organiser.opts);
    expect(list.body.code).toBe(200);
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          variantId: s!.id,
          productName: 'Stock Tee',
          eventTitle: event.title,
          stock: 10,
          sold: 0,
          held: 0,
          left: 10,
          price: 350_00,
        }),
        expect.objectContaining({ variantId: m!.id, variantLabel: 'M', stock: 3, sold: 1, held: 1, left: 1 }),
      ]),
    );

    const raised = await t.post(`${MERCH}/stock`, { variantId: m!.id, stock: 8 }, organiser.opts);
    expect(raised.body.data).toMatchObject({ variantId: m!.id, stock: 8, sold: 1, held: 1, left: 6 });
    const lowered = await t.post(`${MERCH}/stock`, { variantId: m!.id, stock: 2 }, organiser.opts);
    expect(lowered.body.data).toMatchObject({ stock: 2, left: 0 });
    const below = await t.post(`${MERCH}/stock`, { variantId: m!.id, stock: 1 }, { ...organiser.opts, ...EN });
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({
      code: REPLY_CODES.CONSOLE_STOCK_BELOW_TAKEN.code,
      msg: 'Stock 1 is below the 2 units already sold or held.',
    });
    expect(
      (await t.post(`${MERCH}/stock`, { variantId: m!.id, stock: 1 }, { ...organiser.opts, lang: 'zh' })).body.msg,
    ).toBe('库存 1 低于已售出或保留的 2 件。');
    expect(await variantRow(t, m!.id)).toMatchObject({ stock: 2, sold: 1, held: 1 });
    expect((await t.post(`${MERCH}/stock`, { variantId: m!.id, stock: -1 }, organiser.opts)).status).toBe(400);
    expect((await t.post(`${MERCH}/stock`, { variantId: 999_999, stock: 1 }, organiser.opts)).body.code).toBe(
      REPLY_CODES.MERCH_VARIANT_NOT_FOUND.code,
    );

    const entries = (await audits('merch.stock')).filter((e) => e.target === `${tee.product.slug}/m`);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actor: organiser.user.email, eventId: event.id });
    expect(JSON.parse(entries[0]!.before!)).toEqual({ stock: 3, sold: 1, held: 1 });
    expect(JSON.parse(entries[0]!.after!)).toEqual({ stock: 8, sold: 1, held: 1 });

    // The command line changes stock through the same service, with the same rule.
    expect((await t.ops('merch', 'stock', tee.product.slug, 'm', '1')).out).toContain('below the 2 units');
    const set = await t.ops('merch', 'stock', tee.product.slug, 'm', '5');
    expect(set.code).toBe(0);
    expect(await variantRow(t, m!.id)).toMatchObject({ stock: 5 });
  });

  it('ships a paid delivery order with carrier and tracking: the fan is e-mailed and alerted, the list drops it', async () => {
    const tee = await createMerch(t, { eventSlug: event.slug });
    const orderNo = await paidMerch(tee.variants[0]!.id, 'delivery');

    const toShip = await t.get(`${MERCH}/toShip`, {}, organiser.opts);
    expect(toShip.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderNo,
          eventId: event.id,
          status: 'paid',
          fulfilment: 'delivery',
          buyerEmail: fan.user.email,
          items: [{ name: 'Tour T-shirt', variantLabel: 'S', quantity: 1 }],
          address: expect.objectContaining({ recipient: 'Chan Tai Man', line1: 'Rua de Evora 12' }),
        }),
      ]),
    );
    // An organiser of another event sees none of it.
    const theirs = await t.get(`${MERCH}/toShip`, {}, otherOrganiser.opts);
    expect(theirs.body.data.map((o: { orderNo: string }) => o.orderNo)).not.toContain(orderNo);

    const shipped = await t.post(
      `${MERCH}/ship`,
      { orderNo, carrier: 'SF Express', trackingNo: 'SF99887766' },
      organiser.opts,
    );
    expect(shipped.body.code).toBe(200);
    expect(shipped.body.data).toMatchObject({
      orderNo,
      status: 'shipped',
      carrier: 'SF Express',
      trackingNo: 'SF99887766',
    });
    const mails = await outbox(t, fan.user.email);
    expect(mails[0]!.subject).toBe(`Your merch order ${orderNo} is on its way`);
    expect(mails[0]!.text).toContain('SF99887766');
    const inbox = (await t.get('/fanapih5/alerts/inbox', {}, { ...fan.opts, ...EN })).body.data.items;
    expect(inbox).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'merchShipped', path: `/merch-detail?orderNo=${orderNo}` }),
      ]),
    );
    const after = await t.get(`${MERCH}/toShip`, { eventId: event.id }, organiser.opts);
    expect(after.body.data.map((o: { orderNo: string }) => o.orderNo)).not.toContain(orderNo);
    const [entry] = (await audits('merch.ship')).filter((e) => e.target === orderNo);
    expect(entry).toMatchObject({ actor: organiser.user.email, eventId: event.id });
    expect(JSON.parse(entry!.before!)).toMatchObject({ status: 'paid', trackingNo: null });
    expect(JSON.parse(entry!.after!)).toMatchObject({
      status: 'shipped',
      carrier: 'SF Express',
      trackingNo: 'SF99887766',
    });

    // Shipped once only; a pick-up order, an unknown order, an empty carrier are refused.
    const again = await t.post(
      `${MERCH}/ship`,
      { orderNo, carrier: 'DHL', trackingNo: '1' },
      { ...organiser.opts, ...EN },
    );
    expect(again.body).toMatchObject({
      code: REPLY_CODES.CONSOLE_MERCH_ALREADY_SHIPPED.code,
      msg: 'This order has already been shipped.',
    });
    const [day] = JSON.parse(tee.product.pickupDates) as string[];
    const pickup = await paidMerch(tee.variants[0]!.id, 'pickup', day);
    expect(
      (await t.post(`${MERCH}/ship`, { orderNo: pickup, carrier: 'SF', trackingNo: '1' }, organiser.opts)).body.code,
    ).toBe(REPLY_CODES.CONSOLE_MERCH_NOT_SHIPPABLE.code);
    expect(
      (await t.post(`${MERCH}/ship`, { orderNo: 'M0000000000000000', carrier: 'SF', trackingNo: '1' }, organiser.opts))
        .body.code,
    ).toBe(REPLY_CODES.MERCH_ORDER_NOT_FOUND.code);
    expect((await t.post(`${MERCH}/ship`, { orderNo, carrier: '', trackingNo: '1' }, organiser.opts)).status).toBe(400);
    // An unpaid one is not shippable either.
    const held = await t.post(
      MERCH_ORDER,
      {
        items: [{ variantId: tee.variants[0]!.id, quantity: 1 }],
        fulfilment: 'delivery',
        addressId: await addressOf(t, fan),
      },
      fan.opts,
    );
    expect(
      (
        await t.post(
          `${MERCH}/ship`,
          { orderNo: held.body.data.orderNo, carrier: 'SF', trackingNo: '1' },
          organiser.opts,
        )
      ).body.code,
    ).toBe(REPLY_CODES.CONSOLE_MERCH_NOT_SHIPPABLE.code);
  });

  it('staff make a pick-up order ready and hand it over; the fan has the ready alert once', async () => {
    const tee = await createMerch(t, { eventSlug: event.slug });
    const [day] = JSON.parse(tee.product.pickupDates) as string[];
    const orderNo = await paidMerch(tee.variants[0]!.id, 'pickup', day);

    const list = await t.get(`${MERCH}/pickup`, { eventId: event.id }, staff.opts);
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderNo, pickupDate: day, pickupPlace: 'Gate 2 counter', readyAt: null }),
      ]),
    );
    const ready = await t.post(`${MERCH}/ready`, { orderNo }, staff.opts);
    expect(ready.body.code).toBe(200);
    expect(ready.body.data.readyAt).toEqual(expect.any(Number));
    // Ready again: nothing more (no second alert, no second audit entry).
    expect((await t.post(`${MERCH}/ready`, { orderNo }, staff.opts)).body.code).toBe(200);
    const inbox = (await t.get('/fanapih5/alerts/inbox', {}, fan.opts)).body.data.items as {
      kind: string;
      path: string;
    }[];
    expect(inbox.filter((a) => a.kind === 'merchReady' && a.path === `/merch-detail?orderNo=${orderNo}`)).toHaveLength(
      1,
    );
    expect((await audits('merch.ready')).filter((e) => e.target === orderNo)).toHaveLength(1);

    const collected = await t.post(`${MERCH}/collected`, { orderNo }, staff.opts);
    expect(collected.body.data).toMatchObject({ orderNo, status: 'collected', collectedAt: expect.any(Number) });
    expect(await merchOrderRow(t, orderNo)).toMatchObject({ status: 'collected', collectedBy: staff.user.id });
    const [entry] = (await audits('merch.collect')).filter((e) => e.target === orderNo);
    expect(entry).toMatchObject({ actor: staff.user.email, eventId: event.id });
    expect(
      (await t.get(`${MERCH}/pickup`, {}, staff.opts)).body.data.map((o: { orderNo: string }) => o.orderNo),
    ).not.toContain(orderNo);
    const twice = await t.post(`${MERCH}/collected`, { orderNo }, { ...staff.opts, ...EN });
    expect(twice.body).toMatchObject({
      code: REPLY_CODES.CONSOLE_MERCH_ALREADY_COLLECTED.code,
      msg: 'This order has already been collected.',
    });
    expect((await t.post(`${MERCH}/ready`, { orderNo }, staff.opts)).body.code).toBe(
      REPLY_CODES.CONSOLE_MERCH_ALREADY_COLLECTED.code,
    );
    // A delivery order is not collected at the counter.
    const delivery = await paidMerch(tee.variants[0]!.id, 'delivery');
    expect((await t.post(`${MERCH}/collected`, { orderNo: delivery }, organiser.opts)).body.code).toBe(
      REPLY_CODES.CONSOLE_MERCH_NOT_PICKUP.code,
    );
  });

  it('keeps each role to its own: other events, staff shipping, fans, platform merch', async () => {
    const tee = await createMerch(t, { eventSlug: event.slug });
    const [day] = JSON.parse(tee.product.pickupDates) as string[];
    const delivery = await paidMerch(tee.variants[0]!.id, 'delivery');
    const pickup = await paidMerch(tee.variants[0]!.id, 'pickup', day);
    const variantId = tee.variants[0]!.id;

    // An organiser of another event: nothing of this one.
    const forbidden = REPLY_CODES.CONSOLE_EVENT_FORBIDDEN.code;
    expect((await t.get(`${MERCH}/stock`, { eventId: event.id }, otherOrganiser.opts)).body.code).toBe(forbidden);
    expect((await t.post(`${MERCH}/stock`, { variantId, stock: 50 }, otherOrganiser.opts)).body.code).toBe(forbidden);
    expect((await t.get(`${MERCH}/toShip`, { eventId: event.id }, otherOrganiser.opts)).body.code).toBe(forbidden);
    expect(
      (await t.post(`${MERCH}/ship`, { orderNo: delivery, carrier: 'SF', trackingNo: '1' }, otherOrganiser.opts)).body
        .code,
    ).toBe(forbidden);
    expect((await t.post(`${MERCH}/ready`, { orderNo: pickup }, otherOrganiser.opts)).body.code).toBe(forbidden);
    expect((await t.post(`${MERCH}/collected`, { orderNo: pickup }, otherOrganiser.opts)).body.code).toBe(forbidden);
    const theirStock = (await t.get(`${MERCH}/stock`, {}, otherOrganiser.opts)).body.data as { variantId: number }[];
    expect(theirStock.map((r) => r.variantId)).not.toContain(variantId);

    // Staff: pick-up only; no stock, no shipping.
    const notAllowed = REPLY_CODES.CONSOLE_FORBIDDEN.code;
    expect((await t.get(`${MERCH}/stock`, { eventId: event.id }, staff.opts)).body.code).toBe(notAllowed);
    expect((await t.post(`${MERCH}/stock`, { variantId, stock: 50 }, staff.opts)).body.code).toBe(notAllowed);
    expect((await t.get(`${MERCH}/toShip`, {}, staff.opts)).body.code).toBe(notAllowed);
    expect(
      (await t.post(`${MERCH}/ship`, { orderNo: delivery, carrier: 'SF', trackingNo: '1' }, staff.opts)).body.code,
    ).toBe(notAllowed);
    expect((await merchOrderRow(t, delivery)).status).toBe('paid');

    // A fan with no console role: nothing at all.
    for (const [path, body] of [
      ['stock', { variantId, stock: 50 }],
      ['ship', { orderNo: delivery, carrier: 'SF', trackingNo: '1' }],
      ['ready', { orderNo: pickup }],
      ['collected', { orderNo: pickup }],
    ] as const) {
      const res = await t.post(`${MERCH}/${path}`, body, fan.opts);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(REPLY_CODES.CONSOLE_NO_ROLE.code);
    }
    expect((await t.get(`${MERCH}/pickup`, {}, fan.opts)).body.code).toBe(REPLY_CODES.CONSOLE_NO_ROLE.code);
    expect(await variantRow(t, variantId)).toMatchObject({ stock: 10 });

    // Merch sold without an event is the platform's: an admin's only.
    const platform = await createMerch(t, { name: 'Platform Cap' });
    const platformOrder = await paidMerch(platform.variants[0]!.id, 'delivery');
    const platformPickup = await paidMerch(
      platform.variants[0]!.id,
      'pickup',
      (JSON.parse(platform.product.pickupDates) as string[])[0],
    );
    const only = REPLY_CODES.CONSOLE_MERCH_PLATFORM_ONLY.code;
    const refused = await t.post(
      `${MERCH}/stock`,
      { variantId: platform.variants[0]!.id, stock: 20 },
      { ...organiser.opts, ...EN },
    );
    expect(refused.body).toMatchObject({
      code: only,
      msg: 'Merch sold without an event belongs to the platform: only an admin can manage it.',
    });
    expect(
      (await t.post(`${MERCH}/ship`, { orderNo: platformOrder, carrier: 'SF', trackingNo: '1' }, organiser.opts)).body
        .code,
    ).toBe(only);
    expect((await t.post(`${MERCH}/collected`, { orderNo: platformPickup }, staff.opts)).body.code).toBe(only);
    const organiserSees = (await t.get(`${MERCH}/stock`, {}, organiser.opts)).body.data as { productName: string }[];
    expect(organiserSees.map((r) => r.productName)).not.toContain('Platform Cap');
    const staffSees = (await t.get(`${MERCH}/pickup`, {}, staff.opts)).body.data as { orderNo: string }[];
    expect(staffSees.map((o) => o.orderNo)).toContain(pickup);
    expect(staffSees.map((o) => o.orderNo)).not.toContain(platformPickup);

    const adminStock = (await t.get(`${MERCH}/stock`, {}, admin.opts)).body.data as {
      productName: string;
      eventId: number | null;
    }[];
    expect(adminStock).toEqual(
      expect.arrayContaining([expect.objectContaining({ productName: 'Platform Cap', eventId: null })]),
    );
    expect(
      (await t.post(`${MERCH}/stock`, { variantId: platform.variants[0]!.id, stock: 20 }, admin.opts)).body.data,
    ).toMatchObject({
      stock: 20,
    });
    const adminShips = await t.post(
      `${MERCH}/ship`,
      { orderNo: platformOrder, carrier: 'SF', trackingNo: 'SF1' },
      admin.opts,
    );
    expect(adminShips.body.data).toMatchObject({ status: 'shipped', eventId: null });
    // An admin ships an event's order too.
    expect(
      (await t.post(`${MERCH}/ship`, { orderNo: delivery, carrier: 'SF', trackingNo: 'SF2' }, admin.opts)).body.code,
    ).toBe(200);
  });
});
