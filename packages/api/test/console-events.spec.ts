import { REPLY_CODES, type SignableValue } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AuditEntry } from '../src/modules/audit/index.js';
import type { EventRow } from '../src/modules/events/entities/event.entity.js';
import { QueueSettings } from '../src/modules/queue/entities/queue-settings.entity.js';
import { consoleUser, paidOrder } from './support/console-fixtures.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer, createEvent, typeRow } from './support/tickets-fixtures.js';

const EVENTS = '/fanapih5/console/events';
const HOUR = 3_600_000;

describe('console events: create, edit, seat areas, publish, close, queue and resale', () => {
  let t: TestApp;
  let admin: Buyer;
  let organiser: Buyer;
  let staff: Buyer;
  let fan: Buyer;
  let other: EventRow;
  let base: string;

  /** A new event's body, on sale from a minute ago at the test clock. */
  const body = (slug: string, areas = [{ code: 'ga', name: 'Standing', price: 200_00, capacity: 5 }]) => ({
    slug,
    title: 'Console Night',
    about: 'Made in the console',
    images: ['/img/console.jpg'],
    venue: 'Studio City Hall',
    location: 'Cotai, Macau',
    timeZone: 'Asia/Macau',
    startsAt: t.clock.now() + 48 * HOUR,
    endsAt: t.clock.now() + 51 * HOUR,
    saleStartsAt: t.clock.now() - 60_000,
    ticketLimit: 4,
    realNameRequired: false,
    desktopOnly: false,
    areas,
  });
  /** An event's details as /update takes them (what /detail answers, less its counts and settings). */
  const details = (event: Record<string, SignableValue>): Record<string, SignableValue> => {
    const { id, slug, currency, published, saleState, areas, queue, resale, ...fields } = event;
    void [slug, currency, published, saleState, areas, queue, resale];
    return { eventId: id, ...fields };
  };

  beforeAll(async () => {
    t = await TestApp.start();
    base = await t.listen();
    other = (await createEvent(t)).event;
    admin = await consoleUser(t, ['admin', 0]);
    organiser = await consoleUser(t, ['organiser', other.id]);
    staff = await consoleUser(t, ['staff', other.id]);
    fan = await buyer(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates an event unpublished, publishes it, and a fan can then buy it', async () => {
    const created = await t.post(`${EVENTS}/create`, body('console-night'), organiser.opts);
    expect(created.body.code).toBe(200);
    const event = created.body.data;
    expect(event).toMatchObject({ slug: 'console-night', published: false, saleState: 'draft', currency: 'VND' });
    expect(event.areas).toEqual([
      expect.objectContaining({ code: 'ga', price: 200_00, capacity: 5, sold: 0, held: 0, available: 5 }),
    ]);
    // The organiser who made it organises it; a fan sees nothing of a draft and cannot order it.
    expect((await t.get('/fanapih5/console/me', {}, organiser.opts)).body.data.organiserOf).toContain(event.id);
    expect((await t.get('/fanapih5/event/detail', { id: event.id }, fan.opts)).body.code).toBe(
      REPLY_CODES.EVENT_NOT_FOUND.code,
    );
    const early = await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId: event.areas[0].id, quantity: 1 }] },
      fan.opts,
    );
    expect(early.body.code).toBe(REPLY_CODES.EVENT_NOT_ON_SALE.code);

    const published = await t.post(`${EVENTS}/publish`, { eventId: event.id, published: true }, organiser.opts);
    expect(published.body.data).toMatchObject({ published: true, saleState: 'onSale' });
    expect((await t.get('/fanapih5/event/detail', { id: event.id }, fan.opts)).body.data.title).toBe('Console Night');
    await paidOrder(t, fan, event.id, event.areas[0].id, 2);
    const listed = (await t.get(EVENTS, {}, organiser.opts)).body.data;
    expect(listed.find((e: { id: number }) => e.id === event.id)).toMatchObject({ sold: 2, capacity: 5 });

    const log = await t.get('/fanapih5/console/audit', { eventId: event.id }, organiser.opts);
    expect(log.body.data.list.map((e: { action: string }) => e.action)).toEqual([
      'event.publish',
      'role.grant',
      'event.create',
    ]);
  });

  it('live sales: the areas, revenue and orders a minute move as fans buy, by request and by stream', async () => {
    const created = (await t.post(`${EVENTS}/create`, body('live-night'), organiser.opts)).body.data;
    await t.post(`${EVENTS}/publish`, { eventId: created.id, published: true }, organiser.opts);
    const sales = async () => (await t.get(`${EVENTS}/sales`, { eventId: created.id }, organiser.opts)).body.data;
    const before = await sales();
    expect(before).toMatchObject({
      eventId: created.id,
      currency: 'VND',
      revenue: 0,
      ticketsSold: 0,
      ordersLastMinute: 0,
    });
    expect(before.minutes).toHaveLength(60);
    expect(before.areas).toEqual([
      expect.objectContaining({ code: 'ga', capacity: 5, sold: 0, held: 0, available: 5 }),
    ]);

    // A fan holds one and another buys two; a third joins the waiting list once it is sold out.
    const holder = await buyer(t);
    await t.post(
      '/fanapih5/order/create',
      { eventId: created.id, items: [{ ticketTypeId: created.areas[0].id, quantity: 1 }] },
      holder.opts,
    );
    await paidOrder(t, fan, created.id, created.areas[0].id, 2);
    const after = await sales();
    expect(after).toMatchObject({
      revenue: 400_00,
      ticketsSold: 2,
      ordersLastMinute: 1,
      waitlistWaiting: 0,
      queue: null,
    });
    expect(after.areas[0]).toMatchObject({ sold: 2, held: 1, available: 2 });
    expect(after.minutes.at(-1)).toMatchObject({ orders: 1, tickets: 2 });
    expect(after.minutes.slice(0, -1).every((m: { orders: number }) => m.orders === 0)).toBe(true);

    // The stream sends the same figures at once (then every few seconds).
    const params = { eventId: created.id };
    const url = `${base}${EVENTS}/sales/stream?eventId=${created.id}`;
    const controller = new AbortController();
    const headers = {
      ...t.signedHeaders(params, organiser.opts),
      token: organiser.opts.token!,
      uuid: organiser.opts.uuid!,
      'user-agent': organiser.opts.userAgent!,
    };
    const response = await fetch(url, { headers, signal: controller.signal });
    if (!response.headers.get('content-type')?.includes('text/event-stream')) throw new Error(await response.text());
    const reader = response.body!.getReader();
    let text = '';
    const message = /event: sales\n(?:id: .*\n)?data: (.*)\n\n/;
    for (let i = 0; i < 50 && !message.test(text); i++) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const streamed = JSON.parse(message.exec(text)![1]!);
    expect(streamed).toMatchObject({ eventId: created.id, revenue: 400_00, ticketsSold: 2 });

    // Staff, a fan and another promoter's organiser get nothing of it.
    const outsider = await consoleUser(t, ['organiser', other.id]);
    for (const who of [staff, fan, outsider]) {
      expect((await t.get(`${EVENTS}/sales`, { eventId: created.id }, who.opts)).body.code).not.toBe(200);
    }
  });

  it('edits details and areas within what is sold and held, refusing the rest with clear codes', async () => {
    const event = (await t.post(`${EVENTS}/create`, body('console-areas'), admin.opts)).body.data;
    await t.post(`${EVENTS}/publish`, { eventId: event.id, published: true }, admin.opts);
    const { id: areaId, code, name, price: areaPrice, capacity: areaCapacity } = event.areas[0];
    const area = { code, name, price: areaPrice, capacity: areaCapacity };
    await paidOrder(t, fan, event.id, areaId, 2);
    const holder = await buyer(t);
    await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId: areaId, quantity: 1 }] },
      holder.opts,
    );

    const edited = await t.post(
      `${EVENTS}/update`,
      { ...details(event), title: 'Console Night (moved)', timeZone: 'Asia/Hong_Kong' },
      admin.opts,
    );
    expect(edited.body.data).toMatchObject({ title: 'Console Night (moved)', timeZone: 'Asia/Hong_Kong' });
    const backwards = await t.post(
      `${EVENTS}/update`,
      { ...details(event), endsAt: event.startsAt - HOUR },
      { ...admin.opts, lang: 'vi' },
    );
    expect(backwards.body.code).toBe(REPLY_CODES.CONSOLE_EVENT_INVALID.code);
    expect(backwards.body.msg).toContain('Hãy kiểm tra thông tin sự kiện');

    const lower = await t.post(`${EVENTS}/area`, { eventId: event.id, ...area, capacity: 2 }, admin.opts);
    expect(lower.status).toBe(409);
    expect(lower.body).toMatchObject({
      code: REPLY_CODES.CONSOLE_CAPACITY_BELOW_TAKEN.code,
      msg: 'Capacity 2 is below the 3 seats already sold or held.',
    });
    const price = await t.post(`${EVENTS}/area`, { eventId: event.id, ...area, price: 250_00 }, admin.opts);
    expect(price.body.code).toBe(REPLY_CODES.CONSOLE_PRICE_LOCKED.code);
    expect(await typeRow(t, areaId)).toMatchObject({ price: 200_00, capacity: 5 });

    const raised = await t.post(
      `${EVENTS}/area`,
      { eventId: event.id, code: 'ga', name: 'Standing', price: 200_00, capacity: 3 },
      admin.opts,
    );
    expect(raised.body.data.areas[0]).toMatchObject({ capacity: 3, available: 0 });
    const added = await t.post(
      `${EVENTS}/area`,
      { eventId: event.id, code: 'vip', name: 'VIP', price: 900_00, capacity: 10 },
      admin.opts,
    );
    expect(added.body.data.areas.map((a: { code: string }) => a.code)).toEqual(['ga', 'vip']);
    // The event page's "add" form: a code the event has already is refused, never a change of that area.
    const again = await t.post(
      `${EVENTS}/area`,
      { eventId: event.id, code: 'vip', name: 'Box', price: 1, capacity: 1, add: true },
      admin.opts,
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(REPLY_CODES.CONSOLE_AREA_CODE_TAKEN.code);
    const box = await t.post(
      `${EVENTS}/area`,
      { eventId: event.id, code: 'box', name: 'Box', price: 1_500_00, capacity: 4, add: true },
      admin.opts,
    );
    expect(box.body.data.areas.map((a: { code: string; name: string }) => `${a.code}:${a.name}`)).toEqual([
      'ga:Standing',
      'vip:VIP',
      'box:Box',
    ]);
    const { id: vipId, sold, held, available, ...vip } = box.body.data.areas[1];
    void [vipId, sold, held, available];
    expect(
      (await t.post(`${EVENTS}/area`, { eventId: event.id, ...vip, price: 950_00 }, admin.opts)).body.data.areas[1]
        .price,
    ).toBe(950_00);

    const entry = await t.dataSource.manager.findOneByOrFail(AuditEntry, {
      action: 'event.update',
      target: 'console-areas',
    });
    expect(entry.actor).toBe(admin.user.email);
    expect(JSON.parse(entry.before!).title).toBe('Console Night');
    expect(JSON.parse(entry.after!).title).toBe('Console Night (moved)');
  });

  it('closes the sale, sets the waiting room and the resale rules', async () => {
    const event = (await t.post(`${EVENTS}/create`, body('console-close'), organiser.opts)).body.data;
    await t.post(`${EVENTS}/publish`, { eventId: event.id, published: true }, organiser.opts);
    const closed = await t.post(`${EVENTS}/closeSale`, { eventId: event.id }, organiser.opts);
    expect(closed.body.data.saleState).toBe('closed');
    const late = await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId: event.areas[0].id, quantity: 1 }] },
      fan.opts,
    );
    expect(late.body.code).toBe(REPLY_CODES.EVENT_NOT_ON_SALE.code);
    const queue = await t.post(
      `${EVENTS}/queue`,
      { eventId: event.id, enabled: true, ratePerMinute: 120, maxActive: 300 },
      organiser.opts,
    );
    expect(queue.body.data.queue).toMatchObject({ enabled: true, ratePerMinute: 120, maxActive: 300 });
    expect(await t.dataSource.manager.findOneBy(QueueSettings, { eventId: event.id })).toMatchObject({
      ratePerMinute: 120,
    });
    const badQueue = await t.post(`${EVENTS}/queue`, { eventId: event.id, ratePerMinute: 0 }, organiser.opts);
    expect(badQueue.body.code).toBe(REPLY_CODES.CONSOLE_SETTINGS_INVALID.code);

    const resale = await t.post(
      `${EVENTS}/resale`,
      { eventId: event.id, enabled: true, feePercent: 5 },
      organiser.opts,
    );
    expect(resale.body.data.resale).toMatchObject({ enabled: true, feePercent: 5 });
    const greedy = await t.post(`${EVENTS}/resale`, { eventId: event.id, feePercent: 30 }, organiser.opts);
    expect(greedy.body.code).toBe(REPLY_CODES.CONSOLE_SETTINGS_INVALID.code);

    const actions = (await t.dataSource.manager.find(AuditEntry, { where: { eventId: event.id } })).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['queue.settings', 'resale.settings', 'event.closeSale']));
  });

  it("keeps an organiser out of another promoter's event, staff and fans out of events altogether", async () => {
    const theirs = (await t.post(`${EVENTS}/create`, body('someone-elses'), admin.opts)).body.data;
    const touch = await t.post(`${EVENTS}/publish`, { eventId: theirs.id, published: true }, organiser.opts);
    expect(touch.status).toBe(403);
    expect(touch.body.code).toBe(REPLY_CODES.CONSOLE_EVENT_FORBIDDEN.code);
    expect((await t.get(`${EVENTS}/detail`, { eventId: theirs.id }, organiser.opts)).body.code).toBe(
      REPLY_CODES.CONSOLE_EVENT_FORBIDDEN.code,
    );
    const mine = (await t.get(EVENTS, {}, organiser.opts)).body.data.map((e: { id: number }) => e.id);
    expect(mine).not.toContain(theirs.id);
    expect(mine).toContain(other.id);
    expect((await t.get(`${EVENTS}/detail`, { eventId: other.id }, staff.opts)).body.code).toBe(
      REPLY_CODES.CONSOLE_FORBIDDEN.code,
    );
    expect((await t.post(`${EVENTS}/create`, body('by-a-fan'), fan.opts)).body.code).toBe(
      REPLY_CODES.CONSOLE_NO_ROLE.code,
    );
    expect((await t.post(`${EVENTS}/create`, body('someone-elses'), admin.opts)).body.code).toBe(
      REPLY_CODES.CONSOLE_SLUG_TAKEN.code,
    );
  });
});
