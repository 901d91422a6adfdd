import { REPLY_CODES } from '@fanpass/contracts';
import { spawnSync } from 'node:child_process';
import { createHash, createVerify } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config/config.js';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { TestApp } from './support/test-app.js';
import { buyer } from './support/tickets-fixtures.js';
import { makeWalletCerts, unzip, walletEnv, type WalletTestCerts } from './support/wallet-certs.js';
import { getBytes, paidTicket } from './support/wallet-tickets.js';
import { configProblems } from './support/config-problems.js';
import { expectWithMessage } from './support/expect-with-message.js';

/** Passes write times to the second. */
const wholeSeconds = (ms: number): number => Math.floor(ms / 1000) * 1000;

describe('wallet passes', () => {
  let t: TestApp;
  let certs: WalletTestCerts;
  let env: Record<string, string>;

  beforeAll(async () => {
    certs = makeWalletCerts();
    env = walletEnv(certs);
    t = await TestApp.start({ ...env, PUBLIC_SITE_URL: 'https://tickets.example.com/home' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says which wallets are configured in clientConfig', async () => {
    const answer = await t.get('/fanapih5/basic/clientConfig');
    expect(answer.body.data.walletPasses).toEqual({ apple: true, google: true });
  });

  it('serves a signed .pkpass with the ticket, its manifest and a detached PKCS#7 signature', async () => {
    const fan = await buyer(t);
    const { ticket, title } = await paidTicket(t, fan);
    const link = await t.post('/fanapih5/ticket/walletPass', { code: ticket.code, kind: 'apple' }, fan.opts);
    expect(link.body.code).toBe(REPLY_CODES.SUCCESS.code);
    // An absolute link on this service's public address (PUBLIC_API_URL), fetched here by its path.
    const link0 = link.body.data.url as string;
    expect(link0).toMatch(/^http:\/\/localhost:3000\/passes\/apple\/[0-9A-F]{20}\.\d+\.[A-Za-z0-9_-]{43}\.pkpass$/);
    const url = new URL(link0).pathname;

    const download = await getBytes(t, url);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const files = await unzip(download.body as Buffer);
    expect([...files.keys()].sort()).toEqual(['icon.png', 'icon@2x.png', 'manifest.json', 'pass.json', 'signature']);

    const pass = JSON.parse(files.get('pass.json')!.toString('utf8'));
    expect(pass).toMatchObject({
      serialNumber: ticket.code,
      passTypeIdentifier: 'pass.test.fanpass',
      teamIdentifier: 'ABCDE12345',
      description: title,
    });
    expect(pass.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatQR', message: ticket.code });
    const fields = [...pass.eventTicket.primaryFields, ...pass.eventTicket.secondaryFields];
    expect(fields.map((f: { value: string }) => f.value)).toEqual(expect.arrayContaining([title, 'Stalls B']));
    // The start as the venue (Macau, UTC+8) reads it, shown as written wherever the phone is.
    const date = pass.eventTicket.secondaryFields.find((f: { key: string }) => f.key === 'date');
    expect(date).toMatchObject({ label: 'VENUE TIME', ignoresTimeZone: true });
    expect(date.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(Date.parse(date.value)).toBe(wholeSeconds(ticket.createdAt + 7 * 86_400_000));
    // Saved passes ask this service for updates, at its public address (PUBLIC_API_URL; localhost:PORT in development).
    expect(pass.webServiceURL).toBe('http://localhost:3000/passes/apple');
    expect(pass.authenticationToken).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    const manifestBytes = files.get('manifest.json')!;
    const manifest = JSON.parse(manifestBytes.toString('utf8')) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(['icon.png', 'icon@2x.png', 'pass.json']);
    for (const [name, sha1] of Object.entries(manifest)) {
      expect(createHash('sha1').update(files.get(name)!).digest('hex')).toBe(sha1);
    }

    // The signature verifies as a detached PKCS#7 over manifest.json, signed by our certificate.
    const dir = mkdtempSync(join(tmpdir(), 'pkpass-'));
    writeFileSync(join(dir, 'manifest.json'), manifestBytes);
    writeFileSync(join(dir, 'signature'), files.get('signature')!);
    writeFileSync(join(dir, 'ca.pem'), certs.caPem);
    const verify = (content: string) =>
      spawnSync(
        'openssl',
        [
          'cms',
          '-verify',
          '-binary',
          '-inform',
          'DER',
          '-in',
          join(dir, 'signature'),
          '-content',
          join(dir, content),
          '-CAfile',
          join(dir, 'ca.pem'),
          '-purpose',
          'any',
          '-certsout',
          join(dir, 'certs.pem'),
          '-out',
          '/dev/null',
        ],
        { encoding: 'utf8' },
      );
    const ok = verify('manifest.json');
    expectWithMessage(ok.status, ok.stderr).toBe(0);
    const included = readFileSync(join(dir, 'certs.pem'), 'utf8').replace(/\r/g, '');
    expect(included).toContain(certs.signerCertPem.replace(/\r/g, '').trim());
    expect(included).toContain(certs.caPem.replace(/\r/g, '').trim());
    writeFileSync(join(dir, 'other.json'), Buffer.concat([manifestBytes, Buffer.from(' ')]));
    expect(verify('other.json').status).not.toBe(0);
  });

  it('refuses expired and tampered download links', async () => {
    const fan = await buyer(t);
    const { ticket } = await paidTicket(t, fan);
    const url = new URL(
      (await t.post('/fanapih5/ticket/walletPass', { code: ticket.code, kind: 'apple' }, fan.opts)).body.data
        .url as string,
    ).pathname;
    const tampered = url.replace(/\.(\d+)\./, (_m, exp: string) => `.${Number(exp) + 3600}.`);
    const bad = await request(t.server).get(tampered);
    expect(bad.status).toBe(404);
    expect(bad.headers['content-type']).not.toContain('pkpass');
    const otherCode = url.replace(ticket.code, '0'.repeat(20));
    expect((await request(t.server).get(otherCode)).status).toBe(404);
    t.clock.advance(6 * 60_000);
    const expired = await request(t.server).get(url);
    expect(expired.status).toBe(404);
    expect(expired.headers['content-type']).not.toContain('pkpass');
  });

  it('signs a Save to Google Wallet JWT with the ticket, its seat and its barcode', async () => {
    const fan = await buyer(t);
    const { ticket, title } = await paidTicket(t, fan);
    const link = await t.post('/fanapih5/ticket/walletPass', { code: ticket.code, kind: 'google' }, fan.opts);
    const url = link.body.data.url as string;
    expect(url).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const [header, claims, signature] = url.slice('https://pay.google.com/gp/v/save/'.length).split('.');
    const ok = createVerify('RSA-SHA256')
      .update(`${header}.${claims}`)
      .verify(certs.googlePublicPem, Buffer.from(signature!, 'base64url'));
    expect(ok).toBe(true);
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
    const body = JSON.parse(Buffer.from(claims!, 'base64url').toString());
    expect(body).toMatchObject({
      iss: 'wallet@fanpass-test.iam.gserviceaccount.com',
      aud: 'google',
      typ: 'savetowallet',
      origins: ['https://tickets.example.com'],
    });
    const object = body.payload.eventTicketObjects[0];
    expect(object).toMatchObject({
      id: `3388000000012345678.${ticket.code}`,
      barcode: { type: 'QR_CODE', value: ticket.code },
      seatInfo: { section: { defaultValue: { value: 'Stalls B' } } },
      eventName: { defaultValue: { value: title } },
    });
    expect(object.classId).toMatch(/^3388000000012345678\.ev-[0-9a-f]{8}$/);
    // The venue's offset (Macau, UTC+8) makes Google show the venue's local time.
    const start = body.payload.eventTicketClasses[0].dateTime.start as string;
    expect(start).toMatch(/\+08:00$/);
    expect(Date.parse(start)).toBe(wholeSeconds(ticket.createdAt + 7 * 86_400_000));
  });

  it('gives a pass only to the holder, and none for a revoked ticket', async () => {
    const fan = await buyer(t);
    const stranger = await buyer(t);
    const { ticket } = await paidTicket(t, fan);
    for (const kind of ['apple', 'google']) {
      const answer = await t.post('/fanapih5/ticket/walletPass', { code: ticket.code, kind }, stranger.opts);
      expect(answer.body.code).toBe(REPLY_CODES.TICKET_NOT_FOUND.code);
      expect(answer.body.data).toBeNull();
    }
    const anonymous = await t.post('/fanapih5/ticket/walletPass', { code: ticket.code, kind: 'apple' });
    expect(anonymous.body.code).not.toBe(REPLY_CODES.SUCCESS.code);
    const bad = await t.post('/fanapih5/ticket/walletPass', { code: ticket.code, kind: 'samsung' }, fan.opts);
    expect(bad.body.code).not.toBe(REPLY_CODES.SUCCESS.code);

    const url = new URL(
      (await t.post('/fanapih5/ticket/walletPass', { code: ticket.code, kind: 'apple' }, fan.opts)).body.data
        .url as string,
    ).pathname;
    await t.dataSource.manager.update(Ticket, { id: ticket.id }, { status: 'revoked' });
    expect(
      (await t.post('/fanapih5/ticket/walletPass', { code: ticket.code, kind: 'google' }, fan.opts)).body.code,
    ).toBe(REPLY_CODES.WALLET_PASS_REVOKED.code);
    expect((await request(t.server).get(url)).status).toBe(404);
  });

  it('refuses to start with a half-configured wallet, listing what is missing', () => {
    const { APPLE_WWDR_CERT: _w, APPLE_TEAM_ID: _t, GOOGLE_WALLET_PRIVATE_KEY: _g, ...half } = env;
    const listed = configProblems({ NODE_ENV: 'test', ...half });
    expect(listed.some((p) => p.includes('APPLE_TEAM_ID, APPLE_WWDR_CERT'))).toBe(true);
    expect(listed.some((p) => p.includes('GOOGLE_WALLET_PRIVATE_KEY'))).toBe(true);
    expect(configProblems({ NODE_ENV: 'development', APPLE_PASS_TYPE_ID: 'pass.test.fanpass' })[0]).toMatch(
      /APPLE_TEAM_ID/,
    );
    expect(configProblems({ ...env, APPLE_PASS_CERT: 'not a certificate or a file' }).join('\n')).toMatch(
      /APPLE_PASS_CERT/,
    );
    expect(
      configProblems({
        ...env,
        GOOGLE_WALLET_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----',
      }),
    ).toEqual([expect.stringMatching(/^GOOGLE_WALLET_PRIVATE_KEY/)]);
    // A path works as well as the PEM text.
    const dir = mkdtempSync(join(tmpdir(), 'wallet-cfg-'));
    writeFileSync(join(dir, 'cert.pem'), certs.signerCertPem);
    expect(loadConfig({ ...env, APPLE_PASS_CERT: join(dir, 'cert.pem') }).walletPasses.apple?.certPem).toBe(
      certs.signerCertPem,
    );
  });

  it('hides both wallets when none is configured', async () => {
    const plain = await TestApp.start();
    try {
      expect((await plain.get('/fanapih5/basic/clientConfig')).body.data.walletPasses).toEqual({
        apple: false,
        google: false,
      });
      const fan = await buyer(plain);
      const { ticket } = await paidTicket(plain, fan);
      const answer = await plain.post('/fanapih5/ticket/walletPass', { code: ticket.code, kind: 'apple' }, fan.opts);
      expect(answer.body.code).toBe(REPLY_CODES.WALLET_PASS_UNAVAILABLE.code);
    } finally {
      await plain.close();
    }
  });
});
