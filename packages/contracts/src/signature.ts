import { NONCE_LENGTH } from './constants.js';
import { base64Url, hmacSha256, utf8 } from './sha256.js';

/** A value the client may send as a query parameter or top-level body field. */
export type SignableValue = string | number | boolean | null | undefined | object;

/** What a request is signed over (DESIGN.md, "Signature"). */
export interface SignatureInput {
  platform: string;
  timestamp: string | number;
  nonce: string;
  /** Query parameters (GET) or the top-level fields of the JSON body (other methods). */
  params?: Record<string, SignableValue> | null;
}

function text(value: SignableValue): string {
  if (typeof value === 'object' && value !== null) return jsonOf(value) ?? JSON.stringify(value);
  return String(value);
}

/**
 * Whether JSON.stringify writes a string as it is between quotes: nothing to escape (a quote, a
 * backslash, a control character) and no surrogate (a lone one is escaped; pairs are left to it).
 */
function plainInJson(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return false;
  }
  return true;
}

/**
 * `JSON.stringify(value)` for the values JSON.parse makes (plain objects, arrays, strings, finite
 * numbers, booleans, null), in plain code: V8's JSON.stringify is a call into its C++ that cost
 * more than the rest of the canonical string (docs/architecture.md, "a nineteenth round").
 * Anything else (undefined, a class instance, a toJSON, a string with a character to escape)
 * answers undefined, and JSON.stringify itself decides. signature.spec.ts holds the two equal.
 */
function jsonOf(value: unknown): string | undefined {
  if (typeof value === 'string') return plainInJson(value) ? '"' + value + '"' : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value !== 'object') return undefined;
  if (value === null) return 'null';
  let out: string;
  if (Array.isArray(value)) {
    out = '[';
    for (let i = 0; i < value.length; i++) {
      const element = jsonOf(value[i]);
      if (element === undefined) return undefined;
      out += i ? ',' + element : element;
    }
    return out + ']';
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const record = value as Record<string, unknown>;
  out = '{';
  let first = true;
  for (const key of Object.keys(record)) {
    if (key === 'toJSON' || !plainInJson(key)) return undefined;
    const field = jsonOf(record[key]);
    if (field === undefined) return undefined;
    out += (first ? '"' : ',"') + key + '":' + field;
    first = false;
  }
  return out + '}';
}

/**
 * The canonical string: the pairs platform, timestamp, nonce plus the params; null and
 * undefined dropped; objects and arrays as their JSON text; keys lower-cased and sorted;
 * joined as key=value with '&'; the whole string lower-cased.
 */
export function canonicalString(input: SignatureInput): string {
  const params = input.params ?? {};
  const fields = { platform: input.platform, timestamp: input.timestamp, nonce: input.nonce };
  const pairs: Array<[string, string]> = [];
  // A param named like a header field gives way to that field (the general, merged form); else
  // the params and the fields are the same pairs without a merged copy of the params.
  if (Object.hasOwn(params, 'platform') || Object.hasOwn(params, 'timestamp') || Object.hasOwn(params, 'nonce')) {
    addPairs(pairs, { ...params, ...fields });
  } else {
    addPairs(pairs, params);
    addPairs(pairs, fields);
  }
  return joined(pairs);
}

/** Each field with a value as [lower-cased key, its text], in the record's order. */
function addPairs(pairs: Array<[string, string]>, record: Record<string, SignableValue>): void {
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (value !== null && value !== undefined) pairs.push([key.toLowerCase(), text(value)]);
  }
}

function joined(pairs: Array<[string, string]>): string {
  // Sorted by key, equal keys kept in their order (a stable sort, as Array.prototype.sort): an
  // insertion sort, since a request has a handful of pairs and the generic sort cost more than
  // the rest of the canonical string.
  for (let i = 1; i < pairs.length; i++) {
    const pair = pairs[i]!;
    let j = i - 1;
    for (; j >= 0 && pairs[j]![0] > pair[0]; j--) pairs[j + 1] = pairs[j]!;
    pairs[j + 1] = pair;
  }
  let out = '';
  for (let i = 0; i < pairs.length; i++) out += (i ? '&' : '') + pairs[i]![0] + '=' + pairs[i]![1];
  return out.toLowerCase();
}

/** HMAC-SHA256 of a text under a key, base64url without padding. */
export type HmacBase64Url = (key: string, text: string) => string;

/** The portable implementation (plain TypeScript); Node callers may pass node:crypto's instead. */
export const hmacBase64Url: HmacBase64Url = (key, text) => base64Url(hmacSha256(utf8(key), utf8(text)));

/**
 * HMAC-SHA256 of the canonical string under the platform's key, base64url without padding.
 * The HMAC itself can be swapped for a faster native one; the canonical form never changes.
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
  token: 'token',
  uuid: 'uuid',
  area: 'area',
  idempotencyKey: 'idempotency-key',
} as const;

/** Development key for the H5 and PC platforms; refused in production. */
export const DEV_SIGNING_KEY = 'fanpass-dev-h5-key';

/** Largest allowed distance between the client's timestamp and the server clock. */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;
