import { type HmacBase64Url, KeyedHmacSha256, utf8 } from '@fanpass/contracts';

/** Keys seen (the platforms' and the partners'); a full map starts over, nothing else is lost. */
const MAX_KEYS = 1_000;
const keyed = new Map<string, KeyedHmacSha256>();

/**
 * The request signature's HMAC-SHA256 (base64url) for `sign()`, with one KeyedHmacSha256 per key:
 * the key's padded blocks are hashed once, and no OpenSSL context is set up per request, which cost
 * the app more than the hashing itself (docs/architecture.md, "an eighth round"). The same result as
 * node:crypto's `createHmac('sha256', key)`, as contracts' signature.spec.ts and keyed-hmac.spec.ts check.
 */
export const keyedHmac: HmacBase64Url = (key, text) => {
  let hmac = keyed.get(key);
  if (!hmac) {
    if (keyed.size >= MAX_KEYS) keyed.clear();
    hmac = new KeyedHmacSha256(utf8(key));
    keyed.set(key, hmac);
  }
  return macBase64Url(hmac, text);
};

/**
 * A text's MAC under a KeyedHmacSha256, in base64url without padding by Node's own encoder
 * (contracts' portable `base64Url` builds the 43 characters in JS, a string concatenation each).
 */
export function macBase64Url(hmac: KeyedHmacSha256, text: string): string {
  const mac = hmac.macOfText(text);
  return Buffer.from(mac.buffer, mac.byteOffset, mac.length).toString('base64url');
}
