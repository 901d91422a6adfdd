import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { macMatches } from './hmac.js';

describe('macMatches', () => {
  it("holds for node:crypto's HMAC-SHA256 in base64url of the key and text only", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), fc.string({ maxLength: 400 }), fc.nat(), (key, text, at) => {
        const mac = createHmac('sha256', key).update(text).digest('base64url');
        expect(macMatches(key, text, mac)).toBe(true);
        const i = at % mac.length;
        const changed = mac.slice(0, i) + (mac[i] === 'A' ? 'B' : 'A') + mac.slice(i + 1);
        expect(macMatches(key, text, changed)).toBe(false);
        expect(macMatches(key, `${text} `, mac)).toBe(false);
        expect(macMatches(`${key}k`, text, mac)).toBe(false);
        expect(macMatches(key, text, `${mac}=`)).toBe(false);
        expect(macMatches(key, text, mac.slice(0, -1))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses the same MAC written with the unused low bits of its last character set', () => {
    // A 32-byte MAC's last base64url character carries 4 bits: one of its three other spellings
    // decodes to the same bytes, and is another text.
    const mac = createHmac('sha256', 'k').update('abc').digest('base64url');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const other = mac.slice(0, -1) + alphabet[alphabet.indexOf(mac.at(-1)!) ^ 1]!;
    expect(Buffer.from(other, 'base64url').equals(Buffer.from(mac, 'base64url'))).toBe(true);
    expect(macMatches('k', 'abc', other)).toBe(false);
  });
});
