import { isBase64UrlOf, KeyedHmacSha256 } from '@fanpass/contracts';

/** The registered time claims (seconds) a token may carry. */
interface TimeClaims {
  nbf?: unknown;
  exp?: unknown;
  iat?: unknown;
}

/**
 * The claims of a login token, checked as jsonwebtoken's verify checks ours (JwtModule's
 * `algorithms: ['HS256']`): three parts, header alg HS256, the HMAC-SHA256 signature compared in
 * constant time, `nbf` and `exp` (seconds) against the wall clock; null when any check fails.
 * Done here because jsonwebtoken's generic path (key-type checks, option handling, jws streams)
 * cost more than the rest of the session check, and with the key's blocks hashed once
 * (KeyedHmacSha256) because an OpenSSL context per token cost more than the hashing
 * (docs/architecture.md).
 */
export function verifyHs256<T extends object>(token: string, key: Buffer, nowMs = Date.now()): T | null {
  const claims = signedClaims(token, new KeyedHmacSha256(key));
  return claims && inTime(claims, nowMs) ? (claims as T) : null;
}

/** The claims of a token whose header and signature are right (whatever its times say), else null. */
function signedClaims(token: string, hmac: KeyedHmacSha256): TimeClaims | null {
  const first = token.indexOf('.');
  const second = token.indexOf('.', first + 1);
  if (first <= 0 || second <= first + 1 || token.indexOf('.', second + 1) !== -1) return null;
  let header: unknown;
  let claims: unknown;
  try {
    header = JSON.parse(Buffer.from(token.slice(0, first), 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(token.slice(first + 1, second), 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof header !== 'object' || header === null || (header as { alg?: unknown }).alg !== 'HS256') return null;
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  // Compared in constant time with the signature given, as timingSafeEqual compared the texts.
  if (!isBase64UrlOf(hmac.macOfText(token.slice(0, second)), token.slice(second + 1))) return null;
  const { iat } = claims as TimeClaims;
  if (iat !== undefined && typeof iat !== 'number') return null;
  return claims as TimeClaims;
}

/** `nbf` and `exp` (seconds) hold at `nowMs`. */
function inTime(claims: TimeClaims, nowMs: number): boolean {
  const now = Math.floor(nowMs / 1000);
  const { nbf, exp } = claims;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return false;
  if (exp !== undefined && (typeof exp !== 'number' || now >= exp)) return false;
  return true;
}

/**
 * `verifyHs256` for the check on every request, remembering the tokens whose signature it has
 * checked: a token's header, claims and signature never change, so a token seen before costs a
 * map lookup instead of two base64 decodes, two JSON parses and an HMAC. Only tokens that passed
 * the signature check are remembered (a forged one is checked again each time, and never fills the
 * map); the times (`nbf`, `exp`) are checked on every call. At most `size` tokens are kept, the
 * oldest dropped first.
 */
export class Hs256Verifier {
  private readonly seen = new Map<string, TimeClaims>();
  /** The key's padded blocks hashed once, not per token. */
  private readonly hmac: KeyedHmacSha256;

  constructor(
    key: Buffer,
    private readonly size = 20_000,
  ) {
    this.hmac = new KeyedHmacSha256(key);
  }

  verify<T extends object>(token: string, nowMs = Date.now()): T | null {
    let claims = this.seen.get(token);
    if (!claims) {
      const checked = signedClaims(token, this.hmac);
      if (!checked) return null;
      if (this.seen.size >= this.size) this.seen.delete(this.seen.keys().next().value!);
      this.seen.set(token, checked);
      claims = checked;
    }
    return inTime(claims, nowMs) ? (claims as T) : null;
  }
}
