import { createSign } from 'node:crypto';
import type { GoogleWalletConfig } from '../../../config/config.js';
import type { Clock } from '../../../infra/clock.js';

/** Google Wallet's REST API, as far as pass updates need it. */
export interface GoogleWalletClient {
  /** Patches an event ticket object (`{issuerId}.{ticket code}`) with the given fields. */
  patchEventTicketObject(objectId: string, fields: Record<string, unknown>): Promise<void>;
}

export const GOOGLE_WALLET_CLIENT = Symbol('GOOGLE_WALLET_CLIENT');

const SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';

const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 JWT signed with the service account's key (the save link and the token grant both use one). */
export function serviceAccountJwt(config: GoogleWalletConfig, claims: Record<string, unknown>): string {
  const unsigned = `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(config.privateKeyPem).toString('base64url');
  return `${unsigned}.${signature}`;
}

/**
 * The real client: an OAuth access token from the service-account JWT grant (kept until shortly
 * before it expires), then PATCH walletobjects/v1/eventTicketObject/{id}.
 */
export class HttpGoogleWalletClient implements GoogleWalletClient {
  private token: { value: string; until: number } | undefined;

  constructor(
    private readonly config: GoogleWalletConfig,
    private readonly clock: Clock,
    private readonly apiUrl = 'https://walletobjects.googleapis.com/walletobjects/v1',
    private readonly tokenUrl = 'https://oauth2.googleapis.com/token',
  ) {}

  async patchEventTicketObject(objectId: string, fields: Record<string, unknown>): Promise<void> {
    const response = await fetch(`${this.apiUrl}/eventTicketObject/${encodeURIComponent(objectId)}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(fields),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 401) this.token = undefined;
    if (!response.ok) throw new Error(`Google Wallet PATCH ${objectId} answered ${response.status}`);
  }

  private async accessToken(): Promise<string> {
    const now = this.clock.now();
    if (this.token && this.token.until > now) return this.token.value;
    const iat = Math.floor(now / 1000);
    const assertion = serviceAccountJwt(this.config, {
      iss: this.config.serviceAccountEmail,
      scope: SCOPE,
      aud: this.tokenUrl,
      iat,
      exp: iat + 3600,
    });
    const response = await fetch(this.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Google OAuth token grant answered ${response.status}`);
    const answer = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!answer.access_token) throw new Error('Google OAuth token grant answered no access_token');
    this.token = { value: answer.access_token, until: now + ((answer.expires_in ?? 3600) - 60) * 1000 };
    return this.token.value;
  }
}

/** Development and tests: patches are kept in memory (refused in production by the configuration). */
export class RecordedGoogleWalletClient implements GoogleWalletClient {
  readonly patches: { objectId: string; fields: Record<string, unknown> }[] = [];
  /** Tests set this to make the next patches fail; `refused` counts the patches that did. */
  failing = false;
  refused = 0;

  patchEventTicketObject(objectId: string, fields: Record<string, unknown>): Promise<void> {
    if (this.failing) {
      this.refused++;
      return Promise.reject(new Error('recorded Google Wallet client set to fail'));
    }
    this.patches.push({ objectId, fields });
    return Promise.resolve();
  }
}
