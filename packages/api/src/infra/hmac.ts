import { createHmac, timingSafeEqual } from 'node:crypto';
import type { HmacBytes } from '@fanpass/contracts';

/**
 * Whether `given` is the HMAC-SHA256 of `text` under `key` in base64url without padding (a request
 * signature). The two texts are compared in constant time, so a signature that decodes to the
 * same bytes but is written otherwise (the unused low bits of its last character set) is refused.
 */
export function macMatches(key: string, text: string, given: string): boolean {
  const expected = Buffer.from(createHmac('sha256', key).update(text).digest('base64url'));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** HMAC-SHA256 under a hex key: the digits of the rotating ticket and pick-up QR codes (contracts' gate.ts). */
export const nodeHmacBytes: HmacBytes = (keyHex, message) =>
  createHmac('sha256', Buffer.from(keyHex, 'hex')).update(message).digest();
