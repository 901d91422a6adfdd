import { parsePickupQr, pickupQrMessage } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infra/tokens.js';

/**
 * Pick-up QR codes, signed with the server's Ed25519 key (GATE_SIGNING_KEY, the one gate manifests
 * are signed with): a counter device checks one offline with the public key from
 * `GET /fanapih5/gate/publicKey`, and the server checks it again before it hands the goods over.
 */
@Injectable()
export class PickupQrSigner {
  private readonly key: KeyObject | undefined;
  private readonly publicKey: KeyObject | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = config.gate.signingKeyPem ? createPrivateKey(config.gate.signingKeyPem) : undefined;
    this.publicKey = this.key ? createPublicKey(this.key) : undefined;
  }

  /** The QR text of a pick-up order; null when no signing key is configured. */
  qrOf(orderNo: string): string | null {
    if (!this.key) return null;
    const message = pickupQrMessage(orderNo);
    return `${message}.${sign(null, Buffer.from(message, 'utf8'), this.key).toString('base64url')}`;
  }

  /** The order number of a genuine pick-up QR; refused otherwise. */
  check(text: string): string {
    const parsed = parsePickupQr(text);
    if (!parsed || !this.publicKey) throw new AppError('PICKUP_QR_INVALID');
    const ok = verify(
      null,
      Buffer.from(pickupQrMessage(parsed.orderNo), 'utf8'),
      this.publicKey,
      Buffer.from(parsed.signature, 'base64url'),
    );
    if (!ok) throw new AppError('PICKUP_QR_INVALID');
    return parsed.orderNo;
  }
}
