import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { makeLocalhostCert, makeWalletCerts } from './wallet-certs.js';

/** A browser's side of one subscription: its key pair and auth secret, as `PushManager.subscribe` makes them. */
export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

/** One message the stand-in accepted: checked and decrypted. */
export interface ReceivedPush {
  path: string;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID JWT's claims (signature checked against `k`). */
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key the request named (`k=`). */
  vapidKey: string;
  payload: unknown;
}

/**
 * A local push service doing what the browsers' push services do with a message: the VAPID
 * `Authorization: vapid t=<JWT>, k=<key>` header (ES256 signature by `k`, audience = this origin,
 * expiry within 24 hours, a mailto:/https: subject), then the RFC 8291 aes128gcm body decrypted
 * with the subscription's private key and auth secret (`http_ece`). What it cannot check it
 * refuses (400/401/403); `answer` sets the status of a subscription's path (410: gone, 500: failure).
 */
export class PushStandIn {
  readonly received: ReceivedPush[] = [];
  readonly refused: string[] = [];
  private readonly subscriptions = new Map<string, StandInSubscription>();
  private readonly answers = new Map<string, number>();
  private server!: Server;
  origin = '';
  /** The CA of its certificate (for `localhost`): PUSH_EXTRA_CA. */
  caPem = '';

  async start(): Promise<this> {
    const certs = makeWalletCerts();
    const tls = makeLocalhostCert(certs);
    this.caPem = certs.caPem;
    this.server = createServer({ cert: tls.certPem, key: tls.keyPem }, (req, res) => {
      void this.handle(req).then(
        (status) => {
          res.statusCode = status;
          res.end();
        },
        (error: unknown) => {
          this.refused.push(String(error));
          res.statusCode = 400;
          res.end(String(error));
        },
      );
    });
    await new Promise<void>((resolve) => this.server.listen(0, resolve));
    this.origin = `https://localhost:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }

  /** A new subscription on this service, as a browser would create it. */
  subscription(): StandInSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const id = randomBytes(12).toString('hex');
    const s: StandInSubscription = {
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      ecdh,
    };
    this.subscriptions.set(`/push/${id}`, s);
    return s;
  }

  /** The status this service answers for a subscription from now on (201 by default). */
  answer(s: StandInSubscription, status: number): void {
    this.answers.set(new URL(s.endpoint).pathname, status);
  }

  /** What reached a subscription, decrypted. */
  to(s: StandInSubscription): ReceivedPush[] {
    const path = new URL(s.endpoint).pathname;
    return this.received.filter((r) => r.path === path);
  }

  private async handle(req: IncomingMessage): Promise<number> {
    const body = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });
    const path = req.url ?? '';
    const subscription = this.subscriptions.get(path);
    if (req.method !== 'POST' || !subscription) return 404;
    const answer = this.answers.get(path);
    if (answer !== undefined && answer !== 201) return answer;

    const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '');
    if (!auth) throw new Error('no VAPID authorization');
    const [, token, key] = auth as unknown as [string, string, string];
    const [head, claimsPart, signature] = token.split('.') as [string, string, string];
    const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
    if (header.alg !== 'ES256') throw new Error(`VAPID alg ${header.alg}`);
    const point = Buffer.from(key, 'base64url');
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${claimsPart}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return 403;
    const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString()) as ReceivedPush['claims'];
    if (claims.aud !== this.origin) return 403;
    const now = Math.floor(Date.now() / 1000);
    if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return 403;
    if (!/^(mailto:|https:)/.test(claims.sub)) return 403;

    if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
    const plain = decrypt(body, {
      version: 'aes128gcm',
      privateKey: subscription.ecdh,
      authSecret: Buffer.from(subscription.keys.auth, 'base64url'),
    });
    this.received.push({
      path,
      ttl,
      urgency: req.headers.urgency as string | undefined,
      claims,
      vapidKey: key,
      payload: JSON.parse(plain.toString('utf8')),
    });
    return 201;
  }
}
