import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { PARTNER_KEY_ID_PATTERN, type PartnerKey, type PartnerKeyring } from '../../infra/partner-keys.js';
import { RateLimits } from '../../infra/rate-limits.js';
import { num, type Sql, sqlOf } from '../../database/sql.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { TransactionRunner } from '../../database/transaction.js';

/** A partner's name: what operations type in `pnpm ops partner …`. */
export const PARTNER_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** One row of `pnpm ops partner list`. */
export interface PartnerKeyRow {
  keyId: string;
  partner: string;
  ratePerMinute: number;
  createdAt: number;
  retiredAt: number | null;
  retiredWhy: string | null;
}

/** What `partner add` and `partner rotate` print once. */
export interface IssuedKey {
  partner: string;
  keyId: string;
  key: string;
  ratePerMinute: number;
}

const KEY_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Partner keys: issued, rotated and revoked by operations, looked up by the signature guard.
 * The database holds key ids only; each key is HMAC-SHA256(PARTNER_KEY_SECRET, key id), derived
 * when it is issued (printed once) and when a request is verified.
 */
@Injectable()
export class PartnerKeysService implements PartnerKeyring {
  private readonly cache = new Map<string, { key: PartnerKey | null; until: number }>();
  private readonly limits = new Map<string, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private get sql(): Sql {
    return sqlOf(this.dataSource);
  }

  /** The secret key of a key id (43 characters of base64url). */
  keyOf(keyId: string): string {
    return createHmac('sha256', this.config.partners.keySecret)
      .update(`fanpass-partner-key:${keyId}`, 'utf8')
      .digest('base64url');
  }

  async find(keyId: string): Promise<PartnerKey | null> {
    if (!PARTNER_KEY_ID_PATTERN.test(keyId)) return null;
    const now = this.clock.now();
    const cached = this.cache.get(keyId);
    if (cached && cached.until > now) return cached.key;
    const [row] = await this.sql.rows(
      'SELECT partner, rate_per_minute FROM partner_keys WHERE key_id = ? AND retired_at IS NULL',
      [keyId],
    );
    const key = row
      ? { keyId, partner: String(row.partner), key: this.keyOf(keyId), ratePerMinute: num(row.rate_per_minute) }
      : null;
    if (this.config.partners.cacheMs > 0) {
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(keyId, { key, until: now + this.config.partners.cacheMs });
    }
    return key;
  }

  async spend(key: PartnerKey): Promise<void> {
    const name = `partner:${key.partner}`;
    if (this.limits.get(name) !== key.ratePerMinute) {
      this.rateLimits.define(name, { points: key.ratePerMinute, duration: 60 });
      this.limits.set(name, key.ratePerMinute);
    }
    await this.rateLimits.consume(name, key.partner);
  }

  /** Issues the first key of a new partner; a string says why not. */
  async add(partner: string, ratePerMinute = this.config.partners.rateLimit): Promise<IssuedKey | string> {
    if (!PARTNER_NAME_PATTERN.test(partner)) {
      return `"${partner}": a partner name is 1 to 64 of a-z, 0-9, _ and -, starting with a letter or digit`;
    }
    return this.transactions.withTransaction(async (tx) => {
      const [active] = await this.sql.rows(
        'SELECT key_id FROM partner_keys WHERE partner = ? AND retired_at IS NULL',
        [partner],
        tx,
      );
      if (active) return `${partner} has a key already (${String(active.key_id)}): rotate or revoke it`;
      const keyId = newKeyId();
      await this.sql.run(
        'INSERT INTO partner_keys (key_id, partner, rate_per_minute, created_at) VALUES (?, ?, ?, ?)',
        [keyId, partner, ratePerMinute, this.clock.now()],
        tx,
      );
      return { partner, keyId, key: this.keyOf(keyId), ratePerMinute };
    });
  }

  /** Retires the partner's key and issues a new one (same rate unless given); the old one stops working at once. */
  async rotate(partner: string, ratePerMinute?: number): Promise<IssuedKey | string> {
    return this.transactions.withTransaction(async (tx) => {
      const [active] = await this.sql.rows<{ key_id: string; rate_per_minute: unknown }>(
        'SELECT key_id, rate_per_minute FROM partner_keys WHERE partner = ? AND retired_at IS NULL',
        [partner],
        tx,
      );
      if (!active) return `${partner}: no active key (partner add issues one)`;
      const now = this.clock.now();
      const retired = await this.sql.run(
        "UPDATE partner_keys SET retired_at = ?, retired_why = 'rotated' WHERE key_id = ? AND retired_at IS NULL",
        [now, active.key_id],
        tx,
      );
      if (retired.affected !== 1) return `${partner}: the key changed meanwhile, try again`;
      const rate = ratePerMinute ?? num(active.rate_per_minute);
      const keyId = newKeyId();
      await this.sql.run(
        'INSERT INTO partner_keys (key_id, partner, rate_per_minute, created_at) VALUES (?, ?, ?, ?)',
        [keyId, partner, rate, now],
        tx,
      );
      this.cache.delete(active.key_id);
      return { partner, keyId, key: this.keyOf(keyId), ratePerMinute: rate };
    });
  }

  /** Retires every key of the partner; answers how many. */
  async revoke(partner: string): Promise<number> {
    const keys = await this.sql.rows<{ key_id: string }>(
      'SELECT key_id FROM partner_keys WHERE partner = ? AND retired_at IS NULL',
      [partner],
    );
    const { affected } = await this.sql.run(
      "UPDATE partner_keys SET retired_at = ?, retired_why = 'revoked' WHERE partner = ? AND retired_at IS NULL",
      [this.clock.now(), partner],
    );
    for (const k of keys) this.cache.delete(k.key_id);
    return affected;
  }

  async list(): Promise<PartnerKeyRow[]> {
    const rows = await this.sql.rows(
      'SELECT key_id, partner, rate_per_minute, created_at, retired_at, retired_why FROM partner_keys ORDER BY partner, created_at',
      [],
    );
    return rows.map((r) => ({
      keyId: String(r.key_id),
      partner: String(r.partner),
      ratePerMinute: num(r.rate_per_minute),
      createdAt: num(r.created_at),
      retiredAt: r.retired_at === null ? null : num(r.retired_at),
      retiredWhy: r.retired_why === null ? null : String(r.retired_why),
    }));
  }
}

function newKeyId(): string {
  let id = 'pk_';
  for (const b of randomBytes(10)) id += KEY_ID_ALPHABET[b % KEY_ID_ALPHABET.length];
  return id;
}
