import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalString,
  escapePart,
  hmacBase64Url,
  type SignableValue,
  type SignatureInput,
  makeNonce,
  NONCE_PATTERN,
  SIGNATURE_PATTERN,
  sign,
  TIMESTAMP_PATTERN,
} from './signature.js';

/** No lone surrogate (String.prototype.isWellFormed, which the ES2022 library here lacks). */
const wellFormed = (text: string): boolean => !/\p{Cs}/u.test(text);

// Expected values computed outside this code with `openssl dgst -sha256 -hmac KEY -binary | basenc --base64url`.
describe('signature version 2', () => {
  it('signs the bare common params with the version pair, case kept (vector 1)', () => {
    const input = { platform: 'H5', timestamp: 1700000000000, nonce: 'abcdefghijklmnop' };
    expect(canonicalString(input)).toBe(
      'nonce=abcdefghijklmnop&platform=H5&signature-version=2&timestamp=1700000000000',
    );
    expect(sign(input, 'fanpass-dev-h5-key')).toBe('E4BQicH1MWJA9j1Cn8mS39ZRRIZ0JSEagBc22rzTuas');
    expect(sign({ ...input, version: 2 }, 'fanpass-dev-h5-key')).toBe('E4BQicH1MWJA9j1Cn8mS39ZRRIZ0JSEagBc22rzTuas');
  });

  it('signs values exactly as sent (vector 2)', () => {
    const input = {
      platform: 'H5',
      timestamp: '1763700000000',
      nonce: 'q1w2e3r4t5y6u7i8',
      params: { password: 'Secret1!', email: 'Fan@Example.com' },
    };
    expect(canonicalString(input)).toBe(
      'email=Fan@Example.com&nonce=q1w2e3r4t5y6u7i8&password=Secret1!&platform=H5&signature-version=2&timestamp=1763700000000',
    );
    expect(sign(input, 'fanpass-dev-h5-key')).toBe('L1srBXA53j5igGghwVveJUtOPGwkZJY9yeNlRB7IlPA');
  });

  it('escapes %, & and = in keys and values, keeps key case, drops null and undefined (vector 3)', () => {
    const input = {
      platform: 'PC',
      timestamp: 1763700000000,
      nonce: 'zzzzzzzzzzzzzzzz',
      params: { items: [{ qty: 2, typeId: 7 }], Note: 'X&y=1%', 'a=b': 'c', empty: null, gone: undefined },
    };
    expect(canonicalString(input)).toBe(
      'Note=X%26y%3D1%25&a%3Db=c&items=[{"qty":2,"typeId":7}]&nonce=zzzzzzzzzzzzzzzz&platform=PC&signature-version=2&timestamp=1763700000000',
    );
    expect(sign(input, 'pc-partner-key')).toBe('d9AZpNoudH2cKi3bskLZmodzRXTvbGP8wbxCfgGbdhA');
  });

  it('tells apart what version 1 signed alike: case, and separators inside a value', () => {
    const at = (params: Record<string, SignableValue>, version?: 1) =>
      canonicalString({ platform: 'H5', timestamp: 1, nonce: 'n', params, version });
    const same: Array<[Record<string, SignableValue>, Record<string, SignableValue>]> = [
      [{ a: '1&b=2' }, { a: '1', b: '2' }],
      [{ email: 'fan@example.com' }, { email: 'FAN@EXAMPLE.COM' }],
      [{ a: 'x' }, { A: 'x' }],
      [{ a: 'b=c' }, { 'a=b': 'c' }],
      [{ platform: 'H5' }, {}],
    ];
    for (const [one, other] of same) {
      expect(at(one, 1)).toBe(at(other, 1));
      expect(at(one)).not.toBe(at(other));
    }
  });

  it('is injective: the canonical string splits back into exactly the fields and params signed', () => {
    const unescape = (part: string) =>
      part.replace(/%(25|26|3D|u[0-9A-F]{4})/g, (_, code: string) =>
        String.fromCharCode(parseInt(code[0] === 'u' ? code.slice(1) : code, 16)),
      );
    /** The reader's side: pairs split at '&', each at its first '=', the header field first of a name. */
    const parse = (canonical: string) => {
      const fields: Record<string, string> = {};
      const params: Record<string, string> = {};
      for (const pair of canonical.split('&')) {
        const at = pair.indexOf('=');
        const key = unescape(pair.slice(0, at));
        const value = unescape(pair.slice(at + 1));
        const field = ['platform', 'timestamp', 'nonce', 'signature-version'].includes(key) && !(key in fields);
        if (field) fields[key] = value;
        else if (Object.hasOwn(params, key)) throw new Error(`param ${key} twice in ${canonical}`);
        else params[key] = value;
      }
      return { fields, params };
    };
    // Keys and values rich in what could collide: separators, escapes, case, surrogates (lone too).
    const part = fc.string({
      unit: fc.oneof(
        fc.constantFrom('&', '=', '%', '2', '6', '3', 'D', 'd', 'u', 'a', 'A', '\ud800', '\udc00', '😀', 'é', ' '),
        fc.nat(0xffff).map((c) => String.fromCharCode(c)),
      ),
      maxLength: 8,
    });
    const key = fc.oneof(part, fc.constantFrom('platform', 'nonce', 'timestamp', 'signature-version', 'Platform'));
    const value = fc.oneof(part, fc.integer(), fc.boolean(), fc.constant(null), fc.array(part, { maxLength: 2 }));
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 6 }), part, part, part, (params, platform, timestamp, nonce) => {
        const canonical = canonicalString({ platform, timestamp, nonce, params });
        // Well-formed, so the UTF-8 bytes the HMAC reads are as injective as the string.
        expect(wellFormed(canonical)).toBe(true);
        const expected: Record<string, string> = {};
        for (const [k, v] of Object.entries(params)) {
          if (v !== null && v !== undefined) expected[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
        }
        expect(parse(canonical)).toEqual({
          fields: { platform, timestamp, nonce, 'signature-version': '2' },
          params: expected,
        });
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it('escapes only %, & , = and lone surrogates, and is reversible', () => {
    expect(escapePart('Fan@Example.com')).toBe('Fan@Example.com');
    expect(escapePart('a&b=c%d')).toBe('a%26b%3Dc%25d');
    expect(escapePart('x\ud800y\udfffz😀')).toBe('x%uD800y%uDFFFz😀');
    expect(escapePart('\udc00\ud800')).toBe('%uDC00%uD800');
    // Any UTF-16 code units, lone surrogates and separators included.
    const units = fc.string({ unit: fc.nat(0xffff).map((c) => String.fromCharCode(c)), maxLength: 12 });
    const mixed = fc.string({ unit: fc.constantFrom('%', '&', '=', '2', '5', 'u', 'D', '\ud83d', '\ude00', 'x') });
    fc.assert(
      fc.property(fc.oneof(units, mixed), fc.oneof(units, mixed), (a, b) => {
        if (a !== b && escapePart(a) === escapePart(b)) throw new Error(`${a} and ${b} escape alike`);
        if (!wellFormed(escapePart(a))) throw new Error(`${escapePart(a)} is not well-formed`);
      }),
      { numRuns: 2000 },
    );
  }, 30_000);

  it('writes an object or array as its JSON text, escaped as any value', () => {
    const json = (v: SignableValue) => canonicalString({ platform: 'H5', timestamp: 1, nonce: 'n', params: { v } });
    const expected = (v: unknown) =>
      `nonce=n&platform=H5&signature-version=2&timestamp=1&v=${escapePart(JSON.stringify(v))}`;
    expect(json({ q: 'a&b=c%', N: [1, 'X'] })).toBe(
      'nonce=n&platform=H5&signature-version=2&timestamp=1&v={"q":"a%26b%3Dc%25","N":[1,"X"]}',
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue())), (v) => {
        expect(json(v)).toBe(expected(v));
      }),
      { numRuns: 300 },
    );
  });

  it('matches node:crypto HMAC-SHA256 of its canonical string for arbitrary values', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 100 }), (message, key) => {
        const input = { platform: 'H5', timestamp: 0, nonce: 'n', params: { m: message } };
        const reference = createHmac('sha256', key).update(canonicalString(input)).digest('base64url');
        expect(sign(input, key)).toBe(reference);
      }),
      { numRuns: 200 },
    );
  });
});

describe('signature version 1', () => {
  it('signs the bare common params (vector 1)', () => {
    const input = { platform: 'H5', timestamp: 1700000000000, nonce: 'abcdefghijklmnop', version: 1 as const };
    expect(canonicalString(input)).toBe('nonce=abcdefghijklmnop&platform=h5&timestamp=1700000000000');
    expect(sign(input, 'fanpass-dev-h5-key')).toBe('lPztk_o2S1UBHnxCFsepjkUjQd8UFiaMmdY3l0Zx-m0');
  });

  it('includes body fields, sorted and lower-cased (vector 2)', () => {
    const input = {
      platform: 'H5',
      timestamp: '1763700000000',
      nonce: 'q1w2e3r4t5y6u7i8',
      params: { password: 'Secret1!', email: 'Fan@Example.com' },
      version: 1 as const,
    };
    expect(canonicalString(input)).toBe(
      'email=fan@example.com&nonce=q1w2e3r4t5y6u7i8&password=secret1!&platform=h5&timestamp=1763700000000',
    );
    expect(sign(input, 'fanpass-dev-h5-key')).toBe('T_wNMvpMv-A4DG2RayFPkYRAvjENKSWpMERstX-WGBc');
  });

  it('drops null and undefined, writes objects as JSON, lower-cases keys (vector 3)', () => {
    const input = {
      platform: 'PC',
      timestamp: 1763700000000,
      nonce: 'zzzzzzzzzzzzzzzz',
      params: { items: [{ qty: 2, typeId: 7 }], Note: 'X', empty: null, gone: undefined },
      version: 1 as const,
    };
    expect(canonicalString(input)).toBe(
      'items=[{"qty":2,"typeid":7}]&nonce=zzzzzzzzzzzzzzzz&note=x&platform=pc&timestamp=1763700000000',
    );
    expect(sign(input, 'pc-partner-key')).toBe('_mBzrYKBQZGgQYaWc_lpZPQsWOI73ly_JsoQoguHDJE');
  });

  it('writes any object or array as JSON.stringify writes it', () => {
    const json = (v: SignableValue) =>
      canonicalString({ platform: 'H5', timestamp: 1, nonce: 'n', params: { v }, version: 1 });
    const expected = (v: unknown) => `nonce=n&platform=h5&timestamp=1&v=${JSON.stringify(v)}`.toLowerCase();
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.jsonValue()),
          fc.dictionary(fc.string({ unit: 'binary' }), fc.jsonValue()),
          // Strings of any code units (lone surrogates, controls, quotes), numbers of any kind, undefined.
          fc.array(
            fc.oneof(
              fc.string({ unit: 'binary' }),
              fc.string({ unit: fc.nat(0xffff).map((c) => String.fromCharCode(c)) }),
              fc.double(),
              fc.constant(undefined),
            ),
          ),
          fc.object({
            values: [
              fc.double(),
              fc.string({ unit: 'binary' }),
              fc.constant(undefined),
              fc.constant(null),
              fc.boolean(),
            ],
          }),
        ),
        (v) => {
          if (v && typeof v === 'object') expect(json(v)).toBe(expected(v));
        },
      ),
      { numRuns: 2000 },
    );
    for (const v of [
      [],
      {},
      [new Date(0)],
      { toJSON: () => 'x' },
      { a: { toJSON: () => 1 } },
      [-0, 1e21, 5e-7, NaN, -Infinity],
      ['\u2028', '\u007f', 'é', '😀', '\ud800'],
      Object.assign(Object.create(null) as object, { a: 1 }),
      [1, , 3], // eslint-disable-line no-sparse-arrays
      { [Symbol('s')]: 1, b: () => 1, c: 'x' },
      Object.assign([1], { extra: 2 }),
    ]) {
      expect(json(v)).toBe(expected(v));
    }
  });

  it('changes when any signed value changes', () => {
    const base = { platform: 'H5', timestamp: 1, nonce: 'n', params: { amount: 100 }, version: 1 as const };
    const s = sign(base, 'k');
    expect(sign({ ...base, params: { amount: 101 } }, 'k')).not.toBe(s);
    expect(sign({ ...base, nonce: 'm' }, 'k')).not.toBe(s);
    expect(sign(base, 'k2')).not.toBe(s);
  });

  it('matches node:crypto HMAC-SHA256 for arbitrary strings and keys', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 100 }), (message, key) => {
        const input = { platform: 'H5', timestamp: 0, nonce: 'n', params: { m: message }, version: 1 as const };
        const canonical = canonicalString(input);
        const reference = createHmac('sha256', key).update(canonical).digest('base64url');
        expect(sign(input, key)).toBe(reference);
      }),
      { numRuns: 200 },
    );
  });

  it('the canonical string is exactly the merged form (params, then the three fields over them) for any params', () => {
    // The definition, written out plainly: what every client and the server must agree on.
    const reference = (input: SignatureInput): string =>
      Object.entries({
        ...(input.params ?? {}),
        platform: input.platform,
        timestamp: input.timestamp,
        nonce: input.nonce,
      })
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([k, v]): [string, string] => [k.toLowerCase(), typeof v === 'object' ? JSON.stringify(v) : String(v)])
        .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .map(([k, v]) => `${k}=${v}`)
        .join('&')
        .toLowerCase();
    const key = fc.oneof(
      fc.constantFrom(
        'platform',
        'Platform',
        'nonce',
        'NONCE',
        'timestamp',
        'eventId',
        'eventid',
        'a',
        'a-b',
        'a_b',
        '1',
        '10',
      ),
      fc.string({ maxLength: 6 }),
    );
    const value = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
    );
    fc.assert(
      fc.property(
        fc.dictionary(key, value, { maxKeys: 6 }),
        fc.string({ maxLength: 5 }),
        fc.oneof(fc.integer({ min: 0 }), fc.string({ maxLength: 5 })),
        fc.string({ maxLength: 5 }),
        (params, platform, timestamp, nonce) => {
          const input = { platform, timestamp, nonce, params, version: 1 as const };
          expect(canonicalString(input)).toBe(reference(input));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the HMAC, nonces and header shapes', () => {
  const node = (key: string | Uint8Array, text: string | Uint8Array) =>
    createHmac('sha256', key).update(text).digest('base64url');

  it("hmacBase64Url is node:crypto's HMAC-SHA256 in base64url at every length around the block boundaries", () => {
    for (const keyLength of [0, 1, 32, 55, 56, 63, 64, 65, 100, 200]) {
      const key = Array.from({ length: keyLength }, (_, i) =>
        String.fromCharCode(0x21 + ((i * 31 + keyLength) % 90)),
      ).join('');
      for (let length = 0; length <= 200; length++) {
        const text = Array.from({ length }, (_, i) => String.fromCharCode(0x20 + ((i * 7 + length) % 95))).join('');
        expect(hmacBase64Url(key, text)).toBe(node(key, text));
      }
    }
  });

  it('hmacBase64Url signs long texts, and short ones after them', () => {
    for (const text of ['short', 'é'.repeat(30_000), 'x'.repeat(100_000), 'short again']) {
      expect(hmacBase64Url('k', text)).toBe(node('k', text));
    }
  });

  it("hmacBase64Url gives node:crypto's MAC of any text under any key, one key for many texts", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 100 }),
        fc.array(fc.string({ unit: 'grapheme', maxLength: 300 })),
        (key, texts) => {
          for (const text of texts) expect(hmacBase64Url(key, text)).toBe(node(key, text));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('makes 16-character nonces that differ', () => {
    const a = makeNonce();
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(makeNonce()).not.toBe(a);
    // What the server accepts is exactly what the client makes.
    for (let i = 0; i < 200; i++) expect(makeNonce()).toMatch(NONCE_PATTERN);
    expect(NONCE_PATTERN.test(makeNonce(15))).toBe(false);
    expect(NONCE_PATTERN.test('abcdefghijklmno!')).toBe(false);
  });

  it('accepts timestamps in decimal digits only and signatures of 43 base64url characters', () => {
    expect(TIMESTAMP_PATTERN.test('1763700000000')).toBe(true);
    for (const bad of ['0x19a', '1.7e12', '-1', ' 1', '1 ', '', '+1', '1_000'])
      expect(TIMESTAMP_PATTERN.test(bad)).toBe(false);
    expect(SIGNATURE_PATTERN.test(sign({ platform: 'H5', timestamp: 1, nonce: makeNonce() }, 'k'))).toBe(true);
    expect(SIGNATURE_PATTERN.test('x'.repeat(44))).toBe(false);
  });
});

describe('sign with a native HMAC', () => {
  it("gives every known-answer vector's signature with node:crypto's HMAC passed in", () => {
    const native = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url');
    const bare = { platform: 'H5', timestamp: 1700000000000, nonce: 'abcdefghijklmnop' };
    const login = {
      platform: 'H5',
      timestamp: '1763700000000',
      nonce: 'q1w2e3r4t5y6u7i8',
      params: { password: 'Secret1!', email: 'Fan@Example.com' },
    };
    const items = { platform: 'PC', timestamp: 1763700000000, nonce: 'zzzzzzzzzzzzzzzz' };
    const v2Params = { items: [{ qty: 2, typeId: 7 }], Note: 'X&y=1%', 'a=b': 'c', empty: null, gone: undefined };
    const v1Params = { items: [{ qty: 2, typeId: 7 }], Note: 'X', empty: null, gone: undefined };
    const vectors: Array<[SignatureInput, string, string]> = [
      [bare, 'fanpass-dev-h5-key', 'E4BQicH1MWJA9j1Cn8mS39ZRRIZ0JSEagBc22rzTuas'],
      [login, 'fanpass-dev-h5-key', 'L1srBXA53j5igGghwVveJUtOPGwkZJY9yeNlRB7IlPA'],
      [{ ...items, params: v2Params }, 'pc-partner-key', 'd9AZpNoudH2cKi3bskLZmodzRXTvbGP8wbxCfgGbdhA'],
      [{ ...bare, version: 1 }, 'fanpass-dev-h5-key', 'lPztk_o2S1UBHnxCFsepjkUjQd8UFiaMmdY3l0Zx-m0'],
      [{ ...login, version: 1 }, 'fanpass-dev-h5-key', 'T_wNMvpMv-A4DG2RayFPkYRAvjENKSWpMERstX-WGBc'],
      [{ ...items, params: v1Params, version: 1 }, 'pc-partner-key', '_mBzrYKBQZGgQYaWc_lpZPQsWOI73ly_JsoQoguHDJE'],
    ];
    for (const [input, key, signature] of vectors) {
      expect(sign(input, key, native)).toBe(signature);
      expect(sign(input, key)).toBe(signature);
    }
  });
});
