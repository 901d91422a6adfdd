import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Attendee } from '../src/modules/attendees/entities/attendee.entity.js';
import { EventRow } from '../src/modules/events/entities/event.entity.js';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { TicketsService } from '../src/modules/tickets/tickets.service.js';
import { WalletPassRegistration } from '../src/modules/tickets/passes/entities/wallet-pass-registration.entity.js';
import { ACCOUNTS_ENV, lastCode, outbox } from './support/accounts.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer } from './support/tickets-fixtures.js';
import { paidTicket } from './support/wallet-tickets.js';

describe('tickets: transfer to a registered account by e-mail, status rules and revocation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ ...ACCOUNTS_ENV, TRANSFER_LOCK_HOURS: '24' });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (path: string, body: Record<string, string>, fan: Buyer) =>
    t.post(`/fanapih5/ticket/transfer/${path}`, body, fan.opts);

  /** Step 1 and 2 of the flow; answers the code e-mailed to the sender. */
  async function codeFor(fan: Buyer, code: string, to: string): Promise<string> {
    const checked = await call('check', { code, toUserMail: to }, fan);
    expect(checked.body).toMatchObject({
      code: REPLY_CODES.SUCCESS.code,
      data: { toUserMail: to.toLowerCase(), registered: true },
    });
    const sent = await call('sendCode', { code, toUserMail: to }, fan);
    expect(sent.body).toMatchObject({ code: REPLY_CODES.SUCCESS.code, data: { resendAfterSeconds: 60 } });
    return lastCode(t, fan.user.email);
  }

  const ticketRow = (id: number) => t.dataSource.manager.findOneByOrFail(Ticket, { id });

  it('moves the ticket to the recipient at once with a new secret, history, e-mails, notices and a re-transfer lock', async () => {
    const sender = await buyer(t, { nickname: 'Alice' });
    const friend = await buyer(t);
    const third = await buyer(t);
    const { ticket, title } = await paidTicket(t, sender);
    expect(ticket.status).toBe('ready');
    await t.dataSource.manager.insert(WalletPassRegistration, {
      deviceId: 'old-phone',
      ticketId: ticket.id,
      pushToken: 'tok',
      createdAt: t.clock.now(),
    });
    const verifyCode = await codeFor(sender, ticket.code, friend.user.email.toUpperCase());

    const done = await call('confirm', { code: ticket.code, toUserMail: friend.user.email, verifyCode }, sender);
    expect(done.body).toMatchObject({
      code: REPLY_CODES.SUCCESS.code,
      data: { toUserMail: friend.user.email, state: 'done', expiresAt: null },
    });
    const moved = await ticketRow(ticket.id);
    expect(moved.userId).toBe(friend.user.id);
    expect(moved.secret).not.toBe(ticket.secret);
    expect(moved.transferLockedUntil).toBe(t.clock.now() + 24 * 3_600_000);
    // The old holder's wallet devices no longer follow the pass.
    expect(await t.dataSource.manager.countBy(WalletPassRegistration, { ticketId: ticket.id })).toBe(0);

    // The recipient sees it in My Tickets with its history; the sender no longer does.
    const mine = await t.get('/fanapih5/ticket/myTickets', {}, friend.opts);
    expect(mine.body.data.map((x: { code: string }) => x.code)).toContain(ticket.code);
    const detail = await t.get('/fanapih5/ticket/detail', { code: ticket.code }, friend.opts);
    expect(detail.body.data.history.map((h: { kind: string }) => h.kind)).toEqual(['Purchased', 'Transferred']);
    expect(detail.body.data.transferLockedUntil).toBe(moved.transferLockedUntil);
    expect((await t.get('/fanapih5/ticket/detail', { code: ticket.code }, sender.opts)).body.code).toBe(
      REPLY_CODES.TICKET_NOT_FOUND.code,
    );

    // Both sides get an e-mail and an in-app notice (shown once).
    expect((await outbox(t, friend.user.email))[0]!.subject).toBe(`Alice sent you a ticket for ${title}`);
    expect((await outbox(t, sender.user.email))[0]!.subject).toBe(`You transferred a ticket for ${title}`);
    const notice = await t.get('/fanapih5/notify', {}, friend.opts);
    expect(notice.body.data.title).toBe(`Alice sent you a ticket for ${title}`);
    expect((await t.get('/fanapih5/notify', {}, friend.opts)).body.data).toBeNull();
    expect((await t.get('/fanapih5/notify', {}, sender.opts)).body.data.title).toContain('You transferred');

    // The public page the recipient's e-mail links to.
    const share = await t.get('/fanapih5/ticket/transfer/share', { token: done.body.data.shareToken as string });
    expect(share.body.data).toMatchObject({ fromName: 'Alice', event: { title }, seatArea: 'Stalls B' });

    // Locked for 24 hours: the new holder cannot pass it on yet, then can.
    const locked = await call('check', { code: ticket.code, toUserMail: third.user.email }, friend);
    expect(locked.body).toMatchObject({ code: REPLY_CODES.TRANSFER_LOCKED.code });
    expect(locked.body.msg).toContain('24 hours');
    t.clock.advance(24 * 3_600_000 + 1);
    expect((await call('check', { code: ticket.code, toUserMail: third.user.email }, friend)).body.code).toBe(
      REPLY_CODES.SUCCESS.code,
    );
  });

  it('refuses a suspended account, oneself, and a ticket that is not yours (IDOR)', async () => {
    const sender = await buyer(t);
    const stranger = await buyer(t);
    const suspended = await buyer(t, { status: 'suspended' });
    const { ticket } = await paidTicket(t, sender);
    const refused = await t.post(
      '/fanapih5/ticket/transfer/check',
      { code: ticket.code, toUserMail: suspended.user.email },
      { ...sender.opts, lang: 'en_US' },
    );
    expect(refused.body).toMatchObject({ code: REPLY_CODES.TRANSFER_NOT_REGISTERED.code });
    expect((await call('check', { code: ticket.code, toUserMail: sender.user.email }, sender)).body.code).toBe(
      REPLY_CODES.TRANSFER_TO_SELF.code,
    );
    for (const step of ['check', 'sendCode']) {
      expect((await call(step, { code: ticket.code, toUserMail: stranger.user.email }, stranger)).body.code).toBe(
        REPLY_CODES.TICKET_NOT_FOUND.code,
      );
    }
    const idor = await call(
      'confirm',
      { code: ticket.code, toUserMail: stranger.user.email, verifyCode: '123456' },
      stranger,
    );
    expect(idor.body.code).toBe(REPLY_CODES.TICKET_NOT_FOUND.code);
    expect((await ticketRow(ticket.id)).userId).toBe(sender.user.id);
  });

  it('refuses a wrong code and an expired one, leaving the ticket with its holder', async () => {
    const sender = await buyer(t);
    const friend = await buyer(t);
    const { ticket } = await paidTicket(t, sender);
    const right = await codeFor(sender, ticket.code, friend.user.email);
    const wrong = right === '000000' ? '111111' : '000000';
    const base = { code: ticket.code, toUserMail: friend.user.email };
    expect((await call('confirm', { ...base, verifyCode: wrong }, sender)).body.code).toBe(
      REPLY_CODES.CODE_INVALID.code,
    );
    t.clock.advance(11 * 60_000);
    expect((await call('confirm', { ...base, verifyCode: right }, sender)).body.code).toBe(
      REPLY_CODES.CODE_EXPIRED.code,
    );
    const row = await ticketRow(ticket.id);
    expect(row).toMatchObject({ userId: sender.user.id, secret: ticket.secret });
    // A resend gives a fresh code that works.
    const fresh = await codeFor(sender, ticket.code, friend.user.email);
    expect((await call('confirm', { ...base, verifyCode: fresh }, sender)).body.code).toBe(REPLY_CODES.SUCCESS.code);
  });

  it('binds the code to its ticket and recipient: it confirms no other transfer, and its e-mail names both', async () => {
    const sender = await buyer(t);
    const friend = await buyer(t);
    const other = await buyer(t);
    const { ticket: asked, title } = await paidTicket(t, sender);
    const { ticket: another } = await paidTicket(t, sender);
    const verifyCode = await codeFor(sender, asked.code, friend.user.email);
    // Another ticket to another recipient, the same ticket to another, another ticket to the same.
    for (const [code, toUserMail] of [
      [another.code, other.user.email],
      [asked.code, other.user.email],
      [another.code, friend.user.email],
    ] as const) {
      const refused = await call('confirm', { code, toUserMail, verifyCode }, sender);
      expect(refused.body.code).toBe(REPLY_CODES.CODE_INVALID.code);
    }
    expect((await ticketRow(asked.id)).userId).toBe(sender.user.id);
    expect((await ticketRow(another.id)).userId).toBe(sender.user.id);

    // The e-mail that carried the code names the event, the ticket and the recipient.
    const [mail] = await outbox(t, sender.user.email);
    expect(mail!.text).toContain(verifyCode);
    expect(mail!.text).toContain(title);
    expect(mail!.text).toContain(asked.code);
    expect(mail!.text).toContain(friend.user.email);

    // The transfer it was asked for still goes through.
    const done = await call('confirm', { code: asked.code, toUserMail: friend.user.email, verifyCode }, sender);
    expect(done.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect((await ticketRow(asked.id)).userId).toBe(friend.user.id);
    expect((await ticketRow(another.id)).userId).toBe(sender.user.id);
  });

  it('refuses a validated ticket and a revoked one; ops revoke makes a ticket unusable at once with a new secret', async () => {
    const sender = await buyer(t);
    const friend = await buyer(t);
    const used = (await paidTicket(t, sender)).ticket;
    await t.dataSource.manager.update(Ticket, { id: used.id }, { status: 'validated' });
    expect((await call('check', { code: used.code, toUserMail: friend.user.email }, sender)).body.code).toBe(
      REPLY_CODES.TRANSFER_TICKET_VALIDATED.code,
    );
    // Once the event is over, its validated tickets become redeemed (and still cannot move).
    const slug = (await t.dataSource.manager.findOneByOrFail(EventRow, { id: used.eventId })).slug;
    expect((await t.ops('event', 'close', slug)).code).toBe(2);
    t.clock.advance(8 * 86_400_000);
    // ops runs on the real clock; the service here sees the test clock moved past the event's end.
    expect(await t.app.get(TicketsService).closeEvent(slug)).toBe(1);
    expect((await ticketRow(used.id)).status).toBe('redeemed');
    expect((await call('check', { code: used.code, toUserMail: friend.user.email }, sender)).body.code).toBe(
      REPLY_CODES.TRANSFER_TICKET_VALIDATED.code,
    );

    const { ticket } = await paidTicket(t, sender);
    const verifyCode = await codeFor(sender, ticket.code, friend.user.email);
    const revoked = await t.ops('ticket', 'revoke', ticket.code);
    expect(revoked).toMatchObject({ code: 0, out: `Ticket ${ticket.code} revoked` });
    const row = await ticketRow(ticket.id);
    expect(row.status).toBe('revoked');
    expect(row.secret).not.toBe(ticket.secret);
    // Revoked between the code and the confirmation: refused, the code unused.
    const late = await call('confirm', { code: ticket.code, toUserMail: friend.user.email, verifyCode }, sender);
    expect(late.body.code).toBe(REPLY_CODES.TRANSFER_TICKET_REVOKED.code);
    expect((await ticketRow(ticket.id)).userId).toBe(sender.user.id);
    expect((await t.ops('ticket', 'revoke', ticket.code)).code).toBe(2);

    // The public link shows event, area and status, nothing personal.
    const open = await t.get('/fanapih5/ticket/stuDetail', { code: ticket.code });
    expect(open.body.data).toMatchObject({ code: ticket.code, status: 'revoked', seatArea: 'Stalls B' });
    expect(JSON.stringify(open.body.data)).not.toMatch(/attendee|email|userId|secret/i);
  });

  it('a real-name ticket asks the recipient to choose one of their own attendees', async () => {
    const sender = await buyer(t);
    const friend = await buyer(t);
    const { ticket } = await paidTicket(t, sender);
    await t.dataSource.manager.update(EventRow, { id: ticket.eventId }, { realNameRequired: true });
    const verifyCode = await codeFor(sender, ticket.code, friend.user.email);
    await call('confirm', { code: ticket.code, toUserMail: friend.user.email, verifyCode }, sender);
    const detail = await t.get('/fanapih5/ticket/detail', { code: ticket.code }, friend.opts);
    expect(detail.body.data).toMatchObject({ attendeePending: true, attendeeName: null });

    const now = t.clock.now();
    const person = {
      idType: 'passport',
      idNumber: 'P1234567',
      areaCode: '853',
      phone: '66123456',
      createdAt: now,
      updatedAt: now,
    };
    await t.dataSource.manager.insert(Attendee, { ...person, userId: sender.user.id, fullName: 'Not Yours' });
    await t.dataSource.manager.insert(Attendee, { ...person, userId: friend.user.id, fullName: 'Lin Mei' });
    const [theirs, own] = await t.dataSource.manager.find(Attendee, {
      where: [{ userId: sender.user.id }, { userId: friend.user.id }],
      order: { id: 'ASC' },
    });
    const choose = (attendeeId: number) =>
      t.post('/fanapih5/ticket/chooseAttendee', { code: ticket.code, attendeeId }, friend.opts);
    expect((await choose(theirs!.id)).body.code).toBe(REPLY_CODES.ATTENDEE_NOT_FOUND.code);
    const chosen = await choose(own!.id);
    expect(chosen.body.data).toMatchObject({ attendeePending: false, attendeeName: 'Lin Mei' });
    expect((await choose(own!.id)).body.code).toBe(REPLY_CODES.TICKET_ATTENDEE_NOT_PENDING.code);
  });
});
