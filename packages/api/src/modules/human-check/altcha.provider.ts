import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { HumanCheckConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import type { NonceStore } from '../../infra/nonce-store.js';
import type { HumanCheck, HumanCheckWidget } from './human-check.js';

/** How long a challenge can be solved and used. */
export const ALTCHA_TTL_MS = 10 * 60_000;

interface AltchaPayload {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function parsePayload(answer: string): AltchaPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(answer, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const p = value as Record<string, unknown>;
    const ok =
      typeof p.algorithm === 'string' &&
      typeof p.challenge === 'string' &&
      typeof p.number === 'number' &&
      typeof p.salt === 'string' &&
      typeof p.signature === 'string';
    return ok ? (p as unknown as AltchaPayload) : null;
  } catch {
    return null;
  }
}

/**
 * Self-hosted ALTCHA proof of work (altcha-lib's v1 challenge, which the `altcha` widget
 * solves): an HMAC-signed SHA-256 challenge with an expiry in its salt; each solved challenge
 * is accepted once.
 */
export class AltchaHumanCheck implements HumanCheck {
  readonly widget: HumanCheckWidget = { provider: 'altcha', challengeUrl: '/fanapih5/humanCheck/challenge' };

  constructor(
    private readonly config: HumanCheckConfig,
    private readonly clock: Clock,
    private readonly nonces: NonceStore,
  ) {}

  challenge(): Promise<Challenge> {
    return createChallenge({
      hmacKey: this.config.secret,
      algorithm: 'SHA-256',
      maxNumber: this.config.altchaMaxNumber,
      expires: new Date(this.clock.now() + ALTCHA_TTL_MS),
    });
  }

  async verify(answer: string): Promise<boolean> {
    const payload = parsePayload(answer);
    if (!payload || payload.algorithm !== 'SHA-256') return false;
    const ok = await verifySolution(payload as Parameters<typeof verifySolution>[0], this.config.secret, true);
    if (!ok) return false;
    // One solution, one use: a replayed payload fails.
    return this.nonces.claim(`altcha:${payload.signature}`, ALTCHA_TTL_MS + 60_000);
  }
}
