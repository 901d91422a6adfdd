import { Inject, Injectable } from '@nestjs/common';
import {
  NONCE_PATTERN,
  PLATFORM_MAX_LENGTH,
  SIGNATURE_PATTERN,
  SIGNATURE_HEADERS,
  SIGNATURE_VERSION,
  SIGNATURE_WINDOW_MS,
  canonicalString,
  TIMESTAMP_PATTERN,
  type SignableValue,
  type SignatureVersion,
} from '@fanpass/contracts';
import type { FastifyRequest } from 'fastify';
import { type AppConfig, PARTNER_PLATFORM } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { macMatches } from '../../infra/hmac.js';
import type { NonceStore } from '../../infra/nonce-store.js';
import type { PartnerKey, PartnerKeyring } from '../../infra/partner-keys.js';
import { APP_CONFIG, CLOCK, NONCE_STORE, PARTNER_KEYS } from '../../infra/tokens.js';
import { AppError } from '../../common/errors/app-error.js';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** What a request is signed over: the query (GET, HEAD) or the top-level body fields (others). */
export function signedParams(request: FastifyRequest): Record<string, SignableValue> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return (request.query ?? {}) as Record<string, SignableValue>;
  }
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, SignableValue>)
    : {};
}

/** The canonical form a request names in `signature-version`: none is 1; an unknown one is malformed. */
function versionOf(request: FastifyRequest): SignatureVersion | undefined {
  const given = header(request, SIGNATURE_HEADERS.version);
  if (given === undefined || given === '1') return 1;
  return given === String(SIGNATURE_VERSION) ? SIGNATURE_VERSION : undefined;
}

/**
 * Every call from our clients is signed (DESIGN.md "Signature"): the platform must be known,
 * the timestamp within five minutes, the HMAC right (compared in constant time), and the nonce
 * new. Each failure has its own code. Routes marked @Unsigned() skip it (`RequestGuards`).
 * Canonical form 1 signs different requests alike, so it is a wrong signature unless the
 * platform is configured to keep it (SIGNATURE_V1_PLATFORMS, docs/decisions/0015).
 */
@Injectable()
export class SignatureGuard {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(NONCE_STORE) private readonly nonces: NonceStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PARTNER_KEYS) private readonly partners: PartnerKeyring,
  ) {}

  /**
   * `counted`: the throttle's count when it is still on its way (RequestGuards.whileCounted). The
   * nonce is claimed beside it, and a request it refuses gives the nonce back, so a request over
   * the limit uses up neither its nonce nor a partner's limit, as when it is refused first.
   */
  async check(request: FastifyRequest, counted?: Promise<void>): Promise<void> {
    const platform = header(request, 'platform');
    const timestamp = header(request, 'timestamp');
    const nonce = header(request, 'nonce');
    const signature = header(request, 'signature');
    if (!platform || !timestamp || !nonce || !signature) throw new AppError('SIGNATURE_MISSING');

    // A partner signs with its own key, named by the keyId header (looked up in the database).
    let partner: PartnerKey | null = null;
    let key: string | undefined;
    if (platform === PARTNER_PLATFORM) {
      partner = await this.partners.find(header(request, 'keyid') ?? '');
      if (!partner) throw new AppError('PARTNER_KEY_UNKNOWN');
      key = partner.key;
    } else {
      // Looked up as an own key only: 'constructor' or '__proto__' is just an unknown platform.
      const keys = this.config.signingKeys;
      key = platform.length <= PLATFORM_MAX_LENGTH && Object.hasOwn(keys, platform) ? keys[platform] : undefined;
      if (typeof key !== 'string' || !key) throw new AppError('PLATFORM_UNKNOWN');
    }

    // Bounded, exact shapes before any work: decimal timestamp, 16-character nonce, 43-character
    // signature, a known version.
    const version = versionOf(request);
    if (
      !TIMESTAMP_PATTERN.test(timestamp) ||
      !NONCE_PATTERN.test(nonce) ||
      !SIGNATURE_PATTERN.test(signature) ||
      version === undefined
    ) {
      throw new AppError('SIGNATURE_MALFORMED');
    }
    const sentAt = Number(timestamp);
    if (Math.abs(this.clock.now() - sentAt) > SIGNATURE_WINDOW_MS) {
      throw new AppError('SIGNATURE_STALE');
    }

    // node:crypto's HMAC, compared in constant time with the one given (macMatches).
    if (
      (version === 1 && !this.config.signatureV1Platforms.has(platform)) ||
      !macMatches(
        key,
        canonicalString({ platform, timestamp, nonce, params: signedParams(request), version }),
        signature,
      )
    ) {
      throw new AppError('SIGNATURE_INVALID');
    }

    // Claimed only after the signature checks out, so nobody can burn another client's nonces.
    const client = partner ? `${platform}:${partner.keyId}` : platform;
    const claimed = `${client}:${nonce}`;
    const claim = this.nonces.claim(claimed, 2 * SIGNATURE_WINDOW_MS);
    if (counted) {
      // The claim's own failure is taken after the count's answer, so it is handled at once.
      claim.catch(() => undefined);
      await counted.catch(async (error: unknown) => {
        if (await claim.catch(() => false)) await this.nonces.release(claimed);
        throw error;
      });
    }
    if (!(await claim)) throw new AppError('SIGNATURE_REPLAYED');
    // Each partner's own rate limit, counted only for requests it really signed.
    if (partner) await this.partners.spend(partner);
  }
}
