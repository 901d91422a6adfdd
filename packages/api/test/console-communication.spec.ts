import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { AuditEntry } from '../src/modules/audit/index.js';
import type { EventRow } from '../src/modules/events/entities/event.entity.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { OutboxDelivery } from '../src/modules/outbox/index.js';
import { TicketsService } from '../src/modules/tickets/tickets.service.js';
import { consoleUser } from './support/console-fixtures.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer, createEvent } from './support/tickets-fixtures.js';

const COMMS = '/fanapih5/console/communication';
const LANGS = { en_US: 'en-US', zh: 'zh-CN', zh_tw: 'zh-TW', th: 'th-TH', vi: 'vi-VN', ms: 'ms-MY' } as const;

describe('console communication: site notice, repair mode, a message to an event’s holders', () => {
  let t: TestApp;
  let admin: Buyer;
  let organiser: Buyer;
  let fan: Buyer;
  let mine: EventRow;
  let theirs: EventRow;
  let holders: Buyer[];

  const actions = async (action: string) =>
    t.dataSource.manager.find(AuditEntry, { where: { action }, order: { id: 'ASC' } });

  /** A fan holding one ticket of `event`. */
  async function holder(event: EventRow, ticketTypeId: number): Promise<Buyer> {
    const account = await buyer(t);
    const created = await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId, quantity: 1 }] },
      account.opts,
    );
    expect(created.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const order = await t.dataSource.manager.findOneByOrFail(Order, { orderNo: created.body.data.orderNo as string });
    await t.dataSource.transaction((tx) => t.app.get(TicketsService).issue(tx, order, t.clock.now()));
    return account;
  }

  beforeAll(async () => {
    t = await TestApp.start();
    const a = await createEvent(t, { title: 'Harbour Lights' });
    const b = await createEvent(t, { title: 'Other Promoter Night' });
    mine = a.event;
    theirs = b.event;
    admin = await consoleUser(t, ['admin', 0]);
    organiser = await consoleUser(t, ['organiser', mine.id]);
    fan = await buyer(t);
    holders = [await holder(mine, a.types[0]!.id), await holder(mine, a.types[0]!.id)];
    await holder(theirs, b.types[0]!.id);
  });
  afterEach(async () => {
    // Whatever a test did, the next one starts with repair mode off.
    await t.ops('repair', 'off');
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes the site notice in English and other languages; the fan API shows each, English where none', async () => {
    const published = await t.post(
      `${COMMS}/notice`,
      {
        title: 'Doors',
        content: 'Doors open at 18:00',
        translations: { zh: { title: '入场', content: '18:00 开门' }, th: { title: 'ประตู', content: 'ประตูเปิด 18:00' } },
      },
      admin.opts,
    );
    expect(published.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect(published.body.data.notice).toMatchObject({
      title: 'Doors',
      content: 'Doors open at 18:00',
      translations: { zh: { title: '入场', content: '18:00 开门' }, th: { title: 'ประตู', content: 'ประตูเปิด 18:00' } },
    });
    const shown: Record<string, unknown> = {};
    for (const [lang, header] of Object.entries(LANGS)) {
      const res = await t.get('/fanapih5/notify', {}, { lang: header });
      shown[lang] = { title: res.body.data.title, content: res.body.data.content };
    }
    expect(shown).toEqual({
      en_US: { title: 'Doors', content: 'Doors open at 18:00' },
      zh: { title: '入场', content: '18:00 开门' },
      zh_tw: { title: 'Doors', content: 'Doors open at 18:00' },
      th: { title: 'ประตู', content: 'ประตูเปิด 18:00' },
      vi: { title: 'Doors', content: 'Doors open at 18:00' },
      ms: { title: 'Doors', content: 'Doors open at 18:00' },
    });
    expect((await t.get(COMMS, {}, admin.opts)).body.data.notice.title).toBe('Doors');

    // A second notice replaces the first; withdrawing leaves none, and a second withdraw is refused.
    await t.post(`${COMMS}/notice`, { title: 'Rain', content: 'Bring a coat' }, admin.opts);
    expect((await t.get('/fanapih5/notify', {}, { lang: 'zh-CN' })).body.data).toMatchObject({ title: 'Rain' });
    const withdrawn = await t.post(`${COMMS}/notice/withdraw`, {}, admin.opts);
    expect(withdrawn.body.data.notice).toBeNull();
    expect((await t.get('/fanapih5/notify')).body.data).toBeNull();
    const again = await t.post(`${COMMS}/notice/withdraw`, {}, admin.opts);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe(REPLY_CODES.CONSOLE_NOTICE_NONE.code);
    expect(again.body.msg).toBe('There is no notice to withdraw.');

    const publishes = await actions('notice.publish');
    expect(publishes.map((e) => [e.actor, JSON.parse(e.after!).title])).toEqual([
      [admin.user.email, 'Doors'],
      [admin.user.email, 'Rain'],
    ]);
    expect(JSON.parse(publishes[0]!.after!).languages).toEqual(['en_US', 'zh', 'th']);
    expect(JSON.parse(publishes[1]!.before!).title).toBe('Doors');
    const withdrawals = await actions('notice.withdraw');
    expect(withdrawals.map((e) => JSON.parse(e.before!).title)).toEqual(['Rain']);
  });

  it('refuses a notice without English, or a language without its content', async () => {
    const noEnglish = await t.post(
      `${COMMS}/notice`,
      { translations: { zh: { title: '入场', content: '开门' } } },
      admin.opts,
    );
    expect(noEnglish.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
    const halfDone = await t.post(
      `${COMMS}/notice`,
      { title: 'Doors', content: 'Open', translations: { vi: { title: 'Cửa', content: ' ' } } },
      admin.opts,
    );
    expect(halfDone.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
    const unknownLanguage = await t.post(
      `${COMMS}/notice`,
      { title: 'Doors', content: 'Open', translations: { fr: { title: 'Portes', content: 'Ouvertes' } } },
      admin.opts,
    );
    expect(unknownLanguage.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
  });

  it('turns repair mode on: fans get 9999, the admin still reads and turns it off from the console', async () => {
    const on = await t.post(`${COMMS}/repair/on`, { message: 'Back at 22:00' }, admin.opts);
    expect(on.body.data.repair).toMatchObject({ on: true, message: 'Back at 22:00' });
    const during = await t.get('/fanapih5/basic/getAreaList', {}, fan.opts);
    expect(during.status).toBe(503);
    expect(during.body).toMatchObject({ code: REPLY_CODES.REPAIR.code, msg: 'Back at 22:00' });
    // The console's frame and this section still answer an admin…
    expect((await t.get('/fanapih5/console/me', {}, admin.opts)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect((await t.get(COMMS, {}, admin.opts)).body.data.repair.on).toBe(true);
    expect((await t.get(`${COMMS}/events`, {}, admin.opts)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    // …but not an organiser, nor the console's other calls.
    const organiserDuring = await t.get(`${COMMS}/events`, {}, organiser.opts);
    expect(organiserDuring.status).toBe(503);
    expect(organiserDuring.body.code).toBe(REPLY_CODES.REPAIR.code);
    expect((await t.get('/fanapih5/console/events', {}, admin.opts)).body.code).toBe(REPLY_CODES.REPAIR.code);

    const off = await t.post(`${COMMS}/repair/off`, {}, admin.opts);
    expect(off.body.data.repair).toEqual({ on: false, message: '', since: null });
    expect((await t.get('/fanapih5/basic/getAreaList', {}, fan.opts)).status).toBe(200);
    expect((await t.ops('repair', 'status')).out).toBe('Repair mode is off');

    const recorded = [...(await actions('repair.on')), ...(await actions('repair.off'))].filter(
      (e) => e.actorKind === 'console',
    );
    expect(recorded.map((e) => [e.action, e.actor])).toEqual([
      ['repair.on', admin.user.email],
      ['repair.off', admin.user.email],
    ]);
    expect(JSON.parse(recorded[0]!.after!)).toMatchObject({ on: true, message: 'Back at 22:00' });
    const empty = await t.post(`${COMMS}/repair/on`, { message: '   ' }, admin.opts);
    expect(empty.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
  });

  it('sends a message to every holder of an event once: inbox, e-mail outbox and audit, however often submitted', async () => {
    const events = (await t.get(`${COMMS}/events`, {}, organiser.opts)).body.data;
    expect(events).toEqual([expect.objectContaining({ id: mine.id, title: 'Harbour Lights', holders: 2 })]);
    const all = (await t.get(`${COMMS}/events`, {}, admin.opts)).body.data as { id: number }[];
    expect(all.map((e) => e.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));

    const body = { eventId: mine.id, title: 'Doors move', text: 'Doors open at 19:30 tonight.', key: 'msg-0001-abcd' };
    const sent = await t.post(`${COMMS}/message`, body, organiser.opts);
    expect(sent.body.data).toEqual({ eventId: mine.id, holders: 2, repeat: false });
    const twice = await t.post(`${COMMS}/message`, body, organiser.opts);
    expect(twice.body.data).toEqual({ eventId: mine.id, holders: 2, repeat: true });

    for (const account of holders) {
      const inbox = (await t.get('/fanapih5/alerts/inbox', {}, account.opts)).body.data;
      expect(inbox.items).toEqual([
        expect.objectContaining({ kind: 'promoterNotice', title: 'Doors move', body: 'Doors open at 19:30 tonight.' }),
      ]);
      const mails = await t.dataSource.manager.find(OutboxDelivery, {
        where: { userId: account.user.id, channel: 'email' },
      });
      expect(mails.map((m) => m.recipient)).toEqual([account.user.email]);
      expect(mails[0]!.payload).toContain('Doors open at 19:30 tonight.');
    }
    const recorded = await actions('alerts.notice');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ actorKind: 'console', actor: organiser.user.email, eventId: mine.id });
    expect(JSON.parse(recorded[0]!.after!)).toMatchObject({
      title: 'Doors move',
      text: 'Doors open at 19:30 tonight.',
    });

    // A new key is a new message.
    const next = await t.post(`${COMMS}/message`, { ...body, key: 'msg-0002-abcd', text: 'Bring a coat.' }, admin.opts);
    expect(next.body.data).toEqual({ eventId: mine.id, holders: 2, repeat: false });
    expect((await t.get('/fanapih5/alerts/inbox', {}, holders[0]!.opts)).body.data.items).toHaveLength(2);
    expect(await actions('alerts.notice')).toHaveLength(2);
  });

  it('keeps each role to its own: organisers message their events only, fans get nothing', async () => {
    const message = (eventId: number) => ({ eventId, title: 'Hi', text: 'Hello holders', key: 'msg-role-0001' });
    const codes = async (who: Buyer) => [
      (await t.get(COMMS, {}, who.opts)).body.code,
      (await t.post(`${COMMS}/notice`, { title: 'Mine', content: 'Now' }, who.opts)).body.code,
      (await t.post(`${COMMS}/notice/withdraw`, {}, who.opts)).body.code,
      (await t.post(`${COMMS}/repair/on`, { message: 'Mine now' }, who.opts)).body.code,
      (await t.post(`${COMMS}/repair/off`, {}, who.opts)).body.code,
    ];
    const { CONSOLE_FORBIDDEN, CONSOLE_EVENT_FORBIDDEN, CONSOLE_NO_ROLE } = REPLY_CODES;
    expect(await codes(organiser)).toEqual(Array(5).fill(CONSOLE_FORBIDDEN.code));
    expect(await codes(fan)).toEqual(Array(5).fill(CONSOLE_NO_ROLE.code));
    const elsewhere = await t.post(`${COMMS}/message`, message(theirs.id), organiser.opts);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.code).toBe(CONSOLE_EVENT_FORBIDDEN.code);
    expect((await t.post(`${COMMS}/message`, message(mine.id), fan.opts)).body.code).toBe(CONSOLE_NO_ROLE.code);
    expect((await t.get(`${COMMS}/events`, {}, fan.opts)).body.code).toBe(CONSOLE_NO_ROLE.code);
    const missing = await t.post(`${COMMS}/message`, message(999_999), admin.opts);
    expect(missing.body.code).toBe(REPLY_CODES.CONSOLE_EVENT_NOT_FOUND.code);
    // A partner's key never reaches it.
    const partner = await t.get(COMMS, {}, { ...admin.opts, platform: 'PARTNER' });
    expect(partner.body.code).not.toBe(REPLY_CODES.SUCCESS.code);
    expect((await t.get('/fanapih5/basic/getAreaList', {}, fan.opts)).status).toBe(200);
  });
});
