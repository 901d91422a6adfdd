import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { AuditEntry } from '../src/modules/audit/index.js';
import type { EventRow } from '../src/modules/events/entities/event.entity.js';
import { GateStaff } from '../src/modules/gate/entities/gate-staff.entity.js';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { EntryDetail } from '../src/modules/tickets/seats/entities/entry-detail.entity.js';
import { consoleUser } from './support/console-fixtures.js';
import { qrOf, ticketFor } from './support/gate-fixtures.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer, createEvent } from './support/tickets-fixtures.js';

const CHECKIN = '/fanapih5/console/checkin';
const VALIDATE = '/fanapih5/gate/validate';
const STEP = 30_000;

describe('console check-in: the gates live, offline conflicts and gate staff', () => {
  let t: TestApp;
  let base: string;
  let admin: Buyer;
  let fan: Buyer;

  beforeAll(async () => {
    t = await TestApp.start();
    base = await t.listen();
    admin = await consoleUser(t, ['admin', 0]);
    fan = await buyer(t);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    // A second into a QR step, as the gate's own suite does.
    t.clock.current = Math.floor(Date.now() / STEP) * STEP + 1000;
  });

  /** An event with two seat areas and a gate staff account added by the ops command. */
  async function gatesEvent(): Promise<{ event: EventRow; ga: number; vip: number; scanner: Buyer }> {
    const { event, types } = await createEvent(t, {
      ticketTypes: [
        { code: 'ga', name: 'Standing', price: 100_00, capacity: 50 },
        { code: 'vip', name: 'VIP', price: 500_00, capacity: 10 },
      ],
    });
    const scanner = await buyer(t);
    expect((await t.ops('staff', 'add', scanner.user.email, '--event', event.slug)).code).toBe(0);
    return { event, ga: types[0]!.id, vip: types[1]!.id, scanner };
  }

  const view = async (eventId: number, who: Buyer) => {
    const res = await t.get(CHECKIN, { eventId }, who.opts);
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    return res.body.data;
  };

  it('counts admitted / expected per gate and in all after real scans, with the latest scans shortened', async () => {
    const { event, ga, vip, scanner } = await gatesEvent();
    // Standing enters at North (the event's gate), VIP at its own gate.
    await t.dataSource.manager.insert(EntryDetail, [
      { eventId: event.id, ticketTypeId: 0, gate: 'North', queueAt: null, entryAt: null, guide: null },
      { eventId: event.id, ticketTypeId: vip, gate: 'VIP Gate', queueAt: null, entryAt: null, guide: null },
    ]);
    const a = await ticketFor(t, event, ga);
    const b = await ticketFor(t, event, ga);
    const refunded = await ticketFor(t, event, ga);
    const v = await ticketFor(t, event, vip);
    expect((await t.ops('ticket', 'revoke', refunded.ticket.code)).code).toBe(0);
    const organiser = await consoleUser(t, ['organiser', event.id]);

    const before = await view(event.id, organiser);
    expect(before).toMatchObject({
      eventId: event.id,
      title: event.title,
      timeZone: 'Asia/Macau',
      admitted: 0,
      expected: 3,
      scans: [],
      conflicts: [],
    });
    expect(before.gates).toEqual([
      { gate: 'North', admitted: 0, expected: 2 },
      { gate: 'VIP Gate', admitted: 0, expected: 1 },
    ]);

    // One Standing ticket comes in at North; the VIP holder uses a side door a second later.
    const scan = (ticket: Ticket, gate: string) =>
      t.post(VALIDATE, { eventId: event.id, qr: qrOf(t, ticket), gate }, scanner.opts);
    expect((await scan(a.ticket, 'North')).body.data.verdict).toBe('valid');
    t.clock.advance(1000);
    expect((await scan(v.ticket, 'Side door')).body.data.verdict).toBe('valid');
    // A second scan of the same ticket is refused at the gate and counts once.
    expect((await scan(a.ticket, 'North')).body.data.verdict).toBe('alreadyUsed');

    const after = await view(event.id, organiser);
    expect(after).toMatchObject({ admitted: 2, expected: 3, conflicts: [] });
    expect(after.gates).toEqual([
      { gate: 'North', admitted: 1, expected: 2 },
      { gate: 'Side door', admitted: 1, expected: null },
      { gate: 'VIP Gate', admitted: 0, expected: 1 },
    ]);
    expect(after.scans).toEqual([
      {
        at: t.clock.now(),
        gate: 'Side door',
        ticket: `…${v.ticket.code.slice(-6)}`,
        result: 'admitted',
        verdict: null,
      },
      {
        at: t.clock.now() - 1000,
        gate: 'North',
        ticket: `…${a.ticket.code.slice(-6)}`,
        result: 'admitted',
        verdict: null,
      },
    ]);
    // The screen never carries a whole ticket number.
    for (const { ticket } of [a, b, v]) expect(JSON.stringify(after)).not.toContain(ticket.code);

    // The stream sends the same figures at once (then every few seconds).
    const params = { eventId: event.id };
    const controller = new AbortController();
    const response = await fetch(`${base}${CHECKIN}/stream?eventId=${event.id}`, {
      headers: {
        ...t.signedHeaders(params, organiser.opts),
        token: organiser.opts.token!,
        uuid: organiser.opts.uuid!,
        'user-agent': organiser.opts.userAgent!,
      },
      signal: controller.signal,
    });
    if (!response.headers.get('content-type')?.includes('text/event-stream')) throw new Error(await response.text());
    const reader = response.body!.getReader();
    const message = /event: checkin\n(?:id: .*\n)?data: (.*)\n\n/;
    let text = '';
    for (let i = 0; i < 50 && !message.test(text); i++) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    expect(JSON.parse(message.exec(text)![1]!)).toMatchObject({ eventId: event.id, admitted: 2, expected: 3 });
  });

  it('shows the double admissions and refusals found when an offline device uploads its scans', async () => {
    const { event, ga, scanner } = await gatesEvent();
    const online = await ticketFor(t, event, ga);
    const late = await ticketFor(t, event, ga);
    const start = t.clock.now();
    await t.post(VALIDATE, { eventId: event.id, qr: qrOf(t, online.ticket), gate: 'West' }, scanner.opts);
    // A device that was offline admitted the same ticket later at its own gate, and turned one away.
    const synced = await t.post(
      '/fanapih5/gate/sync',
      {
        eventId: event.id,
        deviceId: 'device-offline-1',
        scans: [
          { scanId: 's1', code: online.ticket.code, scannedAt: start + 5000, gate: 'East', verdict: 'valid' },
          { scanId: 's2', code: late.ticket.code, scannedAt: start + 6000, gate: 'East', verdict: 'expired' },
        ],
      },
      scanner.opts,
    );
    expect(synced.body.data.map((r: { outcome: string }) => r.outcome)).toEqual(['conflict', 'refused']);

    const checkin = await view(event.id, admin);
    expect(checkin).toMatchObject({ admitted: 1, expected: 2 });
    expect(checkin.gates).toEqual([{ gate: 'West', admitted: 1, expected: null }]);
    expect(checkin.conflicts).toEqual([
      {
        ticket: `…${online.ticket.code.slice(-6)}`,
        gate: 'East',
        at: start + 5000,
        deviceId: 'device-offline-1',
        otherGate: 'West',
        otherAt: start,
        syncedAt: t.clock.now(),
      },
    ]);
    expect(checkin.scans.map((s: { gate: string; result: string; verdict: string | null }) => s)).toEqual([
      {
        at: start + 6000,
        gate: 'East',
        ticket: `…${late.ticket.code.slice(-6)}`,
        result: 'refused',
        verdict: 'expired',
      },
      {
        at: start + 5000,
        gate: 'East',
        ticket: `…${online.ticket.code.slice(-6)}`,
        result: 'conflict',
        verdict: 'valid',
      },
      { at: start, gate: 'West', ticket: `…${online.ticket.code.slice(-6)}`, result: 'admitted', verdict: null },
    ]);
  });

  it('adds and removes gate staff by e-mail through the service the ops command uses, each in the audit log', async () => {
    const { event } = await gatesEvent();
    const organiser = await consoleUser(t, ['organiser', event.id]);
    const newcomer = await buyer(t);
    const email = newcomer.user.email;
    const staffList = async () => (await t.get(`${CHECKIN}/staff`, { eventId: event.id }, organiser.opts)).body.data;
    expect(await staffList()).toHaveLength(1);

    // The new account cannot validate yet; added from the console (with spaces and capitals), it can.
    expect((await t.get('/fanapih5/gate/events', {}, newcomer.opts)).body.code).toBe(REPLY_CODES.GATE_NOT_STAFF.code);
    const added = await t.post(
      `${CHECKIN}/staff/add`,
      { eventId: event.id, email: ` ${email.toUpperCase()} ` },
      organiser.opts,
    );
    expect(added.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect(added.body.data).toHaveLength(2);
    expect(added.body.data.find((s: { userId: number }) => s.userId === newcomer.user.id)).toEqual({
      userId: newcomer.user.id,
      email,
      nickname: newcomer.user.nickname,
      addedAt: t.clock.now(),
    });
    expect((await t.get('/fanapih5/gate/events', {}, newcomer.opts)).body.data).toEqual([
      expect.objectContaining({ id: event.id }),
    ]);
    // Adding again changes nothing and records nothing.
    await t.post(`${CHECKIN}/staff/add`, { eventId: event.id, email }, organiser.opts);
    expect(await t.dataSource.manager.countBy(GateStaff, { eventId: event.id })).toBe(2);
    const adds = await t.dataSource.manager.find(AuditEntry, {
      where: { action: 'staff.add', eventId: event.id },
      order: { id: 'ASC' },
    });
    // The first is the ops command's (gatesEvent), recorded as the operator's.
    expect(adds.map((e) => e.actorKind)).toEqual(['ops', 'console']);
    expect(adds[0]!.actor).toMatch(/^ops:/);
    expect(adds[1]).toMatchObject({ actor: organiser.user.email, target: email, before: null });
    expect(JSON.parse(adds[1]!.after!)).toEqual({ email, event: event.slug });

    // An e-mail with no account: its own code, in the caller's language.
    const unknown = await t.post(
      `${CHECKIN}/staff/add`,
      { eventId: event.id, email: 'nobody-here@example.com' },
      organiser.opts,
    );
    expect([unknown.status, unknown.body.code]).toEqual([404, REPLY_CODES.CONSOLE_STAFF_NO_ACCOUNT.code]);
    expect(unknown.body.msg).toBe(
      'No account uses nobody-here@example.com: gate staff sign up on the Fanpass app first, then you add them.',
    );
    const inVietnamese = await t.post(
      `${CHECKIN}/staff/add`,
      { eventId: event.id, email: 'nobody-here@example.com' },
      { ...organiser.opts, lang: 'vi' },
    );
    expect(inVietnamese.body.msg).toContain('Không có tài khoản nào dùng nobody-here@example.com');
    const malformed = await t.post(
      `${CHECKIN}/staff/add`,
      { eventId: event.id, email: 'not-an-email' },
      organiser.opts,
    );
    expect(malformed.status).toBe(400);

    const removed = await t.post(`${CHECKIN}/staff/remove`, { eventId: event.id, email }, organiser.opts);
    expect(removed.body.data.map((s: { email: string }) => s.email)).not.toContain(email);
    expect((await t.get('/fanapih5/gate/events', {}, newcomer.opts)).body.code).toBe(REPLY_CODES.GATE_NOT_STAFF.code);
    const removal = await t.dataSource.manager.findOneByOrFail(AuditEntry, {
      action: 'staff.remove',
      eventId: event.id,
    });
    expect(removal).toMatchObject({ actorKind: 'console', actor: organiser.user.email, target: email, after: null });
    expect(JSON.parse(removal.before!)).toEqual({ email, event: event.slug });
    const again = await t.post(`${CHECKIN}/staff/remove`, { eventId: event.id, email }, organiser.opts);
    expect([again.status, again.body.code]).toEqual([404, REPLY_CODES.CONSOLE_STAFF_NOT_FOUND.code]);
    // The ops command refuses the same way and records its own change as an operator's.
    const opsRemove = await t.ops('staff', 'remove', email, '--event', event.slug);
    expect(opsRemove).toEqual({ code: 1, out: 'This account is not gate staff of this event.' });
    expect(await t.dataSource.manager.countBy(AuditEntry, { action: 'staff.remove', eventId: event.id })).toBe(1);
    expect(await t.dataSource.manager.countBy(AuditEntry, { action: 'ops.staff.remove' })).toBe(0);
  });

  it('lets admins, organisers and staff of the event watch; only admins and organisers change staff', async () => {
    const { event, ga, scanner } = await gatesEvent();
    const other = await gatesEvent();
    await ticketFor(t, event, ga);
    const organiser = await consoleUser(t, ['organiser', event.id]);
    const staff = await consoleUser(t, ['staff', event.id]);
    const otherOrganiser = await consoleUser(t, ['organiser', other.event.id]);
    const support = await consoleUser(t, ['support', 0]);
    const change = (who: Buyer, action = 'add') =>
      t.post(`${CHECKIN}/staff/${action}`, { eventId: event.id, email: fan.user.email }, who.opts);

    for (const who of [admin, organiser, staff]) {
      expect(await view(event.id, who)).toMatchObject({ eventId: event.id, expected: 1 });
      expect((await t.get(`${CHECKIN}/staff`, { eventId: event.id }, who.opts)).body.data).toEqual([
        expect.objectContaining({ email: scanner.user.email }),
      ]);
    }
    // Event staff watch but do not change who scans.
    for (const action of ['add', 'remove']) {
      const refused = await change(staff, action);
      expect([refused.status, refused.body.code]).toEqual([403, REPLY_CODES.CONSOLE_FORBIDDEN.code]);
    }
    // Another event's organiser gets nothing of this one; support and fans nothing at all.
    for (const call of [
      () => t.get(CHECKIN, { eventId: event.id }, otherOrganiser.opts),
      () => t.get(`${CHECKIN}/staff`, { eventId: event.id }, otherOrganiser.opts),
      () => t.get(`${CHECKIN}/stream`, { eventId: event.id }, otherOrganiser.opts),
      () => change(otherOrganiser),
    ]) {
      const res = await call();
      expect([res.status, res.body.code]).toEqual([403, REPLY_CODES.CONSOLE_EVENT_FORBIDDEN.code]);
    }
    expect((await t.get(CHECKIN, { eventId: event.id }, support.opts)).body.code).toBe(
      REPLY_CODES.CONSOLE_FORBIDDEN.code,
    );
    expect((await t.get(CHECKIN, { eventId: event.id }, fan.opts)).body.code).toBe(REPLY_CODES.CONSOLE_NO_ROLE.code);
    expect((await change(fan)).body.code).toBe(REPLY_CODES.CONSOLE_NO_ROLE.code);
    expect(await t.dataSource.manager.countBy(GateStaff, { eventId: event.id })).toBe(1);

    // Each sees the events they may watch in the picker; an admin every one.
    const picker = async (who: Buyer) =>
      ((await t.get(`${CHECKIN}/events`, {}, who.opts)).body.data as { id: number }[]).map((e) => e.id);
    expect(await picker(staff)).toEqual([event.id]);
    expect(await picker(otherOrganiser)).toEqual([other.event.id]);
    expect(await picker(admin)).toEqual(expect.arrayContaining([event.id, other.event.id]));
    expect((await t.get(`${CHECKIN}/events`, {}, support.opts)).body.code).toBe(REPLY_CODES.CONSOLE_FORBIDDEN.code);

    // An admin and the organiser change staff.
    expect((await change(organiser)).body.data).toHaveLength(2);
    expect((await change(admin, 'remove')).body.data).toHaveLength(1);
    const missing = await t.get(CHECKIN, { eventId: 999_999 }, admin.opts);
    expect(missing.body.code).toBe(REPLY_CODES.CONSOLE_EVENT_NOT_FOUND.code);
  });
});
