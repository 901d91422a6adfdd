import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config/config.js';
import { verifySecret } from '../../infra/passwords.js';
import { APP_CONFIG } from '../../infra/tokens.js';

const PREFIX = 'hmac-sha256$';

/**
 * Payment passwords as HMAC-SHA256 under PAYMENT_PIN_KEY (DESIGN.md): six digits have a
 * million values, so a slow hash cannot protect them from whoever holds the database; the key,
 * kept out of it, can. The account id is part of the message, so equal PINs differ. Older
 * Argon2id hashes still verify and are upgraded on the next correct entry.
 */
@Injectable()
export class PinHasher {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(config.paymentPinKey, 'utf8');
  }

  hash(userId: number, pin: string): string {
    return PREFIX + this.mac(userId, pin).toString('base64url');
  }

  async verify(stored: string, userId: number, pin: string): Promise<boolean> {
    if (!stored.startsWith(PREFIX)) return verifySecret(stored, pin);
    const expected = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    const actual = this.mac(userId, pin);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** True when a stored hash is of an older kind and should be replaced after a correct entry. */
  isOutdated(stored: string): boolean {
    return !stored.startsWith(PREFIX);
  }

  private mac(userId: number, pin: string): Buffer {
    return createHmac('sha256', this.key).update(`fanpass:pay-pin:${userId}:${pin}`).digest();
  }
}
