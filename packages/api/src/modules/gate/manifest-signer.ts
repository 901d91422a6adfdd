import type { GatePublicKeyView, SignedGateManifestView } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infra/tokens.js';

/** Signs gate manifests with the server's Ed25519 key (GATE_SIGNING_KEY); gate devices check them. */
@Injectable()
export class ManifestSigner {
  private readonly key: KeyObject | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = config.gate.signingKeyPem ? createPrivateKey(config.gate.signingKeyPem) : undefined;
  }

  private required(): KeyObject {
    if (!this.key) throw new AppError('GATE_OFFLINE_UNAVAILABLE');
    return this.key;
  }

  /** The public key as raw 32 bytes (base64url), as WebCrypto imports it. */
  publicKey(): GatePublicKeyView {
    const jwk = createPublicKey(this.required()).export({ format: 'jwk' });
    return { algorithm: 'Ed25519', publicKey: jwk.x! };
  }

  sign(payload: string): SignedGateManifestView {
    return { payload, signature: sign(null, Buffer.from(payload, 'utf8'), this.required()).toString('base64url') };
  }
}
