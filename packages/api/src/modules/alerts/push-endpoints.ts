import { PUSH_KEY_MAX } from '@fanpass/contracts';
import { createPublicKey } from 'node:crypto';

/**
 * The browsers' push services (Chrome and Edge's FCM, Firefox's autopush, Windows' WNS, Apple's
 * Web Push): a subscription must name one of them over https, so the service never posts to an
 * address a client chose (no request forgery through the push channel).
 */
const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
];

/** Whether a subscription may name this endpoint: a browser's push service, or a configured stand-in (not in production). */
export function endpointAllowed(endpoint: string, extraOrigins: readonly string[]): boolean {
  if (endpoint.length > PUSH_KEY_MAX.endpoint) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/**
 * Whether the subscription's keys are what a browser makes: `p256dh` an uncompressed P-256 point
 * on the curve (65 bytes), `auth` a 16-byte secret, both base64url.
 */
export function keysValid(p256dh: string, auth: string): boolean {
  if (p256dh.length > PUSH_KEY_MAX.p256dh || auth.length > PUSH_KEY_MAX.auth) return false;
  const b64url = /^[A-Za-z0-9_-]+={0,2}$/;
  if (!b64url.test(p256dh) || !b64url.test(auth)) return false;
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4 || Buffer.from(auth, 'base64url').length !== 16) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}
