import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { Hs256Verifier, verifyHs256 } from './hs256.js';

const KEY = Buffer.from('a-test-secret-of-enough-length-0123456789', 'utf8');
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function token(claims: object, key = KEY, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

const NOW = 1_800_000_000_000;
const inSeconds = (s: number) => Math.floor(NOW / 1000) + s;

describe('HS256 login tokens', () => {
  it('verifies the signature, the algorithm and the times', () => {
    const good = token({ sub: 7, sid: 's', exp: inSeconds(60) });
    expect(verifyHs256(good, KEY, NOW)).toMatchObject({ sub: 7, sid: 's' });
    expect(verifyHs256(token({ sub: 7 }, Buffer.from('another key')), KEY, NOW)).toBeNull();
    expect(verifyHs256(token({ sub: 7 }, KEY, { alg: 'none' }), KEY, NOW)).toBeNull();
    expect(verifyHs256(`${good}x`, KEY, NOW)).toBeNull();
    expect(verifyHs256(token({ sub: 7, exp: inSeconds(-1) }), KEY, NOW)).toBeNull();
    expect(verifyHs256(token({ sub: 7, nbf: inSeconds(10) }), KEY, NOW)).toBeNull();
    expect(verifyHs256('a.b', KEY, NOW)).toBeNull();
  });

  it('verifies under a key longer than a SHA-256 block (hashed first, as HMAC says)', () => {
    const long = Buffer.from('k'.repeat(100), 'utf8');
    const good = token({ sub: 9, exp: inSeconds(60) }, long);
    expect(verifyHs256(good, long, NOW)).toMatchObject({ sub: 9 });
    expect(new Hs256Verifier(long).verify(good, NOW)).toMatchObject({ sub: 9 });
    expect(verifyHs256(good, Buffer.from('k'.repeat(99), 'utf8'), NOW)).toBeNull();
  });

  it('the verifier remembers a checked token but checks its times on every call', () => {
    const verifier = new Hs256Verifier(KEY);
    const good = token({ sub: 7, sid: 's', exp: inSeconds(60) });
    expect(verifier.verify(good, NOW)).toMatchObject({ sub: 7 });
    expect(verifier.verify(good, NOW + 30_000)).toMatchObject({ sub: 7 });
    // Remembered, and still refused once it has expired.
    expect(verifier.verify(good, NOW + 60_000)).toBeNull();
    const early = token({ sub: 8, nbf: inSeconds(10) });
    expect(verifier.verify(early, NOW)).toBeNull();
    expect(verifier.verify(early, NOW + 10_000)).toMatchObject({ sub: 8 });
  });

  it('never accepts a forged token, however often it comes, and keeps at most its size', () => {
    const verifier = new Hs256Verifier(KEY, 3);
    const forged = token({ sub: 1 }, Buffer.from('not the key'));
    for (let i = 0; i < 5; i++) expect(verifier.verify(forged, NOW)).toBeNull();
    const tokens = [1, 2, 3, 4, 5].map((sub) => token({ sub }));
    for (const t of tokens) expect(verifier.verify(t, NOW)).toMatchObject({});
    expect((verifier as unknown as { seen: Map<string, unknown> }).seen.size).toBe(3);
    // Dropped ones are simply checked again.
    expect(verifier.verify(tokens[0]!, NOW)).toMatchObject({ sub: 1 });
  });
});
