import { isBase64UrlOf, KeyedHmacSha256, utf8 } from '@fanpass/contracts';

/** Keys seen (the platforms' and the partners'); a full map starts over, nothing else is lost. */
const MAX_KEYS = 1_000;
const keyed = new Map<string, KeyedHmacSha256>();

/**
 * The HMAC-SHA256 under a key, kept per key: the key's padded blocks are hashed once, and no
 * OpenSSL context is set up per request, which cost the app more than the hashing itself
 * (docs/architecture.md, "an eighth round").
 */
function keyedFor(key: string): KeyedHmacSha256 {
  let hmac = keyed.get(key);
  if (!hmac) {
    if (keyed.size >= MAX_KEYS) keyed.clear();
    hmac = new KeyedHmacSha256(utf8(key));
    keyed.set(key, hmac);
  }
  return hmac;
}

/**
 * Whether `given` is the HMAC-SHA256 of `text` under `key` in base64url without padding (a request
 * signature), compared in constant time as `timingSafeEqual` compared the two texts: the MAC's
 * bytes are compared with the given characters as they are, with no text and no Buffers made of
 * either (docs/architecture.md, "a nineteenth round"). contracts' signature.spec.ts and
 * keyed-hmac.spec.ts hold it to node:crypto's `createHmac('sha256', key)`.
 */
export function macMatches(key: string, text: string, given: string): boolean {
  return isBase64UrlOf(keyedFor(key).macOfText(text), given);
}
