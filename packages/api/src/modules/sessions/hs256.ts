import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The claims of a login token, checked as jsonwebtoken's verify checks ours (JwtModule's
 * `algorithms: ['HS256']`): three parts, header alg HS256, the HMAC-SHA256 signature compared in
 * constant time, `nbf` and `exp` (seconds) against the wall clock; null when any check fails.
 * Done here with node:crypto because jsonwebtoken's generic path (key-type checks, option
 * handling, jws streams) cost more than the rest of the session check (docs/architecture.md).
 */
export function verifyHs256<T extends object>(token: string, key: Buffer, nowMs = Date.now()): T | null {
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
  const expected = Buffer.from(createHmac('sha256', key).update(token.slice(0, second)).digest('base64url'));
  const given = Buffer.from(token.slice(second + 1));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const now = Math.floor(nowMs / 1000);
  const { nbf, exp, iat } = claims as { nbf?: unknown; exp?: unknown; iat?: unknown };
  if (iat !== undefined && typeof iat !== 'number') return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
  if (exp !== undefined && (typeof exp !== 'number' || now >= exp)) return null;
  return claims as T;
}
