import { DEV_SIGNING_KEY, makeNonce, sign, SIGNATURE_VERSION } from '@fanpass/contracts';
import { createHmac } from 'node:crypto';
import { type Agent, request } from 'node:http';

const nativeHmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/** A signed-in fan as the H5 client sends it: the login token and the account's uuid. */
export interface Login {
  token: string;
  uuid: string;
}

export interface Reply<T> {
  status: number;
  /** The envelope's code; -1 when the request failed or the body was not an envelope. */
  code: number;
  data: T | null;
  ms: number;
}

/**
 * POSTs `body` as the H5 client does: signed with the development signing key (a fresh nonce each
 * time), with the fan's login; answers the envelope's code and data, and how long it took. No answer
 * within `timeoutMs` is a failed request (status 0, code -1).
 */
export function signedPost<T>(
  base: URL,
  agent: Agent,
  path: string,
  login: Login,
  body: object,
  headers: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<Reply<T>> {
  const text = JSON.stringify(body);
  const timestamp = String(Date.now());
  const nonce = makeNonce();
  const signature = sign({ platform: 'H5', timestamp, nonce, params: body as never }, DEV_SIGNING_KEY, nativeHmac);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          platform: 'H5',
          timestamp,
          nonce,
          'signature-version': String(SIGNATURE_VERSION),
          signature,
          token: login.token,
          uuid: login.uuid,
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let code = -1;
          let data: T | null = null;
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString()) as { code: number; data?: T };
            code = parsed.code;
            data = parsed.data ?? null;
          } catch {
            // stays -1
          }
          resolve({ status: res.statusCode ?? 0, code, data, ms: performance.now() - started });
        });
      },
    );
    // A server that stops answering fails the request (status 0) instead of hanging the run.
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timed out')));
    req.on('error', () => resolve({ status: 0, code: -1, data: null, ms: performance.now() - started }));
    req.end(text);
  });
}
