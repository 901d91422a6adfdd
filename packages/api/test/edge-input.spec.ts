import { makeNonce, REPLY_CODES } from '@fanpass/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JSON_BODY_LIMIT, JSON_MAX_DEPTH, jsonDepth } from '../src/common/http/json-body.js';
import { TestApp } from './support/test-app.js';
import { expectWithMessage } from './support/expect-with-message.js';

const LOGIN = '/fanapih5/userInfo/loginByEmail';
const NOTIFY = '/fanapih5/notify';

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

describe('strict input at the edge: no input turns into a 500', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({});
  });
  afterAll(async () => {
    await t.close();
  });

  /** A raw POST with the signature headers of an empty body (the parser refuses before the guard). */
  const raw = (text: string) =>
    request(t.server).post(LOGIN).set('content-type', 'application/json').set(t.signedHeaders({})).send(text);

  it('treats prototype names as unknown platforms (40014), never a 500', async () => {
    for (const platform of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'x'.repeat(5000)]) {
      const res = await t.get(NOTIFY, {}, { platform });
      expectWithMessage(res.status, platform).toBe(400);
      expectWithMessage(res.body.code, platform).toBe(REPLY_CODES.PLATFORM_UNKNOWN.code);
    }
  });

  it('accepts only 16-character [A-Za-z0-9] nonces (40015)', async () => {
    for (const nonce of [
      'a',
      'abcdefghijklmno',
      'abcdefghijklmnopq',
      'x'.repeat(12 * 1024),
      'abcdefgh-ijklmno',
      'abcdefghijklmnö',
    ]) {
      const res = await t.get(NOTIFY, {}, { nonce });
      expectWithMessage(res.status, nonce.slice(0, 20)).toBe(400);
      expect(res.body.code).toBe(REPLY_CODES.SIGNATURE_MALFORMED.code);
    }
    expect((await t.get(NOTIFY, {}, { nonce: makeNonce() })).body.code).toBe(REPLY_CODES.SUCCESS.code);
  });

  it('accepts decimal timestamps only (hex, exponent, sign, fraction: 40015)', async () => {
    const now = t.clock.now();
    const forms = [
      `0x${now.toString(16)}`,
      `${now / 1000}e3`,
      `+${now}`,
      `${now}.0`,
      `${now}n`,
      `1 ${now}`,
      'Infinity',
    ];
    for (const timestamp of forms) {
      const res = await t.get(NOTIFY, {}, { timestamp });
      expectWithMessage(res.body.code, timestamp).toBe(REPLY_CODES.SIGNATURE_MALFORMED.code);
    }
    expect((await t.get(NOTIFY, {}, { timestamp: String(now) })).body.code).toBe(REPLY_CODES.SUCCESS.code);
  });

  it('refuses a malformed or oversized signature (40015) before comparing it', async () => {
    const headers = t.signedHeaders({});
    for (const signature of [
      'short',
      headers.signature + 'x',
      'y'.repeat(8000),
      headers.signature.replace(/.$/, '='),
    ]) {
      const res = await request(t.server)
        .get(NOTIFY)
        .set({ ...headers, signature });
      expect(res.body.code).toBe(REPLY_CODES.SIGNATURE_MALFORMED.code);
    }
  });

  it('refuses JSON nested deeper than the limit before parsing it (400/40001), at any depth', async () => {
    for (const depth of [JSON_MAX_DEPTH + 1, 100, 5000, 100_000 / 4]) {
      const res = await raw('['.repeat(depth) + ']'.repeat(depth));
      expectWithMessage(res.status, String(depth)).toBe(400);
      expect(res.body.code).toBe(REPLY_CODES.MALFORMED_BODY.code);
    }
    const deepField = await raw(JSON.stringify({ email: nested(JSON_MAX_DEPTH + 4), password: 'x' }));
    expect(deepField.body.code).toBe(REPLY_CODES.MALFORMED_BODY.code);
  });

  it('answers a validation error, not a 500, for nested values within the limit', async () => {
    const body = { email: nested(JSON_MAX_DEPTH - 1), password: nested(3) } as Record<string, unknown>;
    const res = await t.post(LOGIN, body as Record<string, string>, { lang: 'en_US' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
  });

  it('refuses prototype keys, broken and empty JSON (40001), and oversized bodies (413/41300)', async () => {
    expect((await raw('{"__proto__":{"admin":true},"email":"a@b.c"}')).body.code).toBe(REPLY_CODES.MALFORMED_BODY.code);
    expect((await raw('{"constructor":{"prototype":{}}}')).body.code).toBe(REPLY_CODES.MALFORMED_BODY.code);
    expect((await raw('{"email":')).body.code).toBe(REPLY_CODES.MALFORMED_BODY.code);
    expect((await raw('')).body.code).toBe(REPLY_CODES.MALFORMED_BODY.code);
    const big = await raw(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(JSON_BODY_LIMIT) }));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe(REPLY_CODES.PAYLOAD_TOO_LARGE.code);
  });

  it('refuses e-mail addresses with HTML metacharacters, quotes or spaces (the contracts rule)', async () => {
    for (const email of [
      '"><svg/onload=alert(1)>@evil.test',
      '"fan"@example.com',
      'fan x@example.com',
      'a<b@example.com',
    ]) {
      const res = await t.post(LOGIN, { email, password: 'Secret123' }, { lang: 'en_US' });
      expectWithMessage(res.status, email).toBe(400);
      expect(res.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expect(res.body.data.fields[0].field).toBe('email');
    }
  });

  it('counts depth without being fooled by brackets inside strings', () => {
    expect(jsonDepth('{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[["}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[","b":[[1]]}')).toBe(3);
  });
});
