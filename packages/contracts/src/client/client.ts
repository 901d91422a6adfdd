import { API_BASE_PATH } from '../constants.js';
import { isEnvelope } from '../envelope.js';
import { makeNonce, sign, SIGNATURE_HEADERS, SIGNATURE_VERSION, type SignableValue } from '../signature.js';
import type { ApiOperations, OperationKey } from './operations.js';

/** Who signs: a partner (platform PARTNER, keyId and its key) or one of our platforms (H5, PC). */
export interface SignerOptions {
  platform: string;
  key: string;
  /** Required with platform PARTNER. */
  keyId?: string;
}

/**
 * The signature headers of one request (DESIGN.md "Signature", docs/api.md): platform, timestamp,
 * nonce, signature-version, signature, and keyId for a partner. Shared by the typed client and the
 * web app; always the current canonical form (SIGNATURE_VERSION).
 */
export function signatureHeaders(
  signer: SignerOptions,
  params: Record<string, SignableValue> | null | undefined,
  now: number = Date.now(),
): Record<string, string> {
  const timestamp = String(now);
  const nonce = makeNonce();
  const headers: Record<string, string> = {
    platform: signer.platform,
    timestamp,
    nonce,
    [SIGNATURE_HEADERS.version]: String(SIGNATURE_VERSION),
    signature: sign(
      { platform: signer.platform, timestamp, nonce, params: params ?? null, version: SIGNATURE_VERSION },
      signer.key,
    ),
  };
  if (signer.keyId) headers.keyId = signer.keyId;
  return headers;
}

export interface FanpassClientOptions extends SignerOptions {
  /** The API's origin, e.g. https://fanpass.example (the client adds /fanapih5). */
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Accept-Language: en_US, zh, zh_tw, th, vi or ms. */
  language?: string;
}

/** A reply with a code other than 200 (or an answer that is no envelope: code 0). */
export class FanpassApiError<C extends number = number> extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly code: C,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'FanpassApiError';
  }
}

export interface CallOptions {
  /** Retries with the same key answer the first result (order, payment and wallet writes). */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Params<K extends OperationKey> = ApiOperations[K]['params'];
/** The operations that take no parameters. */
export type NoParamsOperation = {
  [K in OperationKey]: Params<K> extends Record<string, never> ? K : never;
}[OperationKey];

/**
 * A small typed client of the Fanpass API (generated operation table, fetch, signing): answers
 * the typed `data` of a success, throws FanpassApiError with the reply code otherwise.
 */
export function createFanpassClient(options: FanpassClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const now = options.now ?? (() => Date.now());
  let login: { token: string; uuid: string } | null = null;

  async function call<K extends OperationKey>(
    operation: K,
    ...[params, callOptions]: Params<K> extends Record<string, never>
      ? [params?: Params<K>, options?: CallOptions]
      : [params: Params<K>, options?: CallOptions]
  ): Promise<ApiOperations[K]['data']> {
    const [method, template] = (operation as string).split(' ') as [string, string];
    const rest: Record<string, SignableValue> = { ...((params ?? {}) as Record<string, SignableValue>) };
    // Path parameters ({id}) go into the path and are not signed.
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = rest[name];
      delete rest[name];
      return encodeURIComponent(String(value));
    });
    const query =
      method === 'GET'
        ? new URLSearchParams(
            Object.entries(rest)
              .filter(([, v]) => v !== null && v !== undefined)
              .map(([k, v]): [string, string] => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
          ).toString()
        : '';
    const headers: Record<string, string> = {
      ...callOptions?.headers,
      ...signatureHeaders(options, rest, now()),
    };
    if (method !== 'GET') headers['content-type'] = 'application/json';
    if (options.language) headers['accept-language'] = options.language;
    if (login) Object.assign(headers, login);
    if (callOptions?.idempotencyKey) headers['idempotency-key'] = callOptions.idempotencyKey;
    const response = await doFetch(`${options.baseUrl}${API_BASE_PATH}${path}${query ? `?${query}` : ''}`, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(rest),
      signal: callOptions?.signal,
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // not JSON: reported below
    }
    if (!isEnvelope(body)) {
      throw new FanpassApiError(operation, response.status, 0, `HTTP ${response.status} without an envelope`, body);
    }
    if (body.code === 200) return body.data as ApiOperations[K]['data'];
    throw new FanpassApiError(operation, response.status, body.code, body.msg, body.data);
  }

  return {
    call,
    /** A GET or POST without parameters. */
    get: <K extends NoParamsOperation>(operation: K) => call(operation as never) as Promise<ApiOperations[K]['data']>,
    /** Sends this fan's login (token and uuid from regByEmail / loginByEmail) with every call; null forgets it. */
    setLogin(value: { token: string; uuid: string } | null): void {
      login = value;
    },
  };
}

export type FanpassClient = ReturnType<typeof createFanpassClient>;
