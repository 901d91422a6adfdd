import { connect } from 'node:http2';
import type { ApplePassConfig } from '../../../config/config.js';

/** What APNs said about one push: delivered, the token is dead (unregister it), or try again later. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** Tells devices that an Apple pass changed, so they fetch it again from our web service. */
export interface PassPushSender {
  /** One push per token, all with the pass type identifier as topic; outcomes in the same order. */
  push(passTypeId: string, pushTokens: string[]): Promise<PushOutcome[]>;
}

export const PASS_PUSH_SENDER = Symbol('PASS_PUSH_SENDER');

/**
 * APNs over HTTP/2 with the pass type certificate as the TLS client certificate. Apple's pass
 * update push is an empty JSON dictionary with the pass type identifier as `apns-topic`; Wallet
 * then asks our web service which passes changed.
 */
export class ApnsPassPushSender implements PassPushSender {
  constructor(
    private readonly apple: ApplePassConfig,
    private readonly origin: string,
    /** Extra trusted CA (tests run a local APNs with a self-signed certificate). */
    private readonly ca?: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async push(passTypeId: string, pushTokens: string[]): Promise<PushOutcome[]> {
    if (!pushTokens.length) return [];
    const session = connect(this.origin, {
      cert: this.apple.certPem,
      key: this.apple.keyPem,
      passphrase: this.apple.keyPassphrase,
      ...(this.ca ? { ca: this.ca } : {}),
    });
    // A connection failure fails every stream below; the session's own error must not crash the process.
    session.on('error', () => undefined);
    try {
      return await Promise.all(pushTokens.map((token) => this.one(session, passTypeId, token)));
    } finally {
      session.close();
    }
  }

  private one(session: ReturnType<typeof connect>, topic: string, token: string): Promise<PushOutcome> {
    return new Promise((resolve) => {
      const body = Buffer.from('{}');
      const stream = session.request({
        ':method': 'POST',
        ':path': `/3/device/${encodeURIComponent(token)}`,
        'apns-topic': topic,
        'content-type': 'application/json',
        'content-length': body.length,
      });
      stream.setTimeout(this.timeoutMs, () => stream.close());
      let status = 0;
      stream.on('response', (headers) => {
        status = Number(headers[':status']);
      });
      let reply = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        if (reply.length < 1024) reply += chunk;
      });
      // 410: the device no longer holds the pass; 400 BadDeviceToken is as final. Anything else may pass.
      stream.on('close', () =>
        resolve(
          status === 200
            ? 'sent'
            : status === 410 || (status === 400 && /BadDeviceToken/.test(reply))
              ? 'gone'
              : 'failed',
        ),
      );
      stream.on('error', () => undefined);
      stream.end(body);
    });
  }
}

/** Development and tests: pushes are kept in memory (refused in production by the configuration). */
export class RecordedPassPushSender implements PassPushSender {
  readonly pushes: { topic: string; token: string }[] = [];
  /** Tests set this to make the next pushes fail; `refused` counts the pushes that did. */
  failing = false;
  refused = 0;

  push(passTypeId: string, pushTokens: string[]): Promise<PushOutcome[]> {
    if (this.failing) {
      this.refused += pushTokens.length;
      return Promise.resolve(pushTokens.map(() => 'failed' as const));
    }
    for (const token of pushTokens) this.pushes.push({ topic: passTypeId, token });
    return Promise.resolve(pushTokens.map(() => 'sent' as const));
  }
}
