import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { keyedHmac } from './keyed-hmac.js';

describe('keyedHmac', () => {
  it("answers node:crypto's HMAC-SHA256 in base64url for any key and text, keys long and short", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), fc.string({ maxLength: 400 }), (key, text) => {
        expect(keyedHmac(key, text)).toBe(createHmac('sha256', key).update(text).digest('base64url'));
        // Asked again (the key's kept hasher, its kept buffer): the same.
        expect(keyedHmac(key, text)).toBe(createHmac('sha256', key).update(text).digest('base64url'));
      }),
      { numRuns: 300 },
    );
  });
});
