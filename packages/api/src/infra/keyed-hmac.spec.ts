import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { macMatches } from './keyed-hmac.js';

describe('macMatches', () => {
  it("holds for node:crypto's HMAC-SHA256 in base64url of any key and text, keys long and short, and nothing else", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), fc.string({ maxLength: 400 }), fc.nat(), (key, text, at) => {
        const mac = createHmac('sha256', key).update(text).digest('base64url');
        expect(macMatches(key, text, mac)).toBe(true);
        // Asked again (the key's kept hasher, its kept buffer): the same.
        expect(macMatches(key, text, mac)).toBe(true);
        const i = at % mac.length;
        const changed = mac.slice(0, i) + (mac[i] === 'A' ? 'B' : 'A') + mac.slice(i + 1);
        expect(macMatches(key, text, changed)).toBe(false);
        expect(macMatches(key, `${text} `, mac)).toBe(false);
        expect(macMatches(`${key}k`, text, mac)).toBe(false);
        expect(macMatches(key, text, `${mac}=`)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
