import { once } from 'node:events';
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createSecureServer, type ServerHttp2Stream } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { createVerify } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config/config.js';
import { TransactionRunner } from '../src/database/transaction.js';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { WalletPass } from '../src/modules/tickets/passes/entities/wallet-pass.entity.js';
import {
  GOOGLE_WALLET_CLIENT,
  HttpGoogleWalletClient,
  type RecordedGoogleWalletClient,
} from '../src/modules/tickets/passes/google-wallet-client.js';
import {
  ApnsPassPushSender,
  PASS_PUSH_SENDER,
  type RecordedPassPushSender,
} from '../src/modules/tickets/passes/pass-push.js';
import { WALLET_RETRY_MS, WalletPassUpdates } from '../src/modules/tickets/passes/wallet-pass-updates.js';
import { TestApp, TestClock } from './support/test-app.js';
import { buyer } from './support/tickets-fixtures.js';
import { makeLocalhostCert, makeWalletCerts, unzip, walletEnv, type WalletTestCerts } from './support/wallet-certs.js';
import { getBytes, paidTicket } from './support/wallet-tickets.js';
import { configProblems } from './support/config-problems.js';
import { PRODUCTION_ENV } from './support/production-env.js';
import { waitFor } from './support/wait-for.js';

const API = 'https://api.example.com';
const TYPE = 'pass.test.fanpass';
const ISSUER = '3388000000012345678';
const V1 = '/passes/apple/v1';

interface SavedPass {
  ticket: Ticket;
  token: string;
  json: Record<string, unknown>;
}

describe('wallet pass updates', () => {
  let t: TestApp;
  let certs: WalletTestCerts;
  let env: Record<string, string>;
  let pushes: RecordedPassPushSender;
  let patches: RecordedGoogleWalletClient;
  let updates: WalletPassUpdates;

  beforeAll(async () => {
    certs = makeWalletCerts();
    env = walletEnv(certs);
    t = await TestApp.start({ ...env, PUBLIC_API_URL: API });
    pushes = t.app.get(PASS_PUSH_SENDER);
    patches = t.app.get(GOOGLE_WALLET_CLIENT);
    updates = t.app.get(WalletPassUpdates);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Downloads the fan's Apple pass the way the web's button does, and reads its pass.json. */
  async function applePass(ticket: Ticket, fan: Awaited<ReturnType<typeof buyer>>): Promise<SavedPass> {
    const link = await t.post('/fanapih5/ticket/walletPass', { code: ticket.code, kind: 'apple' }, fan.opts);
    const download = await getBytes(t, (link.body.data.url as string).slice(API.length));
    expect(download.status).toBe(200);
    const json = JSON.parse((await unzip(download.body as Buffer)).get('pass.json')!.toString('utf8'));
    return { ticket, token: json.authenticationToken as string, json };
  }

  async function savedPass(): Promise<SavedPass & { fan: Awaited<ReturnType<typeof buyer>> }> {
    const fan = await buyer(t);
    const { ticket } = await paidTicket(t, fan);
    return { fan, ...(await applePass(ticket, fan)) };
  }

  const registration = (device: string, code: string) => `${V1}/devices/${device}/registrations/${TYPE}/${code}`;
  const register = (device: string, pass: SavedPass, pushToken: string, token = pass.token) =>
    request(t.server)
      .post(registration(device, pass.ticket.code))
      .set('authorization', `ApplePass ${token}`)
      .send({ pushToken });
  const updatedSince = (device: string, tag?: string) =>
    request(t.server).get(`${V1}/devices/${device}/registrations/${TYPE}${tag ? `?passesUpdatedSince=${tag}` : ''}`);
  const latest = (pass: SavedPass, headers: Record<string, string> = {}) =>
    getBytes(t, `${V1}/passes/${TYPE}/${pass.ticket.code}`, { authorization: `ApplePass ${pass.token}`, ...headers });

  /** Changes the ticket row and calls the update entry point in the same transaction. */
  async function changeTicket(ticketId: number, change: Partial<Ticket>): Promise<void> {
    await t.app.get(TransactionRunner).withTransaction(async (tx) => {
      await tx.update(Ticket, { id: ticketId }, change);
      await updates.ticketChanged(tx, ticketId);
    });
  }

  const dueOf = (ticketId: number) => t.dataSource.manager.findOneByOrFail(WalletPass, { ticketId });

  it('puts the web service URL and a per-pass authentication token in the Apple pass', async () => {
    const pass = await savedPass();
    expect(pass.json).toMatchObject({ webServiceURL: `${API}/passes/apple`, serialNumber: pass.ticket.code });
    expect(pass.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await applePass(pass.ticket, pass.fan);
    expect(again.token).toBe(pass.token);
    const other = await savedPass();
    expect(other.token).not.toBe(pass.token);
  });

  it('registers and unregisters a device with the pass token, and lists its passes', async () => {
    const pass = await savedPass();
    expect((await register('device-a', pass, 'ab12', 'x'.repeat(43))).status).toBe(401);
    const noHeader = await request(t.server).post(registration('device-a', pass.ticket.code)).send({ pushToken: 'ab' });
    expect(noHeader.status).toBe(401);
    expect(
      (await register('device-a', { ...pass, ticket: { ...pass.ticket, code: '0'.repeat(20) } }, 'ab12')).status,
    ).toBe(404);
    const otherType = await request(t.server)
      .post(`${V1}/devices/device-a/registrations/pass.other.type/${pass.ticket.code}`)
      .set('authorization', `ApplePass ${pass.token}`)
      .send({ pushToken: 'ab12' });
    expect(otherType.status).toBe(404);
    expect((await register('device-a', pass, 'not a token!')).status).toBe(400);

    expect((await register('device-a', pass, 'ab12')).status).toBe(201);
    expect((await register('device-a', pass, 'ab12')).status).toBe(200);

    const listed = await updatedSince('device-a');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ serialNumbers: [pass.ticket.code], lastUpdated: expect.stringMatching(/^\d+$/) });
    expect((await updatedSince('device-a', listed.body.lastUpdated as string)).status).toBe(204);
    expect((await updatedSince('device-unknown')).status).toBe(204);

    const wrongDelete = await request(t.server)
      .delete(registration('device-a', pass.ticket.code))
      .set('authorization', 'ApplePass wrong');
    expect(wrongDelete.status).toBe(401);
    const unregistered = await request(t.server)
      .delete(registration('device-a', pass.ticket.code))
      .set('authorization', `ApplePass ${pass.token}`);
    expect(unregistered.status).toBe(200);
    expect((await updatedSince('device-a')).status).toBe(204);
  });

  it('serves the latest pass with Last-Modified, 304 when the device has it, 401 and 404 otherwise', async () => {
    const pass = await savedPass();
    const fresh = await latest(pass);
    expect(fresh.status).toBe(200);
    expect(fresh.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const lastModified = fresh.headers['last-modified'] as string;
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
    const json = JSON.parse((await unzip(fresh.body as Buffer)).get('pass.json')!.toString('utf8'));
    expect(json).toMatchObject({ serialNumber: pass.ticket.code, authenticationToken: pass.token });

    expect((await latest(pass, { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await latest({ ...pass, token: 'y'.repeat(43) })).status).toBe(401);
    expect((await latest({ ...pass, ticket: { ...pass.ticket, code: 'F'.repeat(20) } })).status).toBe(404);
    expect(
      (
        await request(t.server)
          .post(`${V1}/log`)
          .send({ logs: ['could not fetch pass'] })
      ).status,
    ).toBe(200);
  });

  it('ticketChanged: a newer tag, the changed pass, one push per device and one Google patch after commit', async () => {
    const pass = await savedPass();
    await t.post('/fanapih5/ticket/walletPass', { code: pass.ticket.code, kind: 'google' }, pass.fan.opts);
    expect((await register('phone-1', pass, 'aa11')).status).toBe(201);
    expect((await register('watch-1', pass, 'bb22')).status).toBe(201);
    const before = await updatedSince('phone-1');
    const tag = before.body.lastUpdated as string;
    const lastModified = (await latest(pass)).headers['last-modified'] as string;
    const pushed = pushes.pushes.length;
    const patched = patches.patches.length;

    await changeTicket(pass.ticket.id, { seatArea: 'Row C, Seat 12', attendeeName: 'Lan Tran' });
    await waitFor(async () => expect((await dueOf(pass.ticket.id)).pushDueAt).toBeNull());
    await waitFor(async () => expect((await dueOf(pass.ticket.id)).patchDueAt).toBeNull());

    const after = await updatedSince('phone-1', tag);
    expect(after.status).toBe(200);
    expect(after.body.serialNumbers).toEqual([pass.ticket.code]);
    expect(Number(after.body.lastUpdated)).toBeGreaterThan(Number(tag));
    expect((await updatedSince('phone-1', after.body.lastUpdated as string)).status).toBe(204);

    const updated = await latest(pass, { 'if-modified-since': lastModified });
    expect(updated.status).toBe(200);
    expect(Date.parse(updated.headers['last-modified'] as string)).toBeGreaterThan(Date.parse(lastModified));
    const json = JSON.parse((await unzip(updated.body as Buffer)).get('pass.json')!.toString('utf8'));
    const fields = [...json.eventTicket.secondaryFields, ...json.eventTicket.auxiliaryFields];
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'seat', value: 'Row C, Seat 12' }),
        expect.objectContaining({ key: 'holder', value: 'Lan Tran' }),
      ]),
    );

    expect(pushes.pushes.slice(pushed)).toEqual([
      { topic: TYPE, token: 'aa11' },
      { topic: TYPE, token: 'bb22' },
    ]);
    expect(patches.patches.slice(patched)).toEqual([
      {
        objectId: `${ISSUER}.${pass.ticket.code}`,
        fields: expect.objectContaining({
          state: 'ACTIVE',
          ticketHolderName: 'Lan Tran',
          seatInfo: { section: { defaultValue: { language: 'en-US', value: 'Row C, Seat 12' } } },
        }),
      },
    ]);
  });

  it('patches Google only for tickets whose save link went out, and delivers nothing for a rolled back change', async () => {
    const appleOnly = await savedPass();
    expect((await register('phone-2', appleOnly, 'cc33')).status).toBe(201);
    const pushed = pushes.pushes.length;
    const patched = patches.patches.length;
    await changeTicket(appleOnly.ticket.id, { attendeeName: 'Minh' });
    await waitFor(async () => expect((await dueOf(appleOnly.ticket.id)).pushDueAt).toBeNull());
    expect(pushes.pushes.slice(pushed)).toEqual([{ topic: TYPE, token: 'cc33' }]);
    expect(patches.patches.length).toBe(patched);

    const tag = (await updatedSince('phone-2')).body.lastUpdated as string;
    await expect(
      t.app.get(TransactionRunner).withTransaction(async (tx) => {
        await tx.update(Ticket, { id: appleOnly.ticket.id }, { attendeeName: 'Nobody' });
        await updates.ticketChanged(tx, appleOnly.ticket.id);
        throw new Error('the ticket change fails');
      }),
    ).rejects.toThrow('the ticket change fails');
    expect((await updatedSince('phone-2', tag)).status).toBe(204);
    expect(pushes.pushes.length).toBe(pushed + 1);

    // A ticket never saved to a wallet has nothing to update.
    const fan = await buyer(t);
    const { ticket } = await paidTicket(t, fan);
    await changeTicket(ticket.id, { attendeeName: 'Unsaved' });
    expect(await t.dataSource.manager.findOneBy(WalletPass, { ticketId: ticket.id })).toBeNull();
    expect(pushes.pushes.length).toBe(pushed + 1);
  });

  it('keeps failed deliveries due and sends them again later, without failing the ticket change', async () => {
    const pass = await savedPass();
    await t.post('/fanapih5/ticket/walletPass', { code: pass.ticket.code, kind: 'google' }, pass.fan.opts);
    expect((await register('phone-3', pass, 'dd44')).status).toBe(201);
    const pushed = pushes.pushes.length;
    const patched = patches.patches.length;
    const refused = [pushes.refused, patches.refused];
    pushes.failing = true;
    patches.failing = true;
    try {
      await changeTicket(pass.ticket.id, { seatArea: 'Balcony' });
      await waitFor(() => expect([pushes.refused, patches.refused]).toEqual([refused[0]! + 1, refused[1]! + 1]));
      await waitFor(async () => {
        const row = await dueOf(pass.ticket.id);
        expect(row.pushDueAt).not.toBeNull();
        expect(row.patchDueAt).not.toBeNull();
      });
      expect((await t.dataSource.manager.findOneByOrFail(Ticket, { id: pass.ticket.id })).seatArea).toBe('Balcony');
    } finally {
      pushes.failing = false;
      patches.failing = false;
    }
    expect(await updates.retryDue()).toBe(0);
    t.clock.advance(WALLET_RETRY_MS + 1000);
    expect(await updates.retryDue()).toBeGreaterThanOrEqual(1);
    expect(pushes.pushes.slice(pushed)).toEqual([{ topic: TYPE, token: 'dd44' }]);
    expect(patches.patches.slice(patched)).toEqual([
      expect.objectContaining({ objectId: `${ISSUER}.${pass.ticket.code}` }),
    ]);
    const row = await dueOf(pass.ticket.id);
    expect([row.pushDueAt, row.patchDueAt]).toEqual([null, null]);
  });

  it('voids the saved pass of a revoked ticket and marks its Google object inactive', async () => {
    const pass = await savedPass();
    await t.post('/fanapih5/ticket/walletPass', { code: pass.ticket.code, kind: 'google' }, pass.fan.opts);
    const patched = patches.patches.length;
    await changeTicket(pass.ticket.id, { status: 'revoked' });
    await waitFor(async () => expect((await dueOf(pass.ticket.id)).patchDueAt).toBeNull());
    const json = JSON.parse((await unzip((await latest(pass)).body as Buffer)).get('pass.json')!.toString('utf8'));
    expect(json.voided).toBe(true);
    expect(patches.patches.slice(patched)).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ state: 'INACTIVE' }) }),
    ]);
  });

  it('refuses a production start with Apple passes but no https web service URL, or with recorded updates', () => {
    const { PUBLIC_API_URL: _api, ...prod } = { ...PRODUCTION_ENV, ...env };
    expect(configProblems(prod)).toEqual([expect.stringMatching(/^PUBLIC_API_URL: required in production/)]);
    expect(configProblems({ ...prod, PUBLIC_API_URL: 'http://api.example.com' })).toEqual([
      expect.stringMatching(/^PUBLIC_API_URL: Apple Wallet needs an https/),
    ]);
    expect(configProblems({ ...prod, PUBLIC_API_URL: API, WALLET_UPDATES: 'recorded' })).toEqual([
      expect.stringMatching(/^WALLET_UPDATES: recorded .* must not be used in production/),
    ]);
    expect(configProblems({ NODE_ENV: 'test', WALLET_UPDATES: 'maybe' })).toEqual([
      expect.stringMatching(/^WALLET_UPDATES/),
    ]);
    const config = loadConfig({ ...prod, PUBLIC_API_URL: API });
    expect(config.walletUpdates).toEqual({ mode: 'live', apnsUrl: 'https://api.push.apple.com:443' });
  });

  it('uses APNs and the Google REST client when updates are live', async () => {
    const live = await TestApp.start({ ...env, PUBLIC_API_URL: API, WALLET_UPDATES: 'live' });
    try {
      expect(live.app.get(PASS_PUSH_SENDER)).toBeInstanceOf(ApnsPassPushSender);
      expect(live.app.get(GOOGLE_WALLET_CLIENT)).toBeInstanceOf(HttpGoogleWalletClient);
    } finally {
      await live.close();
    }
  });
});

describe('the APNs pass push sender', () => {
  it('posts an empty payload per device to /3/device/<token> with the pass type as topic, over the pass certificate', async () => {
    const certs = makeWalletCerts();
    const tls = makeLocalhostCert(certs);
    const seen: { path: string; topic: string; body: string; client: string }[] = [];
    const server = createSecureServer({
      cert: tls.certPem,
      key: tls.keyPem,
      requestCert: true,
      rejectUnauthorized: false,
    });
    server.on('stream', (stream: ServerHttp2Stream, headers) => {
      let body = '';
      stream.setEncoding('utf8');
      stream.on('data', (c: string) => (body += c));
      stream.on('end', () => {
        const path = String(headers[':path']);
        const peer = (stream.session!.socket as TLSSocket).getPeerCertificate();
        seen.push({ path, topic: String(headers['apns-topic']), body, client: String(peer.subject?.CN) });
        const token = path.split('/').pop();
        const [status, reply] =
          token === 'gone1'
            ? [410, '{"reason":"Unregistered"}']
            : token === 'bad1'
              ? [400, '{"reason":"BadDeviceToken"}']
              : token === 'busy1'
                ? [503, '{"reason":"ServiceUnavailable"}']
                : [200, ''];
        stream.respond({ ':status': status });
        stream.end(reply);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    try {
      const apple = loadConfig({ NODE_ENV: 'test', ...walletEnv(certs) }).walletPasses.apple!;
      const sender = new ApnsPassPushSender(apple, `https://localhost:${port}`, certs.caPem);
      const outcomes = await sender.push(TYPE, ['aa11', 'gone1', 'bad1', 'busy1']);
      expect(outcomes).toEqual(['sent', 'gone', 'gone', 'failed']);
      expect(seen.map((s) => s.path).sort()).toEqual(
        ['/3/device/aa11', '/3/device/bad1', '/3/device/busy1', '/3/device/gone1'].sort(),
      );
      for (const s of seen)
        expect(s).toMatchObject({ topic: TYPE, body: '{}', client: 'Pass Type ID: pass.test.fanpass' });
      expect(await sender.push(TYPE, [])).toEqual([]);
    } finally {
      server.close();
    }
  });
});

describe('the Google Wallet REST client', () => {
  it('gets an access token by the service-account JWT grant and PATCHes the event ticket object', async () => {
    const certs = makeWalletCerts();
    const google = loadConfig({ NODE_ENV: 'test', ...walletEnv(certs) }).walletPasses.google!;
    const calls: { method: string; url: string; auth?: string; body: string }[] = [];
    const server = createHttpServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        calls.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
        res.setHeader('content-type', 'application/json');
        res.end(req.url === '/token' ? JSON.stringify({ access_token: 'ya29.test', expires_in: 3600 }) : '{}');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const clock = new TestClock();
      const client = new HttpGoogleWalletClient(google, clock, `${base}/walletobjects/v1`, `${base}/token`);
      await client.patchEventTicketObject(`${ISSUER}.ABC`, { ticketHolderName: 'Lan' });
      await client.patchEventTicketObject(`${ISSUER}.DEF`, { state: 'INACTIVE' });
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
        'POST /token',
        `PATCH /walletobjects/v1/eventTicketObject/${ISSUER}.ABC`,
        `PATCH /walletobjects/v1/eventTicketObject/${ISSUER}.DEF`,
      ]);
      const grant = new URLSearchParams(calls[0]!.body);
      expect(grant.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
      const [header, claims, signature] = grant.get('assertion')!.split('.');
      expect(
        createVerify('RSA-SHA256')
          .update(`${header}.${claims}`)
          .verify(certs.googlePublicPem, Buffer.from(signature!, 'base64url')),
      ).toBe(true);
      expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({
        iss: google.serviceAccountEmail,
        scope: 'https://www.googleapis.com/auth/wallet_object.issuer',
        aud: `${base}/token`,
      });
      expect(calls[1]).toMatchObject({ auth: 'Bearer ya29.test', body: '{"ticketHolderName":"Lan"}' });
      expect(calls[2]!.auth).toBe('Bearer ya29.test');
    } finally {
      server.close();
    }
  });
});
