import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DeliveryJob, OutboxDelivery } from '../src/modules/outbox/index.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { AlertsService } from '../src/modules/alerts/index.js';
import { opsActor } from '../src/modules/audit/index.js';
import { AlertReminders, doorsAlertAt } from '../src/modules/alerts/alert-reminders.job.js';
import { TicketsService } from '../src/modules/tickets/tickets.service.js';
import { ACCOUNTS_ENV, lastCode } from './support/accounts.js';
import { configProblems } from './support/config-problems.js';
import { PRODUCTION_ENV } from './support/production-env.js';
import { PushStandIn, type StandInSubscription } from './support/push-stand-in.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer, createEvent } from './support/tickets-fixtures.js';
import { paidTicket } from './support/wallet-tickets.js';

/** The outbox job runs when a test says so (right after a commit, or runOnce), never on its timer. */
const ENV = { ...ACCOUNTS_ENV, OUTBOX_INTERVAL_MS: '3600000', OUTBOX_MAX_ATTEMPTS: '3' };

describe('alerts: Web Push through the outbox, the inbox and the preferences', () => {
  let t: TestApp;
  let push: PushStandIn;
  let publicKey: string;

  beforeAll(async () => {
    push = await new PushStandIn().start();
    t = await TestApp.start({ ...ENV, PUSH_EXTRA_ORIGINS: push.origin, PUSH_EXTRA_CA: push.caPem });
    await t.listen();
    publicKey = (await t.get('/fanapih5/alerts/push/key')).body.data.publicKey as string;
  });
  afterAll(async () => {
    await t.close();
    await push.stop();
  });

  const job = () => t.app.get(DeliveryJob);
  const subscribe = (fan: Buyer, s: Pick<StandInSubscription, 'endpoint' | 'keys'>) =>
    t.post('/fanapih5/alerts/push/subscribe', { endpoint: s.endpoint, keys: s.keys }, fan.opts);
  const inbox = async (fan: Buyer) => (await t.get('/fanapih5/alerts/inbox', {}, fan.opts)).body.data;
  const prefs = async (fan: Buyer) => (await t.get('/fanapih5/alerts/preferences', {}, fan.opts)).body.data;
  const pushRows = (userId: number) =>
    t.dataSource.manager.find(OutboxDelivery, { where: { userId, channel: 'push' }, order: { id: 'ASC' } });

  /** Fans each holding a paid ticket of one event. */
  async function holders(n: number, lang?: string, overrides?: Parameters<typeof createEvent>[1]) {
    const { event, types } = await createEvent(t, {
      title: 'Harbour Lights',
      ticketTypes: [{ code: 'a', name: 'Stalls', price: 100_00, capacity: 20 }],
      ...overrides,
    });
    const fans: Buyer[] = [];
    for (let i = 0; i < n; i++) {
      const fan = await buyer(t, lang ? { lang } : {});
      const created = await t.post(
        '/fanapih5/order/create',
        { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] },
        fan.opts,
      );
      const order = await t.dataSource.manager.findOneByOrFail(Order, { orderNo: created.body.data.orderNo as string });
      await t.dataSource.transaction((tx) => t.app.get(TicketsService).issue(tx, order, t.clock.now()));
      fans.push(fan);
    }
    return { event, fans };
  }

  it('development makes its own VAPID key; production refuses push without keys, and a stand-in origin', () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const missing = configProblems({ ...PRODUCTION_ENV, PUSH_ENABLED: 'true' });
    expect(missing.join('\n')).toMatch(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: required in production/);
    const standIn = configProblems({ ...PRODUCTION_ENV, PUSH_EXTRA_ORIGINS: 'http://127.0.0.1:9' });
    expect(standIn.join('\n')).toMatch(/PUSH_EXTRA_ORIGINS: a development setting/);
    const bad = configProblems({ ...PRODUCTION_ENV, VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'def' });
    expect(bad.join('\n')).toMatch(/VAPID_PUBLIC_KEY: must be a P-256 public key/);
    // Without keys production starts with push off (the web offers no subscription).
    expect(configProblems(PRODUCTION_ENV)).toEqual([]);
  });

  it("refuses foreign endpoints, plain http, oversized or malformed keys, and another account's subscription", async () => {
    const [a, b] = [await buyer(t), await buyer(t)];
    const s = push.subscription();
    const keys = s.keys;
    const code = async (endpoint: string, k = keys, fan = a) => (await subscribe(fan, { endpoint, keys: k })).body.code;
    expect(await code('https://evil.example/push/1')).toBe(REPLY_CODES.ALERTS_ENDPOINT_NOT_ALLOWED.code);
    expect(await code('http://fcm.googleapis.com/fcm/send/x')).toBe(REPLY_CODES.ALERTS_ENDPOINT_NOT_ALLOWED.code);
    expect(await code('https://fcm.googleapis.com.evil.example/x')).toBe(REPLY_CODES.ALERTS_ENDPOINT_NOT_ALLOWED.code);
    expect(await code('https://user@fcm.googleapis.com/fcm/send/x')).toBe(REPLY_CODES.ALERTS_ENDPOINT_NOT_ALLOWED.code);
    expect(await code(`https://fcm.googleapis.com/fcm/send/${'x'.repeat(600)}`)).toBe(
      REPLY_CODES.ALERTS_ENDPOINT_NOT_ALLOWED.code,
    );
    expect(await code(s.endpoint, { p256dh: 'A'.repeat(3000), auth: keys.auth })).toBe(
      REPLY_CODES.ALERTS_KEYS_INVALID.code,
    );
    expect(await code(s.endpoint, { p256dh: keys.p256dh, auth: 'B'.repeat(40) })).toBe(
      REPLY_CODES.ALERTS_KEYS_INVALID.code,
    );
    // 65 bytes but not a point on the curve.
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    expect(await code(s.endpoint, { p256dh: offCurve, auth: keys.auth })).toBe(REPLY_CODES.ALERTS_KEYS_INVALID.code);
    const tooBig = await subscribe(a, { endpoint: s.endpoint, keys: { p256dh: 'A'.repeat(5000), auth: keys.auth } });
    expect(tooBig.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);

    // Two accounts subscribing the same browser at once: one owns it, the other is refused.
    const [first, second] = await Promise.all([subscribe(a, s), subscribe(b, s)]);
    const codes = [first.body.code, second.body.code].sort();
    expect(codes).toEqual([REPLY_CODES.SUCCESS.code, REPLY_CODES.ALERTS_SUBSCRIPTION_NOT_YOURS.code].sort());
    const owner = first.body.code === REPLY_CODES.SUCCESS.code ? a : b;
    const other = owner === a ? b : a;
    expect((await subscribe(owner, s)).body.data.id).toBe((first.body.data ?? second.body.data).id);
    const off = (fan: Buyer, endpoint: string) => t.post('/fanapih5/alerts/push/unsubscribe', { endpoint }, fan.opts);
    expect((await off(other, s.endpoint)).body.code).toBe(REPLY_CODES.ALERTS_SUBSCRIPTION_NOT_YOURS.code);
    expect((await off(owner, s.endpoint)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect((await off(owner, s.endpoint)).body.code).toBe(REPLY_CODES.ALERTS_SUBSCRIPTION_NOT_FOUND.code);
  });

  it("a waiting-list offer reaches the phone (VAPID-signed, RFC 8291-encrypted) and the inbox, once, in the fan's language", async () => {
    const { event, types } = await createEvent(t, {
      title: 'Neon Nights',
      timeZone: 'Asia/Bangkok',
      ticketTypes: [{ code: 'a', name: 'Stalls', price: 100_00, capacity: 1 }],
    });
    const holder = await buyer(t);
    const fan = await buyer(t, { lang: 'th' });
    const phone = push.subscription();
    expect((await subscribe(fan, phone)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    const held = await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] },
      holder.opts,
    );
    expect(
      (await t.post('/fanapih5/waitlist/join', { ticketTypeId: types[0]!.id, quantity: 1 }, fan.opts)).body.code,
    ).toBe(REPLY_CODES.SUCCESS.code);
    expect(push.to(phone)).toEqual([]);
    // The holder cancels: the seat is offered to the fan, and the alert goes out after that commit.
    await t.post('/fanapih5/order/cancel', { orderNo: held.body.data.orderNo }, holder.opts);
    const offer = (await t.get('/fanapih5/waitlist/mine', {}, fan.opts)).body.data[0].offer;
    const [received] = push.to(phone);
    expect(push.refused).toEqual([]);
    expect(received).toBeDefined();
    expect(received!.vapidKey).toBe(publicKey);
    expect(received!.claims).toMatchObject({ aud: push.origin, sub: 'mailto:alerts@fanpass.local' });
    expect(received!.urgency).toBe('high');
    // Kept by the push service until the offer lapses (12 hours), not longer.
    expect(received!.ttl).toBe(12 * 3600);
    expect(received!.payload).toEqual({
      kind: 'waitlistOffer',
      title: 'มีบัตรสำรองไว้ให้คุณ: Neon Nights',
      body: expect.stringContaining('(Asia/Bangkok)'),
      path: `/ticket-order?orderNo=${offer.orderNo}`,
      tag: `waitlist-offer:${offer.orderNo}`,
    });

    const box = await inbox(fan);
    expect(box.unread).toBe(1);
    expect(box.items).toEqual([
      expect.objectContaining({
        kind: 'waitlistOffer',
        title: 'มีบัตรสำรองไว้ให้คุณ: Neon Nights',
        path: `/ticket-order?orderNo=${offer.orderNo}`,
        readAt: null,
      }),
    ]);
    // Never twice: the job finds nothing more to send.
    expect(await job().runOnce()).toBe(0);
    expect(push.to(phone)).toHaveLength(1);
    expect(await pushRows(fan.user.id)).toMatchObject([
      { status: 'sent', attempts: 1, recipient: expect.stringMatching(/^push:\d+$/) },
    ]);

    const read = await t.post('/fanapih5/alerts/inbox/read', { id: box.items[0].id }, fan.opts);
    expect(read.body.data.unread).toBe(0);
    expect((await t.post('/fanapih5/alerts/inbox/read', { id: box.items[0].id }, holder.opts)).body.code).toBe(
      REPLY_CODES.ALERTS_INBOX_ITEM_NOT_FOUND.code,
    );
  });

  it('a ticket transferred to a fan reaches their phone and inbox with the sender and event, opening the ticket', async () => {
    const sender = await buyer(t, { nickname: 'Alice' });
    const friend = await buyer(t, { lang: 'zh_tw' });
    const phone = push.subscription();
    expect((await subscribe(friend, phone)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    const { ticket, title } = await paidTicket(t, sender);
    const call = (path: string, body: Record<string, string>) =>
      t.post(`/fanapih5/ticket/transfer/${path}`, body, sender.opts);
    await call('check', { code: ticket.code, toUserMail: friend.user.email });
    await call('sendCode', { code: ticket.code, toUserMail: friend.user.email });
    const verifyCode = await lastCode(t, sender.user.email);
    const done = await call('confirm', { code: ticket.code, toUserMail: friend.user.email, verifyCode });
    expect(done.body.data.state).toBe('done');
    expect(push.to(phone).map((r) => r.payload)).toEqual([
      {
        kind: 'transferReceived',
        title: `您收到一張門票：${title}`,
        body: 'Alice 向您轉贈了一張門票。',
        path: `/ticket-detail?code=${ticket.code}`,
        tag: `transfer:${done.body.data.shareToken}:received`,
      },
    ]);
    expect((await inbox(friend)).items[0]).toMatchObject({
      kind: 'transferReceived',
      title: `您收到一張門票：${title}`,
    });
    expect(await inbox(sender)).toEqual({ unread: 0, items: [] });
  });

  it('preferences: defaults, transactional e-mail locked, channels a kind has not refused, choices kept', async () => {
    const fan = await buyer(t);
    const cells = await prefs(fan);
    expect(cells).toContainEqual({ kind: 'waitlistOffer', channel: 'email', enabled: true, locked: true });
    expect(cells).toContainEqual({ kind: 'doorsToday', channel: 'email', enabled: false, locked: false });
    expect(
      cells.find((c: { kind: string; channel: string }) => c.kind === 'holdExpiring' && c.channel === 'email'),
    ).toBeUndefined();
    const set = (kind: string, channel: string, enabled: boolean) =>
      t.post('/fanapih5/alerts/preferences', { kind, channel, enabled }, fan.opts);
    expect((await set('waitlistOffer', 'email', false)).body.code).toBe(REPLY_CODES.ALERTS_EMAIL_REQUIRED.code);
    expect((await set('holdExpiring', 'email', true)).body.code).toBe(REPLY_CODES.ALERTS_CHANNEL_NOT_OFFERED.code);
    expect((await set('nonsense', 'push', true)).body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
    const changed = await set('promoterNotice', 'push', false);
    expect(changed.body.data).toContainEqual({
      kind: 'promoterNotice',
      channel: 'push',
      enabled: false,
      locked: false,
    });
    // Switching it back on, twice at once: one row, on.
    await Promise.all([set('promoterNotice', 'push', true), set('promoterNotice', 'push', true)]);
    expect(await prefs(fan)).toContainEqual({ kind: 'promoterNotice', channel: 'push', enabled: true, locked: false });
  });

  it("a promoter's notice reaches every holder in batches by their preferences; a gone subscription is removed; never twice", async () => {
    const { event, fans } = await holders(3);
    const [quiet, gone, keen] = fans as [Buyer, Buyer, Buyer];
    const quietPhone = push.subscription();
    const gonePhone = push.subscription();
    const keenPhone = push.subscription();
    for (const [fan, s] of [
      [quiet, quietPhone],
      [gone, gonePhone],
      [keen, keenPhone],
    ] as const) {
      expect((await subscribe(fan, s)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    }
    await t.post(
      '/fanapih5/alerts/preferences',
      { kind: 'promoterNotice', channel: 'push', enabled: false },
      quiet.opts,
    );
    await t.post(
      '/fanapih5/alerts/preferences',
      { kind: 'promoterNotice', channel: 'email', enabled: false },
      keen.opts,
    );
    push.answer(gonePhone, 410);

    const service = t.app.get(AlertsService);
    expect(
      await service.notifyEventHolders(opsActor(), event.id, { key: 'n-1', text: 'Doors move to 19:30.' }),
    ).toEqual({
      holders: 3,
      repeat: false,
    });
    // Left to the job: nothing was sent by the call itself.
    expect(push.to(keenPhone)).toEqual([]);
    // keen's push, gone's push (410: done, the subscription removed), the e-mails of quiet and gone.
    expect(await job().runOnce()).toBe(4);
    expect(push.to(keenPhone).map((r) => r.payload)).toEqual([
      expect.objectContaining({
        kind: 'promoterNotice',
        title: 'A message about Harbour Lights',
        body: 'Doors move to 19:30.',
        path: `/ticket/detail?id=${event.id}`,
      }),
    ]);
    expect(push.to(quietPhone)).toEqual([]);
    expect((await subscribe(gone, gonePhone)).body.code).toBe(REPLY_CODES.SUCCESS.code); // re-subscribes: it was removed
    for (const fan of fans)
      expect((await inbox(fan)).items[0]).toMatchObject({ kind: 'promoterNotice', body: 'Doors move to 19:30.' });
    const mailTo = async (fan: Buyer) =>
      (await t.get('/dev/outbox', { to: fan.user.email }, { unsigned: true })).body as { subject: string }[];
    expect((await mailTo(quiet)).map((m) => m.subject)).toEqual(['A message about Harbour Lights']);
    expect(await mailTo(keen)).toEqual([]);

    // The same notice again (a retried call): nothing more.
    expect(
      await service.notifyEventHolders(opsActor(), event.id, { key: 'n-1', text: 'Doors move to 19:30.' }),
    ).toEqual({
      holders: 3,
      repeat: true,
    });
    expect(await job().runOnce()).toBe(0);
    expect((await inbox(keen)).items).toHaveLength(1);

    // From ops, too.
    const ops = await t.opsOnClock('alerts', 'notice', String(event.id), 'Bring', 'a', 'coat.', '--key', 'coat');
    expect(ops).toEqual({
      code: 0,
      out: `Notice coat written for 3 holder(s) of event ${event.id}; the outbox sends it`,
    });
    expect(await job().runOnce()).toBeGreaterThan(0);
    expect(push.to(keenPhone).map((r) => (r.payload as { body: string }).body)).toEqual([
      'Doors move to 19:30.',
      'Bring a coat.',
    ]);
    expect(await t.opsOnClock('alerts', 'notice', '999999', 'x')).toEqual({ code: 1, out: 'No event 999999' });
  });

  it('a push service that keeps failing: retried with backoff, then dead and listed by ops', async () => {
    const { event, fans } = await holders(1);
    const phone = push.subscription();
    await subscribe(fans[0]!, phone);
    push.answer(phone, 500);
    await t.app.get(AlertsService).notifyEventHolders(opsActor(), event.id, { key: 'fail-1', text: 'Rain expected.' });
    await job().runOnce();
    expect(await pushRows(fans[0]!.user.id)).toMatchObject([{ status: 'failed', attempts: 1 }]);
    t.clock.advance(2_000);
    await job().runOnce();
    t.clock.advance(4_000);
    await job().runOnce();
    const [dead] = await pushRows(fans[0]!.user.id);
    expect(dead).toMatchObject({ status: 'dead', attempts: 3, lastError: expect.stringContaining('500') });
    const listed = await t.opsOnClock('outbox', 'list', '--status', 'dead');
    expect(listed.out).toContain(`${dead!.id} dead push push:`);
    push.answer(phone, 201);
    expect(await t.opsOnClock('outbox', 'retry', String(dead!.id))).toEqual({
      code: 0,
      out: `Delivery ${dead!.id}: sent`,
    });
    expect(push.to(phone)).toHaveLength(1);
  });

  it('a hold is reminded 2 minutes before it ends, an offer an hour before it lapses: in venue time, once each', async () => {
    const reminders = t.app.get(AlertReminders);
    const { event, types } = await createEvent(t, {
      title: 'Tokyo Lights',
      timeZone: 'Asia/Tokyo',
      ticketTypes: [{ code: 'a', name: 'Stalls', price: 100_00, capacity: 1 }],
    });
    const holder = await buyer(t);
    const fan = await buyer(t);
    const phone = push.subscription();
    await subscribe(fan, phone);
    const created = await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] },
      holder.opts,
    );
    const orderNo = created.body.data.orderNo as string;
    const held = await t.dataSource.manager.findOneByOrFail(Order, { orderNo });
    const kinds = async (who: Buyer) => (await inbox(who)).items.map((i: { kind: string }) => i.kind);

    t.clock.advance(held.expiresAt - t.clock.now() - 2 * 60_000 - 1_000);
    await reminders.run();
    expect(await kinds(holder)).toEqual([]);
    t.clock.advance(2_000);
    await reminders.run();
    const [ending] = (await inbox(holder)).items;
    expect(ending).toMatchObject({
      kind: 'holdExpiring',
      title: 'Two minutes left to pay: Tokyo Lights',
      body: expect.stringMatching(new RegExp(`^Order ${orderNo} is held until .*\\(Asia/Tokyo\\)\\.$`)),
      path: `/ticket-order?orderNo=${orderNo}`,
    });
    // Twice, and by two instances at once: still once.
    await Promise.all([reminders.run(), reminders.run()]);
    expect(await kinds(holder)).toEqual(['holdExpiring']);

    // The fan waiting for the seat is offered it (12 hours to pay): reminded an hour before it lapses, not at 2 minutes.
    await t.post('/fanapih5/waitlist/join', { ticketTypeId: types[0]!.id, quantity: 1 }, fan.opts);
    await t.post('/fanapih5/order/cancel', { orderNo }, holder.opts);
    const offer = (await t.get('/fanapih5/waitlist/mine', {}, fan.opts)).body.data[0].offer;
    const offered = await t.dataSource.manager.findOneByOrFail(Order, { orderNo: offer.orderNo as string });
    t.clock.advance(offered.expiresAt - t.clock.now() - 3_600_000 - 1_000);
    await reminders.run();
    expect(await kinds(fan)).toEqual(['waitlistOffer']);
    t.clock.advance(2_000);
    await reminders.run();
    await job().runOnce();
    expect(await kinds(fan)).toEqual(['waitlistOfferLapsing', 'waitlistOffer']);
    const lapsing = push.to(phone).map((r) => r.payload as { kind: string; title: string });
    expect(lapsing.map((p) => p.kind)).toEqual(['waitlistOffer', 'waitlistOfferLapsing']);
    expect(lapsing[1]!.title).toBe('One hour left: Tokyo Lights');
    // Kept by the push service only until the offer lapses.
    expect(push.to(phone)[1]!.ttl).toBeLessThanOrEqual(3_600);
    t.clock.advance(3_600_000 - 60_000);
    await reminders.run();
    expect(await kinds(fan)).toEqual(['waitlistOfferLapsing', 'waitlistOffer']);
  });

  it('doors today: every holder hears on the day of the doors at 10:00 venue time, once', async () => {
    const reminders = t.app.get(AlertReminders);
    // Tomorrow in Macau (UTC+8, no summer time), doors at 19:00.
    const macauMidnight = (Math.floor((t.clock.now() + 8 * 3_600_000) / 86_400_000) + 1) * 86_400_000 - 8 * 3_600_000;
    const doorsAt = macauMidnight + 19 * 3_600_000;
    const { fans } = await holders(2, 'zh', {
      title: 'Lantern Festival',
      doorsAt,
      startsAt: doorsAt + 3_600_000,
      endsAt: doorsAt + 4 * 3_600_000,
    });
    expect(doorsAlertAt(doorsAt, 'Asia/Macau')).toBe(macauMidnight + 10 * 3_600_000);
    t.clock.advance(macauMidnight + 10 * 3_600_000 - 1_000 - t.clock.now());
    await reminders.run();
    expect((await inbox(fans[0]!)).items).toEqual([]);
    t.clock.advance(1_000);
    await Promise.all([reminders.run(), reminders.run()]);
    await reminders.run();
    for (const fan of fans) {
      const items = (await inbox(fan)).items;
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        kind: 'doorsToday',
        title: '今天开场：Lantern Festival',
        path: '/order/ticket',
      });
      expect(items[0].body).toContain('19:00');
    }
    // Doors early in the day: at midnight; late morning: 3 hours before.
    expect(doorsAlertAt(macauMidnight + 90 * 60_000, 'Asia/Macau')).toBe(macauMidnight);
    expect(doorsAlertAt(macauMidnight + 11 * 3_600_000, 'Asia/Macau')).toBe(macauMidnight + 8 * 3_600_000);
  });

  it('the inbox keeps 90 days', async () => {
    const { event, fans } = await holders(1);
    await t.app.get(AlertsService).notifyEventHolders(opsActor(), event.id, { key: 'old', text: 'Old news.' });
    expect((await inbox(fans[0]!)).items).toHaveLength(1);
    t.clock.advance(91 * 86_400_000);
    expect(await t.app.get(AlertsService).inbox(fans[0]!.user.id)).toEqual({ unread: 0, items: [] });
    const pruned = await t.opsOnClock('alerts', 'prune');
    expect(pruned.code).toBe(0);
    expect(pruned.out).toMatch(/^Removed [1-9]\d* inbox item\(s\)$/);
  });
});
