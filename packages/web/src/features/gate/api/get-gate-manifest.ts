import type { GateManifest, GatePublicKeyView, SignedGateManifestView } from '@fanpass/contracts';
import { http } from '../../../lib/http/client';

function bytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  );
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/** Checks a manifest's Ed25519 signature on the device (WebCrypto); answers its content, or null when forged. */
export async function verifyManifest(
  signed: SignedGateManifestView,
  key: GatePublicKeyView,
): Promise<GateManifest | null> {
  const publicKey = await crypto.subtle.importKey('raw', bytes(key.publicKey), { name: 'Ed25519' }, false, ['verify']);
  const ok = await crypto.subtle.verify(
    { name: 'Ed25519' },
    publicKey,
    bytes(signed.signature),
    new TextEncoder().encode(signed.payload),
  );
  return ok ? (JSON.parse(signed.payload) as GateManifest) : null;
}

/** GET /gate/publicKey and /gate/manifest: the event's tickets for offline checks, verified before use. */
export async function getGateManifest(eventId: number): Promise<GateManifest | null> {
  const [key, signed] = await Promise.all([
    http.get<GatePublicKeyView>('/gate/publicKey', undefined, { errors: 'caller' }),
    http.get<SignedGateManifestView>('/gate/manifest', { eventId }, { errors: 'caller' }),
  ]);
  return verifyManifest(signed, key);
}
