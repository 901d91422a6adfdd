import { hmac as nobleHmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { NONCE_LENGTH } from './constants.js';

/** A value the client may send as a query parameter or top-level body field. */
export type SignableValue = string | number | boolean | null | undefined | object;

/**
 * The canonical forms: 2 signs every key and value exactly as sent, with the separators escaped
 * (docs/decisions/0015-signature-version-2.md); 1 lower-cased the whole string and left `&` and `=`
 * inside values as they were, so it signed different requests alike. A server accepts 1 only
 * from the platforms configured for it.
 */
export type SignatureVersion = 1 | 2;

/** The version our clients sign, sent in the `signature-version` header and signed with the pairs. */
export const SIGNATURE_VERSION = 2 satisfies SignatureVersion;

/** What a request is signed over (DESIGN.md, "Signature"). */
export interface SignatureInput {
  platform: string;
  timestamp: string | number;
  nonce: string;
  /** Query parameters (GET) or the top-level fields of the JSON body (other methods). */
  params?: Record<string, SignableValue> | null;
  /** The canonical form; SIGNATURE_VERSION (2) when not given. */
  version?: SignatureVersion;
}

/** A value's text: objects and arrays as JSON.stringify writes them, anything else as String does. */
function text(value: SignableValue): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** The canonical string of the input's version (2 unless it says 1). */
export function canonicalString(input: SignatureInput): string {
  return input.version === 1 ? canonicalStringV1(input) : canonicalStringV2(input);
}

/**
 * Version 2: the pairs platform, timestamp, nonce, `signature-version=2`, plus one pair per param;
 * null and undefined dropped; objects and arrays as their JSON text; in each key and value `%`,
 * `&`, `=` and any lone surrogate percent-escaped (`escapePart`), nothing else changed (no case
 * folding); sorted by key, a header field before a param of the same name; joined as key=value
 * with '&'. The string splits back into exactly the pairs it was made of, so two requests that
 * differ in any signed key or value text never share it.
 */
export function canonicalStringV2(input: SignatureInput): string {
  const pairs: Array<[string, string]> = [
    [PLATFORM_KEY, escapePart(input.platform)],
    [TIMESTAMP_KEY, escapePart(String(input.timestamp))],
    [NONCE_KEY, escapePart(input.nonce)],
    [VERSION_KEY, VERSION_VALUE],
  ];
  const params = input.params ?? {};
  for (const key of Object.keys(params)) {
    const value = params[key];
    if (value !== null && value !== undefined) pairs.push([escapePart(key), escapePart(text(value))]);
  }
  return joined(pairs);
}

const PLATFORM_KEY = 'platform';
const TIMESTAMP_KEY = 'timestamp';
const NONCE_KEY = 'nonce';
const VERSION_KEY = 'signature-version';
const VERSION_VALUE = String(SIGNATURE_VERSION);
const HEX = '0123456789ABCDEF';

/**
 * A key or value as version 2 signs it: `%` as `%25`, `&` as `%26`, `=` as `%3D`, a lone surrogate
 * as `%u` and its four upper-case hex digits; every other character as it is. Reversible, and the
 * result is well-formed Unicode, so its UTF-8 bytes (what the HMAC reads) are reversible too
 * (encodeURIComponent would throw on a lone surrogate, and lengthen every non-ASCII character).
 */
export function escapePart(part: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < part.length; i++) {
    const c = part.charCodeAt(i);
    let escape: string | undefined;
    if (c === 0x25) escape = '%25';
    else if (c === 0x26) escape = '%26';
    else if (c === 0x3d) escape = '%3D';
    else if (c >= 0xd800 && c <= 0xdfff) {
      const next = i + 1 < part.length ? part.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        i++; // a pair: one character, kept
        continue;
      }
      escape = '%u' + HEX[c >> 12]! + HEX[(c >> 8) & 15]! + HEX[(c >> 4) & 15]! + HEX[c & 15]!;
    }
    if (escape === undefined) continue;
    out += part.slice(from, i) + escape;
    from = i + 1;
  }
  return from === 0 ? part : out + part.slice(from);
}

/**
 * Version 1 (kept for the clients of platforms still configured for it): the pairs platform,
 * timestamp, nonce plus the params; null and undefined dropped; objects and arrays as their JSON
 * text; keys lower-cased and sorted; joined as key=value with '&'; the whole string lower-cased.
 */
export function canonicalStringV1(input: SignatureInput): string {
  // A param named like a header field gives way to that field.
  const merged = { ...input.params, platform: input.platform, timestamp: input.timestamp, nonce: input.nonce };
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(merged)) {
    if (value !== null && value !== undefined) pairs.push([key.toLowerCase(), text(value)]);
  }
  return joined(pairs).toLowerCase();
}

/** The pairs sorted by key (a stable sort: equal keys keep their order), joined key=value with '&'. */
function joined(pairs: Array<[string, string]>): string {
  return pairs
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** HMAC-SHA256 of a text's UTF-8 bytes under a key's, base64url without padding. */
export type HmacBase64Url = (key: string, text: string) => string;

/** Bytes as base64url without padding (RFC 4648 §5). */
function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The HMAC that runs anywhere, synchronously: `@noble/hashes` (the browser's Web Crypto is
 * asynchronous, and missing outside secure contexts). The API passes node:crypto's instead.
 */
export const hmacBase64Url: HmacBase64Url = (key, text) =>
  base64Url(nobleHmac(sha256, utf8ToBytes(key), utf8ToBytes(text)));

/**
 * HMAC-SHA256 of the canonical string (of `input.version`, 2 by default) under the platform's
 * key, base64url without padding, by the HMAC given (`hmacBase64Url` unless another is passed);
 * the canonical form never changes with it. Send `signature-version` (SIGNATURE_HEADERS.version)
 * with the version signed: without it a server reads the request as version 1.
 */
export function sign(input: SignatureInput, key: string, hmac: HmacBase64Url = hmacBase64Url): string {
  return hmac(key, canonicalString(input));
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A request nonce is exactly NONCE_LENGTH (16) characters of [A-Za-z0-9] (makeNonce() makes one). */
export const NONCE_PATTERN = /^[A-Za-z0-9]{16}$/;
/** The signed timestamp: epoch milliseconds in decimal digits only (no sign, hex or exponent). */
export const TIMESTAMP_PATTERN = /^[0-9]{1,15}$/;
/** A signature: HMAC-SHA256 in base64url without padding. */
export const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Longest platform name a server looks up. */
export const PLATFORM_MAX_LENGTH = 64;

/** A random nonce (NONCE_LENGTH by default; longer ones serve as idempotency keys) from the platform's CSPRNG. */
export function makeNonce(length = NONCE_LENGTH): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += NONCE_ALPHABET[b % NONCE_ALPHABET.length];
  return out;
}

/** The headers that carry the signature. */
export const SIGNATURE_HEADERS = {
  platform: 'platform',
  timestamp: 'timestamp',
  nonce: 'nonce',
  signature: 'signature',
  /** The canonical form signed (SIGNATURE_VERSION); absent means 1. */
  version: 'signature-version',
  token: 'token',
  uuid: 'uuid',
  area: 'area',
  idempotencyKey: 'idempotency-key',
} as const;

/** Development key for the H5 and PC platforms; refused in production. */
export const DEV_SIGNING_KEY = 'fanpass-dev-h5-key';

/** Largest allowed distance between the client's timestamp and the server clock. */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;
