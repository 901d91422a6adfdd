import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { configProblems } from './support/config-problems.js';
import { PRODUCTION_ENV } from './support/production-env.js';
import { TestApp } from './support/test-app.js';
import { expectWithMessage } from './support/expect-with-message.js';

interface Issued {
  keyId: string;
  key: string;
}

function issuedFrom(out: string): Issued {
  const keyId = /keyId: (pk_[a-z0-9]{10})/.exec(out)?.[1];
  const key = /key: {3}([A-Za-z0-9_-]{43})/.exec(out)?.[1];
  if (!keyId || !key) throw new Error(`no key in: ${out}`);
  return { keyId, key };
}

describe('partner keys (platform PARTNER + keyId)', () => {
  let t: TestApp;

  const call = (k: Issued, keyId = k.keyId) =>
    t.get('/fanapih5/basic/getAreaList', {}, { platform: 'PARTNER', key: k.key, headers: { keyId } });

  async function add(name: string, ...rest: string[]): Promise<Issued> {
    const res = await t.ops('partner', 'add', name, ...rest);
    expectWithMessage(res.code, res.out).toBe(0);
    return issuedFrom(res.out);
  }

  beforeAll(async () => {
    t = await TestApp.start({ PARTNER_KEY_CACHE_MS: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('issues a key once, stores none of it, and accepts requests signed with it', async () => {
    const res = await t.ops('partner', 'add', 'acme');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/shown this once/);
    const k = issuedFrom(res.out);
    const ok = await call(k);
    expect(ok.status).toBe(200);
    expect(ok.body.code).toBe(REPLY_CODES.SUCCESS.code);

    const rows = await t.dataSource.query('SELECT * FROM partner_keys');
    expect(JSON.stringify(rows)).not.toContain(k.key);
    const list = await t.ops('partner', 'list');
    expect(list.out).toContain(k.keyId);
    expect(list.out).not.toContain(k.key);

    const again = await t.ops('partner', 'add', 'acme');
    expect(again.code).toBe(2);
    expect(again.out).toMatch(/has a key already/);
    expect((await t.ops('partner', 'add', 'Bad Name!')).code).toBe(2);
    expect((await t.ops('partner', 'add', 'x', '--rate', 'lots')).code).toBe(2);
  });

  it('refuses a missing, unknown or malformed keyId with 8001, and a wrong key with 40011', async () => {
    const k = await add('initech');
    for (const keyId of ['', 'pk_0000000000', 'not-a-key-id']) {
      const res = await call(k, keyId);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(REPLY_CODES.PARTNER_KEY_UNKNOWN.code);
    }
    const wrong = await t.get(
      '/fanapih5/basic/getAreaList',
      {},
      { platform: 'PARTNER', key: 'x'.repeat(43), headers: { keyId: k.keyId } },
    );
    expect(wrong.body.code).toBe(REPLY_CODES.SIGNATURE_INVALID.code);
    // Another partner's key id with this partner's key: the signature does not verify.
    const other = await add('umbrella');
    expect((await call({ keyId: other.keyId, key: k.key })).body.code).toBe(REPLY_CODES.SIGNATURE_INVALID.code);
  });

  it('rotates: the new key works, the old one is refused at once', async () => {
    const old = await add('globex');
    expect((await call(old)).status).toBe(200);
    const res = await t.ops('partner', 'rotate', 'globex');
    expect(res.code).toBe(0);
    const fresh = issuedFrom(res.out);
    expect(fresh.keyId).not.toBe(old.keyId);
    expect(fresh.key).not.toBe(old.key);
    expect((await call(fresh)).status).toBe(200);
    const refused = await call(old);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(REPLY_CODES.PARTNER_KEY_UNKNOWN.code);
    expect((await t.ops('partner', 'rotate', 'nobody')).code).toBe(2);
  });

  it('revokes: every key of the partner is refused', async () => {
    const k = await add('hooli');
    expect((await call(k)).status).toBe(200);
    const res = await t.ops('partner', 'revoke', 'hooli');
    expect(res.code).toBe(0);
    expect((await call(k)).body.code).toBe(REPLY_CODES.PARTNER_KEY_UNKNOWN.code);
    expect((await t.ops('partner', 'revoke', 'hooli')).code).toBe(2);
    // A revoked partner gets a new key only by being added again.
    const back = await add('hooli');
    expect((await call(back)).status).toBe(200);
  });

  it("limits each partner to its own rate, counted over concurrent requests, without touching the others'", async () => {
    const slow = await add('slow-partner', '--rate', '5');
    const busy = await add('busy-partner', '--rate', '1000');
    const replies = await Promise.all(Array.from({ length: 9 }, () => call(slow)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    const limited = replies.filter((r) => r.status === 429);
    expect(limited).toHaveLength(4);
    expect(limited[0]!.body.code).toBe(REPLY_CODES.TOO_MANY_REQUESTS.code);
    expect(limited[0]!.body.data.retryAfterSeconds).toBeGreaterThan(0);
    const others = await Promise.all(Array.from({ length: 9 }, () => call(busy)));
    expect(others.every((r) => r.status === 200)).toBe(true);
    // The web platforms are not counted against partners either.
    expect((await t.get('/fanapih5/basic/getAreaList')).status).toBe(200);
    // A rotated key keeps counting against the same partner.
    const rotated = issuedFrom((await t.ops('partner', 'rotate', 'slow-partner')).out);
    expect((await call(rotated)).status).toBe(429);
  });
});

describe('partner key configuration', () => {
  it('refuses to start in production without a partner key secret, or with the development one', () => {
    const missing = configProblems({ ...PRODUCTION_ENV, PARTNER_KEY_SECRET: '' }).join('\n');
    expect(missing).toMatch(/PARTNER_KEY_SECRET: required in production/);
    const dev = configProblems({
      ...PRODUCTION_ENV,
      PARTNER_KEY_SECRET: 'fanpass-dev-partner-key-secret-change-me',
    }).join('\n');
    expect(dev).toMatch(/PARTNER_KEY_SECRET: the development secret must not be used in production/);
    expect(configProblems({ ...PRODUCTION_ENV, PARTNER_KEY_SECRET: 'short' }).join('\n')).toMatch(/32 characters/);
    expect(configProblems(PRODUCTION_ENV)).toEqual([]);
  });

  it('keeps the PARTNER platform for partner keys', () => {
    const found = configProblems({ SIGNING_KEYS: 'PARTNER:a-static-partner-key-123' }).join('\n');
    expect(found).toMatch(/PARTNER is reserved for partner keys/);
  });
});
