/**
 * SHA-256 and HMAC-SHA256 in plain TypeScript, synchronous and dependency-free, so the one
 * signing function runs unchanged in Node and in any browser (Web Crypto is async and missing
 * outside secure contexts).
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** SHA-256's initial hash value (FIPS 180-4, 5.3.3). */
const IV = Int32Array.from([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const BLOCK = 64;
/** The most a KeyedHmacSha256 keeps for encoding texts. */
const KEPT_TEXT = 64 * 1024;
const W = new Int32Array(64);
/** The last one or two blocks of a message, with its padding. */
const TAIL = new Uint8Array(2 * BLOCK);

/** UTF-8 bytes of a string. */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** One compression of the 64 bytes at `at` into `state`. */
function compress(state: Int32Array, bytes: Uint8Array, at: number): void {
  for (let i = 0; i < 16; i++, at += 4) {
    W[i] = (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15]!;
    const w2 = W[i - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) | 0;
  }
  let a = state[0]!,
    b = state[1]!,
    c = state[2]!,
    d = state[3]!;
  let e = state[4]!,
    f = state[5]!,
    g = state[6]!,
    h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + S1 + ch + K[i]! + W[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + S0 + maj) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/**
 * Hashes the first `length` bytes of `bytes` into `state`, padded as the end of a message of
 * `before` + `length` bytes (`before`: whole blocks already in `state`).
 */
function absorb(state: Int32Array, bytes: Uint8Array, length: number, before: number): void {
  const whole = length - (length % BLOCK);
  for (let at = 0; at < whole; at += BLOCK) compress(state, bytes, at);
  const rest = length - whole;
  TAIL.fill(0);
  for (let i = 0; i < rest; i++) TAIL[i] = bytes[whole + i]!;
  TAIL[rest] = 0x80;
  const end = rest < BLOCK - 8 ? BLOCK : 2 * BLOCK;
  // The length in bits, big-endian in the last 8 bytes.
  const bits = (before + length) * 8;
  const high = Math.floor(bits / 0x100000000);
  TAIL[end - 8] = high >>> 24;
  TAIL[end - 7] = high >>> 16;
  TAIL[end - 6] = high >>> 8;
  TAIL[end - 5] = high;
  TAIL[end - 4] = bits >>> 24;
  TAIL[end - 3] = bits >>> 16;
  TAIL[end - 2] = bits >>> 8;
  TAIL[end - 1] = bits;
  for (let at = 0; at < end; at += BLOCK) compress(state, TAIL, at);
}

/** The digest in `state`, as 32 bytes (into `out` when given). */
function digestOf(state: Int32Array, out = new Uint8Array(32)): Uint8Array {
  for (let i = 0; i < 8; i++) {
    const v = state[i]!;
    out[i * 4] = v >>> 24;
    out[i * 4 + 1] = v >>> 16;
    out[i * 4 + 2] = v >>> 8;
    out[i * 4 + 3] = v;
  }
  return out;
}

/** SHA-256 digest of bytes. */
export function sha256(data: Uint8Array): Uint8Array {
  const state = IV.slice();
  absorb(state, data, data.length, 0);
  return digestOf(state);
}

/** The state after one block: the key, zero-filled to a block, XOR `pad`. */
function padded(key: Uint8Array, pad: number): Int32Array {
  const block = new Uint8Array(BLOCK);
  for (let i = 0; i < BLOCK; i++) block[i] = (key[i] ?? 0) ^ pad;
  const state = IV.slice();
  compress(state, block, 0);
  return state;
}

/**
 * HMAC-SHA256 (RFC 2104) under one key, the key's two padded blocks hashed once, when it is made:
 * each message then costs its own blocks and one more, with nothing to set up. The api keeps one
 * per key for the request signature and the login token, where an OpenSSL context per message cost
 * more than the hashing (docs/architecture.md, "an eighth round").
 */
export class KeyedHmacSha256 {
  private readonly inner: Int32Array;
  private readonly outer: Int32Array;
  private readonly state = new Int32Array(8);
  private readonly innerDigest = new Uint8Array(32);
  private text = new Uint8Array(256);
  private readonly encoder = new TextEncoder();

  constructor(key: Uint8Array) {
    const k = key.length > BLOCK ? sha256(key) : key;
    this.inner = padded(k, 0x36);
    this.outer = padded(k, 0x5c);
  }

  /** The 32-byte MAC of the first `length` bytes of `message` (all of them by default). */
  mac(message: Uint8Array, length = message.length): Uint8Array {
    const { state } = this;
    state.set(this.inner);
    absorb(state, message, length, BLOCK);
    const inner = digestOf(state, this.innerDigest);
    state.set(this.outer);
    absorb(state, inner, inner.length, BLOCK);
    return digestOf(state);
  }

  /** The MAC of a text's UTF-8 bytes, in base64url without padding. */
  base64Url(text: string): string {
    return base64Url(this.macOfText(text));
  }

  /** The 32-byte MAC of a text's UTF-8 bytes. */
  macOfText(text: string): Uint8Array {
    // UTF-8 takes at most 3 bytes per UTF-16 unit. The buffer kept grows up to 64 KiB; a longer
    // text (a signed body carrying an image) gets one of its own, not kept.
    const needed = text.length * 3;
    let bytes = this.text;
    if (bytes.length < needed) {
      bytes = new Uint8Array(needed);
      if (needed <= KEPT_TEXT) this.text = bytes;
    }
    const { written } = this.encoder.encodeInto(text, bytes);
    return this.mac(bytes, written);
  }
}

/** HMAC-SHA256 (RFC 2104) of a message under a key. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return new KeyedHmacSha256(key).mac(message);
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Base64url without padding (RFC 4648 §5). */
export function base64Url(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]! + B64[(n >> 6) & 63]! + B64[n & 63]!;
  }
  if (i < bytes.length) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    if (i + 1 < bytes.length) out += B64[(n >> 6) & 63]!;
  }
  return out;
}

/** Lower-case hex of bytes. */
export function hex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}
