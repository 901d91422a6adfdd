import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { TransferExpiryJob } from '../src/modules/tickets/transfers/transfer-expiry.job.js';
import { ACCOUNTS_ENV, lastCode, newEmail, outbox, signUp } from './support/accounts.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer } from './support/tickets-fixtures.js';
import { paidTicket } from './support/wallet-tickets.js';

const HOUR = 3_600_000;

describe('tickets: transfer to an e-mail with no account — invitation, accept, cancel, expiry', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ ...ACCOUNTS_ENV, TRANSFER_LOCK_HOURS: '24', TRANSFER_INVITE_HOURS: '72' });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (path: string, body: Record<string, string>, opts: Buyer['opts'] | { token: string }) =>
    t.post(`/fanapih5/ticket/transfer/${path}`, body, { ...opts, lang: 'en_US' });
  const ticketRow = (id: number) => t.dataSource.manager.findOneByOrFail(Ticket, { id });
  const mine = async (fan: Buyer) => (await t.get('/fanapih5/ticket/transfer/mine', {}, fan.opts)).body.data;

  /** Sends `ticket` to `to` through the three steps; answers the confirm's data. */
  async function send(sender: Buyer, code: string, to: string) {
    const checked = await call('check', { code, toUserMail: to }, sender.opts);
    expect(checked.body).toMatchObject({
      code: REPLY_CODES.SUCCESS.code,
      data: { toUserMail: to, registered: false, inviteHours: 72 },
    });
    expect((await call('sendCode', { code, toUserMail: to }, sender.opts)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    const verifyCode = await lastCode(t, sender.user.email);
    const done = await call('confirm', { code, toUserMail: to, verifyCode }, sender.opts);
    expect(done.body.code).toBe(REPLY_CODES.SUCCESS.code);
    return done.body.data as { shareToken: string; state: string; expiresAt: number; toUserMail: string };
  }

  it('sets the ticket aside and invites the recipient, who signs up and accepts it', async () => {
    const sender = await buyer(t, { nickname: 'Alice' });
    const { ticket, title } = await paidTicket(t, sender);
    const invitee = newEmail('invitee');

    const pending = await send(sender, ticket.code, invitee);
    expect(pending).toMatchObject({ state: 'pending', toUserMail: invitee, expiresAt: t.clock.now() + 72 * HOUR });
    // Usable by no one while it waits: a new secret (the sender's saved QR is dead), no second transfer.
    const aside = await ticketRow(ticket.id);
    expect(aside).toMatchObject({ status: 'transferring', userId: sender.user.id });
    expect(aside.secret).not.toBe(ticket.secret);
    const again = await call('check', { code: ticket.code, toUserMail: newEmail() }, sender.opts);
    expect(again.body).toMatchObject({ code: REPLY_CODES.TRANSFER_WAITING.code });
    expect(again.body.msg).toContain('Cancel that transfer in My Tickets');

    // The invitation names the sender, the event and the link; the sender is told it waits.
    const [invite] = await outbox(t, invitee);
    expect(invite!.subject).toBe(`Alice is sending you a ticket for ${title}`);
    expect(invite!.text).toContain(`share-transfer?token=${pending.shareToken}`);
    expect(invite!.text).toContain('72 hours');
    expect((await outbox(t, sender.user.email))[0]!.subject).toBe(`Your ticket for ${title} is waiting for ${invitee}`);
    expect(await mine(sender)).toEqual([
      expect.objectContaining({
        shareToken: pending.shareToken,
        ticketCode: ticket.code,
        toUserMail: invitee,
        state: 'pending',
        expiresAt: pending.expiresAt,
        event: expect.objectContaining({ title }),
      }),
    ]);
    const share = await t.get('/fanapih5/ticket/transfer/share', { token: pending.shareToken });
    expect(share.body.data).toMatchObject({ fromName: 'Alice', state: 'pending', expiresAt: pending.expiresAt });

    // The recipient signs up with that address and accepts: theirs, as a done transfer.
    const friend = await signUp(t, {}, invitee);
    t.clock.advance(HOUR);
    const accepted = await call('accept', { token: pending.shareToken }, { token: friend.token });
    expect(accepted.body).toMatchObject({ code: REPLY_CODES.SUCCESS.code, data: { state: 'done', expiresAt: null } });
    const moved = await ticketRow(ticket.id);
    expect(moved).toMatchObject({ userId: friend.id, status: 'ready', transferLockedUntil: t.clock.now() + 24 * HOUR });
    expect(moved.secret).not.toBe(aside.secret);
    const detail = await t.get('/fanapih5/ticket/detail', { code: ticket.code }, { token: friend.token });
    expect(detail.body.data.history.map((h: { kind: string }) => h.kind)).toEqual(['Purchased', 'Transferred']);
    expect((await outbox(t, invitee))[0]!.subject).toBe(`Alice sent you a ticket for ${title}`);
    expect((await outbox(t, sender.user.email))[0]!.subject).toBe(`You transferred a ticket for ${title}`);
    expect((await mine(sender))[0]).toMatchObject({ state: 'done', expiresAt: null });
    // The sender's alert: accepted, by whom, opening their tickets.
    const alerts = (await t.get('/fanapih5/alerts/inbox', {}, sender.opts)).body.data;
    expect(alerts.items).toEqual([
      expect.objectContaining({
        kind: 'transferAccepted',
        title: `Your ticket was accepted: ${title}`,
        body: `${invitee} accepted the ticket you sent.`,
      }),
    ]);

    // Accepting twice, or cancelling a done transfer: nothing left to do.
    expect((await call('accept', { token: pending.shareToken }, { token: friend.token })).body.code).toBe(
      REPLY_CODES.TRANSFER_NOT_PENDING.code,
    );
    expect((await call('cancel', { token: pending.shareToken }, sender.opts)).body.code).toBe(
      REPLY_CODES.TRANSFER_NOT_PENDING.code,
    );
  });

  it('only the invited address accepts; only the sender cancels, and the ticket comes back usable', async () => {
    const sender = await buyer(t);
    const stranger = await buyer(t);
    const { ticket } = await paidTicket(t, sender);
    const pending = await send(sender, ticket.code, newEmail('invitee'));

    const wrong = await call('accept', { token: pending.shareToken }, stranger.opts);
    expect(wrong.body).toMatchObject({ code: REPLY_CODES.TRANSFER_NOT_FOR_YOU.code });
    expect(wrong.body.msg).toContain('Sign in with the address it was sent to');
    // Someone else's transfer answers like none at all.
    expect((await call('cancel', { token: pending.shareToken }, stranger.opts)).body.code).toBe(
      REPLY_CODES.TRANSFER_NOT_FOUND.code,
    );
    expect((await call('cancel', { token: 'f'.repeat(32) }, sender.opts)).body.code).toBe(
      REPLY_CODES.TRANSFER_NOT_FOUND.code,
    );

    const cancelled = await call('cancel', { token: pending.shareToken }, sender.opts);
    expect(cancelled.body).toMatchObject({
      code: REPLY_CODES.SUCCESS.code,
      data: { state: 'cancelled', ticketCode: ticket.code, expiresAt: null },
    });
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'ready', userId: sender.user.id });
    // The sender may send it again at once (no lock: it never moved).
    expect(
      (await call('check', { code: ticket.code, toUserMail: stranger.user.email }, sender.opts)).body,
    ).toMatchObject({ code: REPLY_CODES.SUCCESS.code, data: { registered: true } });
  });

  it('gives the ticket back when the invitation runs out, and tells the sender in their language', async () => {
    const sender = await buyer(t);
    const { ticket, title } = await paidTicket(t, sender);
    const invitee = newEmail('late');
    const pending = await send(sender, ticket.code, invitee);
    const job = t.app.get(TransferExpiryJob);
    expect(await job.run()).toBe(0);

    t.clock.advance(72 * HOUR);
    // Past the deadline it can no longer be accepted, even before the job has run.
    const friend = await signUp(t, {}, invitee);
    expect((await call('accept', { token: pending.shareToken }, { token: friend.token })).body.code).toBe(
      REPLY_CODES.TRANSFER_NOT_PENDING.code,
    );
    // At least this one (a run may end others' that ran out too), then none is left.
    expect(await job.run()).toBeGreaterThanOrEqual(1);
    expect(await job.run()).toBe(0);
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'ready', userId: sender.user.id });
    const [told] = await outbox(t, sender.user.email);
    expect(told!.subject).toBe(`Your ticket for ${title} is yours again`);
    expect((await mine(sender))[0]).toMatchObject({ state: 'expired' });
  });

  it('a paid ticket seated while it waits comes back, or goes over, ready', async () => {
    const sender = await buyer(t);
    const { ticket } = await paidTicket(t, sender);
    await t.dataSource.manager.update(Ticket, { id: ticket.id }, { status: 'paid', seatState: 'confirming' });
    const pending = await send(sender, ticket.code, newEmail('seated'));
    // seats assign, while it waits: the seat is given, the status stays 'transferring'.
    await t.dataSource.manager.update(
      Ticket,
      { id: ticket.id },
      { seatState: 'assigned', seatRow: 'K', seatNumber: '7' },
    );
    expect((await call('cancel', { token: pending.shareToken }, sender.opts)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'ready', userId: sender.user.id, seatRow: 'K' });

    // Not seated while it waits: it stays paid (still confirming its seat).
    const { ticket: other } = await paidTicket(t, sender);
    await t.dataSource.manager.update(Ticket, { id: other.id }, { status: 'paid', seatState: 'confirming' });
    const invitee = newEmail('unseated');
    t.clock.advance(61_000); // the sender's next transfer code
    const second = await send(sender, other.code, invitee);
    const friend = await signUp(t, {}, invitee);
    expect((await call('accept', { token: second.shareToken }, { token: friend.token })).body.code).toBe(
      REPLY_CODES.SUCCESS.code,
    );
    expect(await ticketRow(other.id)).toMatchObject({ status: 'paid', userId: friend.id, seatState: 'confirming' });
  });

  it('a ticket revoked while it waits is neither accepted nor given back', async () => {
    const sender = await buyer(t);
    const { ticket } = await paidTicket(t, sender);
    const invitee = newEmail('revoked');
    const pending = await send(sender, ticket.code, invitee);
    expect((await t.ops('ticket', 'revoke', ticket.code)).code).toBe(0);
    const friend = await signUp(t, {}, invitee);
    expect((await call('accept', { token: pending.shareToken }, { token: friend.token })).body.code).toBe(
      REPLY_CODES.TRANSFER_TICKET_REVOKED.code,
    );
    t.clock.advance(72 * HOUR);
    await t.app.get(TransferExpiryJob).run();
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'revoked', userId: sender.user.id });
  });

  it('accept and cancel at the same moment: exactly one wins, and the ticket follows it', async () => {
    for (let round = 0; round < 3; round++) {
      const sender = await buyer(t);
      const { ticket } = await paidTicket(t, sender);
      const invitee = newEmail('race');
      const pending = await send(sender, ticket.code, invitee);
      const friend = await signUp(t, {}, invitee);
      const [accepted, cancelled] = await Promise.all([
        call('accept', { token: pending.shareToken }, { token: friend.token }),
        call('cancel', { token: pending.shareToken }, sender.opts),
      ]);
      const codes = [accepted.body.code, cancelled.body.code].sort();
      expect(codes).toEqual([REPLY_CODES.SUCCESS.code, REPLY_CODES.TRANSFER_NOT_PENDING.code].sort());
      const row = await ticketRow(ticket.id);
      expect(row.status).toBe('ready');
      expect(row.userId).toBe(accepted.body.code === REPLY_CODES.SUCCESS.code ? friend.id : sender.user.id);
    }
  });
});
