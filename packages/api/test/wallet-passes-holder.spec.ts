import { REPLY_CODES } from '@fanpass/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TransactionRunner } from '../src/database/transaction.js';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { TicketsService } from '../src/modules/tickets/tickets.service.js';
import { WalletPassRegistration } from '../src/modules/tickets/passes/entities/wallet-pass-registration.entity.js';
import { WalletPassRetiredObject } from '../src/modules/tickets/passes/entities/wallet-pass-retired-object.entity.js';
import { WalletPass } from '../src/modules/tickets/passes/entities/wallet-pass.entity.js';
import {
  GOOGLE_WALLET_CLIENT,
  type RecordedGoogleWalletClient,
} from '../src/modules/tickets/passes/google-wallet-client.js';
import { PASS_PUSH_SENDER, type RecordedPassPushSender } from '../src/modules/tickets/passes/pass-push.js';
import { WalletPassUpdates } from '../src/modules/tickets/passes/wallet-pass-updates.js';
import { ACCOUNTS_ENV, lastCode } from './support/accounts.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer } from './support/tickets-fixtures.js';
import { makeWalletCerts, unzip, walletEnv } from './support/wallet-certs.js';
import { getBytes, paidTicket } from './support/wallet-tickets.js';
import { waitFor } from './support/wait-for.js';

const API = 'https://api.example.com';
const TYPE = 'pass.test.fanpass';
const ISSUER = '3388000000012345678';
const V1 = '/passes/apple/v1';

/** What a holder took away from one holding: the Apple pass (its token), its download link and a Google link. */
interface Holding {
  fan: Buyer;
  ticket: Ticket;
  token: string;
  json: Record<string, unknown>;
  appleLink: string;
  googleObjectId: string;
}

describe('wallet passes follow the ticket holder', () => {
  let t: TestApp;
  let pushes: RecordedPassPushSender;
  let patches: RecordedGoogleWalletClient;

  beforeAll(async () => {
    t = await TestApp.start({ ...ACCOUNTS_ENV, ...walletEnv(makeWalletCerts()), PUBLIC_API_URL: API });
    pushes = t.app.get(PASS_PUSH_SENDER);
    patches = t.app.get(GOOGLE_WALLET_CLIENT);
  });
  afterAll(async () => {
    await t.close();
  });

  const walletLink = async (fan: Buyer, ticket: Ticket, kind: 'apple' | 'google') =>
    t.post('/fanapih5/ticket/walletPass', { code: ticket.code, kind }, fan.opts);

  /** The Google object a save link names (the JWT's payload is readable). */
  const objectIdOf = (url: string): string => {
    const claims = url.slice('https://pay.google.com/gp/v/save/'.length).split('.')[1]!;
    return JSON.parse(Buffer.from(claims, 'base64url').toString()).payload.eventTicketObjects[0].id as string;
  };

  /** The holder downloads the Apple pass (the link stays valid for minutes) and saves the Google one. */
  async function hold(fan: Buyer, ticket: Ticket): Promise<Holding> {
    const apple = await walletLink(fan, ticket, 'apple');
    expect(apple.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const appleLink = (apple.body.data.url as string).slice(API.length);
    const download = await getBytes(t, appleLink);
    expect(download.status).toBe(200);
    const json = JSON.parse((await unzip(download.body as Buffer)).get('pass.json')!.toString('utf8'));
    const google = await walletLink(fan, ticket, 'google');
    expect(google.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const googleObjectId = objectIdOf(google.body.data.url as string);
    return { fan, ticket, token: json.authenticationToken as string, json, appleLink, googleObjectId };
  }

  const registration = (device: string, code: string) => `${V1}/devices/${device}/registrations/${TYPE}/${code}`;
  const register = (device: string, h: Holding, pushToken: string) =>
    request(t.server)
      .post(registration(device, h.ticket.code))
      .set('authorization', `ApplePass ${h.token}`)
      .send({ pushToken });
  const unregister = (device: string, h: Holding) =>
    request(t.server).delete(registration(device, h.ticket.code)).set('authorization', `ApplePass ${h.token}`);
  const updatedSince = (device: string) => request(t.server).get(`${V1}/devices/${device}/registrations/${TYPE}`);
  const latest = (h: Holding) =>
    getBytes(t, `${V1}/passes/${TYPE}/${h.ticket.code}`, { authorization: `ApplePass ${h.token}` });

  /** The ticket moves to `to` through the transfer screens (check, e-mailed code, confirm). */
  async function transfer(from: Buyer, ticket: Ticket, to: Buyer): Promise<void> {
    const body = { code: ticket.code, toUserMail: to.user.email };
    expect((await t.post('/fanapih5/ticket/transfer/sendCode', body, from.opts)).body.code).toBe(
      REPLY_CODES.SUCCESS.code,
    );
    const verifyCode = await lastCode(t, from.user.email);
    const done = await t.post('/fanapih5/ticket/transfer/confirm', { ...body, verifyCode }, from.opts);
    expect(done.body.code).toBe(REPLY_CODES.SUCCESS.code);
  }

  /** Everything the change owes has gone out (pushes, patches, retired Google objects). */
  async function delivered(ticketId: number): Promise<void> {
    await waitFor(
      async () => {
        const pass = await t.dataSource.manager.findOneByOrFail(WalletPass, { ticketId });
        expect([pass.pushDueAt, pass.patchDueAt]).toEqual([null, null]);
        expect(await t.dataSource.manager.countBy(WalletPassRetiredObject, { ticketId })).toBe(0);
      },
      { timeout: 20_000 },
    );
  }

  /** The old holder's copy is dead: its token, its devices, its download link. */
  async function expectHoldingEnded(old: Holding, device: string, pushToken: string, pushed: number) {
    expect(await t.dataSource.manager.countBy(WalletPassRegistration, { ticketId: old.ticket.id })).toBe(0);
    expect(pushes.pushes.slice(pushed).map((p) => p.token)).not.toContain(pushToken);
    expect((await updatedSince(device)).status).toBe(204);
    expect((await register(device, old, pushToken)).status).toBe(401);
    expect((await register('another-device', old, pushToken)).status).toBe(401);
    expect((await latest(old)).status).toBe(401);
    expect((await unregister(device, old)).status).toBe(401);
    expect(await t.dataSource.manager.countBy(WalletPassRegistration, { ticketId: old.ticket.id })).toBe(0);
    const download = await request(t.server).get(old.appleLink);
    expect(download.status).toBe(404);
    expect(download.headers['content-type']).not.toContain('pkpass');
  }

  it('a transfer ends the sender pass: old token 401, old link refused, devices dropped and never pushed', async () => {
    const sender = await buyer(t);
    const recipient = await buyer(t);
    const { ticket } = await paidTicket(t, sender);
    const old = await hold(sender, ticket);
    expect(old.googleObjectId).toBe(`${ISSUER}.${ticket.code}`);
    expect((await register('sender-phone', old, 'aa01')).status).toBe(201);
    const pushed = pushes.pushes.length;
    const patched = patches.patches.length;

    await transfer(sender, ticket, recipient);
    await delivered(ticket.id);
    await expectHoldingEnded(old, 'sender-phone', 'aa01', pushed);
    // The sender's Google object goes inactive and learns nothing of the recipient.
    expect(patches.patches.slice(patched)).toEqual([{ objectId: old.googleObjectId, fields: { state: 'INACTIVE' } }]);

    // The recipient's pass is a new holding: a new token that works, a new Google object.
    const moved = await t.dataSource.manager.findOneByOrFail(Ticket, { id: ticket.id });
    const mine = await hold(recipient, moved);
    expect(mine.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mine.token).not.toBe(old.token);
    expect(mine.googleObjectId).not.toBe(old.googleObjectId);
    expect((await register('recipient-phone', mine, 'bb01')).status).toBe(201);
    expect((await latest(mine)).status).toBe(200);
    expect((await updatedSince('recipient-phone')).body.serialNumbers).toEqual([ticket.code]);

    // Later changes reach the recipient's device and object only.
    const pushedBefore = pushes.pushes.length;
    const patchedBefore = patches.patches.length;
    await t.app.get(TransactionRunner).withTransaction(async (tx) => {
      await tx.update(Ticket, { id: ticket.id }, { seatArea: 'Row D, Seat 4', attendeeName: 'Bao Ngoc' });
      await t.app.get(WalletPassUpdates).ticketChanged(tx, ticket.id);
    });
    await delivered(ticket.id);
    expect(pushes.pushes.slice(pushedBefore)).toEqual([{ topic: TYPE, token: 'bb01' }]);
    expect(patches.patches.slice(patchedBefore)).toEqual([
      expect.objectContaining({
        objectId: mine.googleObjectId,
        fields: expect.objectContaining({ ticketHolderName: 'Bao Ngoc' }),
      }),
    ]);
    expect((await latest(old)).status).toBe(401);
  });

  it('refuses an Apple download link minted for the sender, even one never used before the transfer', async () => {
    const sender = await buyer(t);
    const recipient = await buyer(t);
    const { ticket } = await paidTicket(t, sender);
    const link = (await walletLink(sender, ticket, 'apple')).body.data.url as string;
    await transfer(sender, ticket, recipient);
    expect((await request(t.server).get(link.slice(API.length))).status).toBe(404);
    expect((await walletLink(sender, ticket, 'apple')).body.code).toBe(REPLY_CODES.TICKET_NOT_FOUND.code);
    expect((await walletLink(sender, ticket, 'google')).body.code).toBe(REPLY_CODES.TICKET_NOT_FOUND.code);
    // The recipient's own link works, and its pass carries a token the sender never saw.
    const mine = await hold(recipient, ticket);
    expect((await latest(mine)).status).toBe(200);
  });

  it('a revocation ends the holder pass: old token 401, link refused, devices dropped, Google object inactive', async () => {
    const fan = await buyer(t);
    const { ticket } = await paidTicket(t, fan);
    const old = await hold(fan, ticket);
    expect((await register('revoked-phone', old, 'cc01')).status).toBe(201);
    const pushed = pushes.pushes.length;
    const patched = patches.patches.length;

    expect(await t.app.get(TicketsService).revoke(ticket.code)).toBe(true);
    await delivered(ticket.id);
    await expectHoldingEnded(old, 'revoked-phone', 'cc01', pushed);
    expect(patches.patches.slice(patched)).toEqual([{ objectId: old.googleObjectId, fields: { state: 'INACTIVE' } }]);
  });

  it('a refund ends the pass of every ticket of the order the same way', async () => {
    const fan = await buyer(t);
    const { ticket } = await paidTicket(t, fan);
    const old = await hold(fan, ticket);
    expect((await register('refunded-phone', old, 'dd01')).status).toBe(201);
    const pushed = pushes.pushes.length;
    const patched = patches.patches.length;

    await t.app
      .get(TransactionRunner)
      .withTransaction((tx) => t.app.get(TicketsService).revokeOfOrder(tx, ticket.orderId, t.clock.now()));
    await delivered(ticket.id);
    await expectHoldingEnded(old, 'refunded-phone', 'dd01', pushed);
    expect(patches.patches.slice(patched)).toEqual([{ objectId: old.googleObjectId, fields: { state: 'INACTIVE' } }]);
  });

  it('keeps a failed Google retirement due and sends it again later', async () => {
    const sender = await buyer(t);
    const recipient = await buyer(t);
    const { ticket } = await paidTicket(t, sender);
    const old = await hold(sender, ticket);
    const patched = patches.patches.length;
    const refused = patches.refused;
    patches.failing = true;
    try {
      await transfer(sender, ticket, recipient);
      await waitFor(() => expect(patches.refused).toBe(refused + 1), { timeout: 20_000 });
      await waitFor(async () =>
        expect(await t.dataSource.manager.findBy(WalletPassRetiredObject, { ticketId: ticket.id })).toEqual([
          { ticketId: ticket.id, generation: 0, dueAt: t.clock.now() },
        ]),
      );
    } finally {
      patches.failing = false;
    }
    t.clock.advance(61_000);
    expect(await t.app.get(WalletPassUpdates).retryDue()).toBeGreaterThanOrEqual(1);
    expect(patches.patches.slice(patched)).toEqual([{ objectId: old.googleObjectId, fields: { state: 'INACTIVE' } }]);
    expect(await t.dataSource.manager.countBy(WalletPassRetiredObject, { ticketId: ticket.id })).toBe(0);
  });
});
