/** A partner key the signature guard may verify a request with. */
export interface PartnerKey {
  keyId: string;
  partner: string;
  /** The HMAC key itself (derived on demand; never stored). */
  key: string;
  /** Requests per minute the partner may make, over all of its keys. */
  ratePerMinute: number;
}

/**
 * What the signature guard needs of partner keys (platform PARTNER + keyId header); the partners
 * module provides it under PARTNER_KEYS.
 */
export interface PartnerKeyring {
  /** The active key with this id, or null (never issued, rotated away, revoked). */
  find(keyId: string): Promise<PartnerKey | null>;
  /** Counts one request against the partner's rate limit; over it throws 429/42900. */
  spend(key: PartnerKey): Promise<void>;
}

/** A key id: `pk_` and 10 characters of [a-z0-9]. */
export const PARTNER_KEY_ID_PATTERN = /^pk_[a-z0-9]{10}$/;
