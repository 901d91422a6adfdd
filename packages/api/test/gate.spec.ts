import { qrDigits, qrStep, REPLY_CODES, type SignedGateManifestView } from '@fanpass/contracts';
import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { EventRow } from '../src/modules/events/entities/event.entity.js';
import { GateScan } from '../src/modules/gate/entities/gate-scan.entity.js';
import { TicketHistory } from '../src/modules/tickets/entities/ticket-history.entity.js';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { rotateTicketSecret } from '../src/modules/tickets/ticket-secret.js';
import { gateEvent, qrOf, ticketFor } from './support/gate-fixtures.js';
import { TestApp } from './support/test-app.js';
import { buyer, createEvent } from './support/tickets-fixtures.js';

const VALIDATE = '/fanapih5/gate/validate';
const STEP = 30_000;

describe('gate: rotating QR, online and offline validation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    // A second into a step, so moving by whole steps stays inside the intended ones.
    t.clock.current = Math.floor(Date.now() / STEP) * STEP + 1000;
  });

  const reload = (id: number) => t.dataSource.manager.findOneByOrFail(Ticket, { id });

  it('gives the QR secret to the holder only', async () => {
    const { event, typeId } = await gateEvent(t);
    const { fan, ticket } = await ticketFor(t, event, typeId);
    const mine = await t.get('/fanapih5/ticket/qrSecret', { code: ticket.code }, fan.opts);
    expect(mine.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect(mine.body.data).toEqual({
      code: ticket.code,
      secret: ticket.secret,
      stepSeconds: 30,
      status: 'ready',
      holderName: null,
    });
    const stranger = await buyer(t);
    const theirs = await t.get('/fanapih5/ticket/qrSecret', { code: ticket.code }, stranger.opts);
    expect(theirs.body.code).toBe(REPLY_CODES.TICKET_NOT_FOUND.code);
    expect(JSON.stringify(theirs.body)).not.toContain(ticket.secret);
    const anonymous = await t.get('/fanapih5/ticket/qrSecret', { code: ticket.code });
    expect(anonymous.body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
  });

  it('admits a QR of the current step or one step of drift, and calls an older one expired', async () => {
    const { event, typeId, staff } = await gateEvent(t);
    const call = (qr: string) => t.post(VALIDATE, { eventId: event.id, qr, gate: 'Gate A' }, staff.opts);
    const now = t.clock.now();
    const old = await ticketFor(t, event, typeId);
    expect((await call(qrOf(t, old.ticket, now - 2 * STEP))).body.data.verdict).toBe('expired');
    expect((await call(qrOf(t, old.ticket, now + 2 * STEP))).body.data.verdict).toBe('expired');
    expect((await reload(old.ticket.id)).status).toBe('ready');
    const behind = await ticketFor(t, event, typeId);
    expect((await call(qrOf(t, behind.ticket, now - STEP))).body.data).toMatchObject({
      verdict: 'valid',
      code: behind.ticket.code,
      area: 'Standing',
    });
    const ahead = await ticketFor(t, event, typeId);
    expect((await call(qrOf(t, ahead.ticket, now + STEP))).body.data.verdict).toBe('valid');
    // Staff may type the ticket number and the 8 digits the holder's screen shows.
    const typed = await ticketFor(t, event, typeId);
    const digits = qrDigits(typed.ticket.secret, typed.ticket.code, qrStep(now));
    expect((await call(`${typed.ticket.code} ${digits}`)).body.data.verdict).toBe('valid');
    const typedOld = await ticketFor(t, event, typeId);
    const oldDigits = qrDigits(typedOld.ticket.secret, typedOld.ticket.code, qrStep(now) - 10);
    expect((await call(`${typedOld.ticket.code} ${oldDigits}`)).body.data.verdict).toBe('expired');
    expect((await call(`${typedOld.ticket.code} 12345678`)).body.data.verdict).toBe('unknown');
    expect((await call('not a ticket')).body.data.verdict).toBe('unknown');
  });

  it('refuses a replayed QR: already used inside its window, expired after it', async () => {
    const { event, typeId, staff } = await gateEvent(t);
    const { ticket } = await ticketFor(t, event, typeId);
    const qr = qrOf(t, ticket);
    const first = await t.post(VALIDATE, { eventId: event.id, qr, gate: 'North 3' }, staff.opts);
    expect(first.body.data.verdict).toBe('valid');
    const admittedAt = t.clock.now();
    t.clock.advance(10_000);
    const again = await t.post(VALIDATE, { eventId: event.id, qr, gate: 'South 1' }, staff.opts);
    expect(again.body.data).toMatchObject({
      verdict: 'alreadyUsed',
      validatedAt: admittedAt,
      validatedGate: 'North 3',
    });
    t.clock.advance(5 * STEP);
    const later = await t.post(VALIDATE, { eventId: event.id, qr, gate: 'South 1' }, staff.opts);
    expect(later.body.data.verdict).toBe('expired');
    const history = await t.dataSource.manager.findBy(TicketHistory, { ticketId: ticket.id, kind: 'Validated' });
    expect(history).toEqual([expect.objectContaining({ detail: 'North 3', createdAt: admittedAt })]);
    expect((await reload(ticket.id)).status).toBe('validated');
  });

  it("refuses the old holder's QR once the secret is replaced (transfer, revocation)", async () => {
    const { event, typeId, staff } = await gateEvent(t);
    const { ticket } = await ticketFor(t, event, typeId);
    const oldQr = qrOf(t, ticket);
    const secret = await t.dataSource.transaction((tx) => rotateTicketSecret(tx, ticket.id, t.clock.now()));
    const stale = await t.post(VALIDATE, { eventId: event.id, qr: oldQr, gate: 'A' }, staff.opts);
    expect(stale.body.data.verdict).toBe('unknown');
    const fresh = await t.post(
      VALIDATE,
      { eventId: event.id, qr: qrOf(t, { ...ticket, secret }), gate: 'A' },
      staff.opts,
    );
    expect(fresh.body.data.verdict).toBe('valid');
  });

  it('names wrong events, revoked and unusable tickets, and real-name holders', async () => {
    const { event, typeId, staff } = await gateEvent(t);
    const other = await gateEvent(t);
    const elsewhere = await ticketFor(t, other.event, other.typeId);
    const call = (qr: string) => t.post(VALIDATE, { eventId: event.id, qr, gate: 'A' }, staff.opts);
    expect((await call(qrOf(t, elsewhere.ticket))).body.data.verdict).toBe('wrongEvent');
    const revoked = await ticketFor(t, event, typeId);
    await t.dataSource.manager.update(Ticket, { id: revoked.ticket.id }, { status: 'revoked' });
    expect((await call(qrOf(t, revoked.ticket))).body.data.verdict).toBe('revoked');
    const redeemed = await ticketFor(t, event, typeId);
    await t.dataSource.manager.update(Ticket, { id: redeemed.ticket.id }, { status: 'redeemed' });
    expect((await call(qrOf(t, redeemed.ticket))).body.data).toMatchObject({
      verdict: 'notUsable',
      status: 'redeemed',
    });
    // A seated area: not usable while its seat is being confirmed, then admitted with its Row and Seat.
    const seated = await ticketFor(t, event, typeId);
    await t.dataSource.manager.update(Ticket, { id: seated.ticket.id }, { status: 'paid', seatState: 'confirming' });
    expect((await call(qrOf(t, seated.ticket))).body.data).toMatchObject({ verdict: 'notUsable', status: 'paid' });
    await t.dataSource.manager.update(
      Ticket,
      { id: seated.ticket.id },
      { status: 'ready', seatState: 'assigned', seatRow: 'C', seatNumber: '12' },
    );
    expect((await call(qrOf(t, seated.ticket))).body.data).toMatchObject({
      verdict: 'valid',
      area: 'Standing',
      seatRow: 'C',
      seatNumber: '12',
    });

    const { event: named, types } = await createEvent(t, {
      ticketTypes: [{ code: 'vip', name: 'VIP', price: 100_00, capacity: 5 }],
    });
    await t.ops('staff', 'add', staff.user.email, '--event', named.slug);
    const holder = await ticketFor(t, named, types[0]!.id);
    // A real-name event's ticket carries its attendee's name (the attendee flow has its own suites).
    await t.dataSource.manager.update(EventRow, { id: named.id }, { realNameRequired: true });
    await t.dataSource.manager.update(Ticket, { id: holder.ticket.id }, { attendeeName: 'Lin Mei' });
    const seen = await t.post(VALIDATE, { eventId: named.id, qr: qrOf(t, holder.ticket), gate: 'VIP' }, staff.opts);
    expect(seen.body.data).toMatchObject({ verdict: 'valid', holderName: 'Lin Mei', area: 'VIP' });
    const secret = await t.get('/fanapih5/ticket/qrSecret', { code: holder.ticket.code }, holder.fan.opts);
    expect(secret.body.data.holderName).toBe('Lin Mei');
  });

  it('admits one ticket once when two gates scan it at the same moment', async () => {
    const { event, typeId, staff } = await gateEvent(t);
    const second = await buyer(t);
    await t.ops('staff', 'add', second.user.email, '--event', event.slug);
    for (let round = 0; round < 3; round++) {
      const { ticket } = await ticketFor(t, event, typeId);
      const qr = qrOf(t, ticket);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          t.post(VALIDATE, { eventId: event.id, qr, gate: i % 2 ? 'East' : 'West' }, i % 2 ? staff.opts : second.opts),
        ),
      );
      const verdicts = answers.map((a) => a.body.data.verdict as string);
      expect(verdicts.filter((v) => v === 'valid')).toHaveLength(1);
      expect(verdicts.filter((v) => v === 'alreadyUsed')).toHaveLength(7);
      expect(await t.dataSource.manager.countBy(TicketHistory, { ticketId: ticket.id, kind: 'Validated' })).toBe(1);
    }
  });

  it('lets staff validate only for their events', async () => {
    const { event, typeId, staff } = await gateEvent(t);
    const other = await gateEvent(t);
    const { ticket } = await ticketFor(t, event, typeId);
    const fan = await buyer(t);
    const notStaff = await t.post(VALIDATE, { eventId: event.id, qr: qrOf(t, ticket), gate: 'A' }, fan.opts);
    expect([notStaff.status, notStaff.body.code]).toEqual([403, REPLY_CODES.GATE_NOT_STAFF.code]);
    const wrong = await t.post(VALIDATE, { eventId: event.id, qr: qrOf(t, ticket), gate: 'A' }, other.staff.opts);
    expect([wrong.status, wrong.body.code]).toEqual([403, REPLY_CODES.GATE_EVENT_NOT_ALLOWED.code]);
    expect((await t.get('/fanapih5/gate/manifest', { eventId: event.id }, other.staff.opts)).body.code).toBe(
      REPLY_CODES.GATE_EVENT_NOT_ALLOWED.code,
    );
    expect((await t.get('/fanapih5/gate/events', {}, fan.opts)).body.code).toBe(REPLY_CODES.GATE_NOT_STAFF.code);
    const mine = await t.get('/fanapih5/gate/events', {}, staff.opts);
    expect(mine.body.data).toEqual([expect.objectContaining({ id: event.id, slug: event.slug })]);
    expect((await reload(ticket.id)).status).toBe('ready');

    const removed = await t.ops('staff', 'remove', staff.user.email, '--event', event.slug);
    expect(removed).toEqual({ code: 0, out: `${staff.user.email} is no longer gate staff of ${event.slug}` });
    const after = await t.post(VALIDATE, { eventId: event.id, qr: qrOf(t, ticket), gate: 'A' }, staff.opts);
    expect(after.body.code).toBe(REPLY_CODES.GATE_NOT_STAFF.code);
    expect((await t.ops('staff', 'add', 'nobody@example.com', '--event', event.slug)).code).toBe(1);
    expect((await t.ops('staff', 'add', staff.user.email, '--event', 'no-such-event')).code).toBe(1);
    expect((await t.ops('staff', 'add', staff.user.email)).code).toBe(2);
  });

  it('signs the manifest with Ed25519: it verifies with the public key, a tampered one does not', async () => {
    const { event, typeId, staff } = await gateEvent(t);
    const a = await ticketFor(t, event, typeId);
    const b = await ticketFor(t, event, typeId);
    await t.post(VALIDATE, { eventId: event.id, qr: qrOf(t, b.ticket), gate: 'West' }, staff.opts);
    const key = await t.get('/fanapih5/gate/publicKey');
    expect(key.body.data.algorithm).toBe('Ed25519');
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: key.body.data.publicKey },
      format: 'jwk',
    });
    const signed = (await t.get('/fanapih5/gate/manifest', { eventId: event.id }, staff.opts)).body
      .data as SignedGateManifestView;
    const check = (payload: string) =>
      verify(null, Buffer.from(payload), publicKey, Buffer.from(signed.signature, 'base64url'));
    expect(check(signed.payload)).toBe(true);
    const manifest = JSON.parse(signed.payload);
    expect(manifest).toMatchObject({ eventId: event.id, stepSeconds: 30 });
    expect(manifest.tickets).toEqual([
      expect.objectContaining({ id: a.ticket.id, code: a.ticket.code, status: 'ready', secret: a.ticket.secret }),
      expect.objectContaining({ id: b.ticket.id, status: 'validated', validatedGate: 'West' }),
    ]);
    const tampered = JSON.stringify({
      ...manifest,
      tickets: manifest.tickets.map((x: object) => ({ ...x, status: 'paid' })),
    });
    expect(check(tampered)).toBe(false);
  });

  it('syncs offline scans: first scan wins, second admissions are conflicts, a second upload changes nothing', async () => {
    const { event, typeId, staff } = await gateEvent(t);
    const online = await ticketFor(t, event, typeId);
    const twice = await ticketFor(t, event, typeId);
    const once = await ticketFor(t, event, typeId);
    const start = t.clock.now();
    // Gate West admits `online` over the network; two offline devices admitted it, and `twice`, earlier or later.
    await t.post(VALIDATE, { eventId: event.id, qr: qrOf(t, online.ticket), gate: 'West' }, staff.opts);
    const deviceA = [
      { scanId: 'a1', code: online.ticket.code, scannedAt: start - 60_000, gate: 'Offline A', verdict: 'valid' },
      { scanId: 'a2', code: twice.ticket.code, scannedAt: start + 1000, gate: 'Offline A', verdict: 'valid' },
      { scanId: 'a3', code: once.ticket.code, scannedAt: start + 2000, gate: 'Offline A', verdict: 'expired' },
    ];
    const deviceB = [
      { scanId: 'b1', code: twice.ticket.code, scannedAt: start + 5000, gate: 'Offline B', verdict: 'valid' },
    ];
    const sync = (deviceId: string, scans: object[]) =>
      t.post('/fanapih5/gate/sync', { eventId: event.id, deviceId, scans }, staff.opts);
    const a = await sync('device-aaaa', deviceA);
    expect(a.body.data).toEqual([
      { scanId: 'a1', outcome: 'conflict', otherGate: 'West', otherAt: start },
      { scanId: 'a2', outcome: 'admitted', otherGate: null, otherAt: null },
      { scanId: 'a3', outcome: 'refused', otherGate: null, otherAt: null },
    ]);
    const b = await sync('device-bbbb', deviceB);
    expect(b.body.data).toEqual([{ scanId: 'b1', outcome: 'conflict', otherGate: 'Offline A', otherAt: start + 1000 }]);
    // The earlier offline admission is the ticket's validation now.
    const history = await t.dataSource.manager.findBy(TicketHistory, { ticketId: online.ticket.id, kind: 'Validated' });
    expect(history).toEqual([expect.objectContaining({ detail: 'Offline A', createdAt: start - 60_000 })]);
    expect((await reload(once.ticket.id)).status).toBe('ready');

    // Both devices upload again (a lost answer): same outcomes, nothing new.
    const [againA, againB] = await Promise.all([sync('device-aaaa', deviceA), sync('device-bbbb', deviceB)]);
    expect(againA.body.data).toEqual(a.body.data);
    expect(againB.body.data).toEqual(b.body.data);
    expect(await t.dataSource.manager.countBy(GateScan, { eventId: event.id })).toBe(4);
    expect(await t.dataSource.manager.countBy(TicketHistory, { ticketId: twice.ticket.id, kind: 'Validated' })).toBe(1);

    const report = await t.ops('gate', 'conflicts', event.slug);
    expect(report.code).toBe(0);
    expect(report.out).toContain(`ticket ${online.ticket.code}: admitted`);
    expect(report.out).toContain(`ticket ${twice.ticket.code}: admitted`);
    expect(report.out).toMatch(/2 conflict\(s\)/);
    const bad = await sync('x', deviceB);
    expect(bad.body.code).not.toBe(REPLY_CODES.SUCCESS.code);
  });
});
