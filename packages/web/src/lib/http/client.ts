import {
  API_BASE_PATH,
  DEV_SIGNING_KEY,
  REQUEST_TIMEOUT_MS,
  SPEC_CODES,
  acceptLanguageFor,
  isEnvelope,
  signatureHeaders,
  type Envelope,
  type SignableValue,
} from '@fanpass/contracts';
import { emitAppEvent } from '../events';
import { i18n } from '../i18n';
import { session } from '../session/store';
import { getArea, getLanguage, saveRepairNotice, type RepairNotice } from '../storage';
import { showErrorToast, showTransportToast } from '../toast';
import { lastViewportWidth, platformFor } from './platform';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;
export type JsonBody = Record<string, SignableValue>;

/**
 * How a failed reply is handled: `table` applies the whole code table (spec §8); `silent` ignores
 * every failure (the notice and area-list calls); `caller` still logs out, reports system errors
 * and repair, but leaves other codes to the caller without a toast (login).
 */
export type ErrorMode = 'table' | 'silent' | 'caller';

export interface RequestOptions {
  errors?: ErrorMode;
  signal?: AbortSignal;
  /** Extra headers that are not signed, such as Idempotency-Key. */
  headers?: Record<string, string>;
}

/** A file the server answered with (a CSV export): its bytes and the name it suggests. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition's filename, null when it names none. */
  filename: string | null;
}

/** The file name a Content-Disposition header suggests (`attachment; filename="a.csv"`). */
export function dispositionFilename(header: string | null): string | null {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match ? match[1]!.trim() : null;
}

export type FailureKind = 'code' | 'throttled' | 'timeout' | 'offline' | 'network' | 'http';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly code?: number,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Everything the client takes from its surroundings, so tests can replace it. */
export interface ClientEnvironment {
  fetch: typeof fetch;
  now(): number;
  width(): number;
  online(): boolean;
  signingKey: string;
  language(): string;
  area(): string;
  /**
   * The browser's IANA time zone, sent as X-Time-Zone with writes (POST) so the e-mails they cause
   * give times in it. Reads never send it: the first Intl.DateTimeFormat loads the time-zone data,
   * tens of milliseconds of the first screen's main thread on a phone.
   */
  timeZone?(): string | undefined;
  credentials(): { token: string | null; uuid: string | null };
  translate(key: string, params?: Record<string, unknown>): string;
  onLoginExpired(): void;
  onSystemException(): void;
  onRepair(notice: RepairNotice): void;
  errorToast(text: string): void;
  transportToast(text: string): void;
}

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return `${API_BASE_PATH}${path}${text ? `?${text}` : ''}`;
}

/** The headers of spec §7 with the signature over the query (GET) or the top-level body (POST). */
export function buildHeaders(
  env: ClientEnvironment,
  method: 'GET' | 'POST',
  params: Record<string, SignableValue> | undefined,
): Record<string, string> {
  // The same signing as the typed client partners use (packages/contracts, docs/api.md).
  const signer = { platform: platformFor(env.width()), key: env.signingKey };
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...signatureHeaders(signer, params, env.now()),
    area: env.area(),
    'accept-language': acceptLanguageFor(env.language()),
  };
  const timeZone = method === 'POST' ? env.timeZone?.() : undefined;
  if (timeZone) headers['x-time-zone'] = timeZone;
  const { token, uuid } = env.credentials();
  if (token) headers.token = token;
  if (uuid) headers.uuid = uuid;
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function createHttpClient(env: ClientEnvironment) {
  function transportFailure(error: ApiError, mode: ErrorMode): never {
    if (mode !== 'silent') env.transportToast(error.message);
    throw error;
  }

  function codeFailure(envelope: Envelope, status: number, mode: ErrorMode): never {
    const error = new ApiError(envelope.msg, 'code', envelope.code, status, envelope.data);
    if (mode === 'silent') throw error;
    switch (envelope.code) {
      case SPEC_CODES.loginExpired:
        env.onLoginExpired();
        break;
      case SPEC_CODES.systemException:
        env.onSystemException();
        break;
      case SPEC_CODES.repair:
        env.onRepair({ msg: envelope.msg, data: (envelope.data as RepairNotice['data']) ?? null });
        break;
      default:
        if (mode === 'table') env.errorToast(envelope.msg);
    }
    throw error;
  }

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    input: { query?: QueryParams; body?: JsonBody },
    options: RequestOptions = {},
    file = false,
  ): Promise<T> {
    const mode = options.errors ?? 'table';
    if (!env.online()) {
      transportFailure(new ApiError(env.translate('errors.offline'), 'offline'), mode);
    }
    const params: Record<string, SignableValue> | undefined = method === 'GET' ? input.query : input.body;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort);
    let response: Response;
    try {
      response = await env.fetch(buildUrl(path, method === 'GET' ? input.query : undefined), {
        method,
        headers: { ...options.headers, ...buildHeaders(env, method, params) },
        body: method === 'POST' ? JSON.stringify(input.body ?? {}) : undefined,
        signal: controller.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      const timedOut = controller.signal.aborted;
      const kind: FailureKind = timedOut ? 'timeout' : env.online() ? 'network' : 'offline';
      const key = timedOut ? 'errors.timeout' : kind === 'offline' ? 'errors.offline' : 'errors.network';
      return transportFailure(new ApiError(env.translate(key), kind), mode);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }

    // A file comes back as itself; a refusal of it is still an envelope (JSON), handled below.
    if (file && response.ok && !(response.headers.get('content-type') ?? '').includes('json')) {
      const downloaded: DownloadedFile = {
        blob: await response.blob(),
        filename: dispositionFilename(response.headers.get('content-disposition')),
      };
      return downloaded as T;
    }
    const body = await readBody(response);
    // A 429 with a code of its own (login locked, code resent too early) says more than the
    // general high-demand message, which covers the throttle's code and bare 429s.
    if (response.status === 429 && (!isEnvelope(body) || body.code === SPEC_CODES.throttled)) {
      return transportFailure(new ApiError(env.translate('errors.highDemand'), 'throttled', undefined, 429), mode);
    }
    if (isEnvelope(body)) {
      if (body.code === SPEC_CODES.success) return body.data as T;
      return codeFailure(body, response.status, mode);
    }
    if (response.ok) return body as T;
    return transportFailure(
      new ApiError(env.translate('errors.http', { status: response.status }), 'http', undefined, response.status),
      mode,
    );
  }

  return {
    request,
    get<T>(path: string, query?: QueryParams, options?: RequestOptions): Promise<T> {
      return request<T>('GET', path, { query }, options);
    },
    post<T>(path: string, body?: JsonBody, options?: RequestOptions): Promise<T> {
      return request<T>('POST', path, { body: body ?? {} }, options);
    },
    /** A signed GET answered with a file (an export); a coded refusal goes through the code table. */
    download(path: string, query?: QueryParams, options?: RequestOptions): Promise<DownloadedFile> {
      return request<DownloadedFile>('GET', path, { query }, options, true);
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The build-time signing key (VITE_SIGNING_KEY), the development key when unset. */
export const SIGNING_KEY: string = import.meta.env.VITE_SIGNING_KEY || DEV_SIGNING_KEY;

export const browserEnvironment: ClientEnvironment = {
  fetch: (input, init) => globalThis.fetch(input, init),
  now: () => Date.now(),
  width: lastViewportWidth,
  online: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  signingKey: SIGNING_KEY,
  language: getLanguage,
  area: () => getArea().value,
  timeZone: () => {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return undefined;
    }
  },
  credentials: () => {
    const current = session.get();
    return { token: current.token, uuid: current.userInfo?.uuid ?? null };
  },
  translate: (key, params) => i18n.t(key, params),
  onLoginExpired: () => {
    session.logout();
    emitAppEvent({ type: 'logout' });
  },
  onSystemException: () => emitAppEvent({ type: 'systemException' }),
  onRepair: (notice) => {
    saveRepairNotice(notice);
    emitAppEvent({ type: 'repair' });
  },
  errorToast: showErrorToast,
  transportToast: showTransportToast,
};

export const http = createHttpClient(browserEnvironment);
