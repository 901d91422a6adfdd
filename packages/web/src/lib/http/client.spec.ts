import { DEV_SIGNING_KEY, REPLY_CODES, sign } from '@fanpass/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RepairNotice } from '../storage';
import { ApiError, buildUrl, createHttpClient, dispositionFilename, type ClientEnvironment } from './client';

interface Recorded {
  url: string;
  init: RequestInit;
}

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(respond: (call: Recorded) => Response | Promise<Response>, overrides: Partial<ClientEnvironment> = {}) {
  const calls: Recorded[] = [];
  const events = {
    loginExpired: 0,
    systemException: 0,
    repair: [] as RepairNotice[],
    errorToasts: [] as string[],
    transportToasts: [] as string[],
  };
  const env: ClientEnvironment = {
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: String(input), init: init ?? {} };
      calls.push(call);
      return respond(call);
    }) as unknown as typeof fetch,
    now: () => 1_700_000_000_000,
    width: () => 390,
    online: () => true,
    signingKey: DEV_SIGNING_KEY,
    language: () => 'zh',
    area: () => 'MO',
    credentials: () => ({ token: null, uuid: null }),
    translate: (key, params) => (params ? `${key}:${JSON.stringify(params)}` : key),
    onLoginExpired: () => {
      events.loginExpired++;
    },
    onSystemException: () => {
      events.systemException++;
    },
    onRepair: (notice) => {
      events.repair.push(notice);
    },
    errorToast: (text) => {
      events.errorToasts.push(text);
    },
    transportToast: (text) => {
      events.transportToasts.push(text);
    },
    ...overrides,
  };
  return { client: createHttpClient(env), calls, events };
}

const headersOf = (call: Recorded) => call.init.headers as Record<string, string>;

afterEach(() => {
  vi.useRealTimers();
});

describe('HTTP client headers and signature', () => {
  it("sends the browser's time zone as X-Time-Zone with a write when it knows one", async () => {
    const plain = setup(() => reply(200, { code: REPLY_CODES.SUCCESS.code, msg: 'ok', data: null }));
    const timeZone = vi.fn(() => 'Asia/Bangkok');
    const zoned = setup(() => reply(200, { code: REPLY_CODES.SUCCESS.code, msg: 'ok', data: null }), { timeZone });
    await plain.client.post('/wallet/recharge', { amount: 100 });
    await zoned.client.post('/wallet/recharge', { amount: 100 });
    expect(headersOf(zoned.calls[0]!)['x-time-zone']).toBe('Asia/Bangkok');
    expect(headersOf(plain.calls[0]!)['x-time-zone']).toBeUndefined();
  });

  it('leaves the time zone out of reads, never asking the browser for it', async () => {
    const timeZone = vi.fn(() => 'Asia/Bangkok');
    const { client, calls } = setup(() => reply(200, { code: REPLY_CODES.SUCCESS.code, msg: 'ok', data: null }), {
      timeZone,
    });
    await client.get('/country/countryList', { keyword: 'ma' });
    expect(headersOf(calls[0]!)['x-time-zone']).toBeUndefined();
    expect(timeZone).not.toHaveBeenCalled();
  });

  it('signs a GET over platform, timestamp, nonce and the query, and sends the spec headers', async () => {
    const { client, calls } = setup(() =>
      reply(200, { code: REPLY_CODES.SUCCESS.code, msg: 'ok', data: { ok: true } }),
    );
    await expect(client.get('/country/countryList', { keyword: 'ma', empty: undefined })).resolves.toEqual({
      ok: true,
    });
    const call = calls[0]!;
    expect(call.url).toBe('/fanapih5/country/countryList?keyword=ma');
    const h = headersOf(call);
    expect(h.platform).toBe('H5');
    expect(h.timestamp).toBe('1700000000000');
    expect(h.nonce).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(h.area).toBe('MO');
    expect(h['accept-language']).toBe('zh-CN');
    expect(h['x-time-zone']).toBeUndefined();
    expect(h.token).toBeUndefined();
    expect(h.uuid).toBeUndefined();
    // Version 2 of the canonical string, named in its header (values signed as sent).
    expect(h['signature-version']).toBe('2');
    expect(h.signature).toBe(
      sign(
        {
          platform: 'H5',
          timestamp: h.timestamp!,
          nonce: h.nonce!,
          params: { keyword: 'ma', empty: undefined },
          version: 2,
        },
        DEV_SIGNING_KEY,
      ),
    );
  });

  it('signs a POST over the top-level body fields, as PC at 800 px, with token and uuid', async () => {
    const { client, calls } = setup(() => reply(200, { code: REPLY_CODES.SUCCESS.code, msg: 'ok', data: null }), {
      width: () => 800,
      language: () => 'zh_tw',
      credentials: () => ({ token: 'jwt-token', uuid: 'user-uuid' }),
    });
    await client.post('/userInfo/updateUserInfo', { nickname: 'Ann', avatar: null });
    const call = calls[0]!;
    const h = headersOf(call);
    expect(call.init.method).toBe('POST');
    expect(call.init.body).toBe(JSON.stringify({ nickname: 'Ann', avatar: null }));
    expect(h.platform).toBe('PC');
    expect(h['accept-language']).toBe('zh-TW');
    expect(h.token).toBe('jwt-token');
    expect(h.uuid).toBe('user-uuid');
    expect(h['signature-version']).toBe('2');
    expect(h.signature).toBe(
      sign(
        {
          platform: 'PC',
          timestamp: h.timestamp!,
          nonce: h.nonce!,
          params: { nickname: 'Ann', avatar: null },
          version: 2,
        },
        DEV_SIGNING_KEY,
      ),
    );
    // The case of a value is signed: the same request with it lower-cased signs differently.
    expect(h.signature).not.toBe(
      sign(
        { platform: 'PC', timestamp: h.timestamp!, nonce: h.nonce!, params: { nickname: 'ann', avatar: null } },
        DEV_SIGNING_KEY,
      ),
    );
  });

  it('maps th to th-TH and passes other languages as they are', async () => {
    for (const [lang, header] of [
      ['th', 'th-TH'],
      ['en_US', 'en_US'],
      ['vi', 'vi'],
    ] as const) {
      const { client, calls } = setup(() => reply(200, { code: REPLY_CODES.SUCCESS.code, msg: '', data: 1 }), {
        language: () => lang,
      });
      await client.get('/notify');
      expect(headersOf(calls[0]!)['accept-language']).toBe(header);
    }
  });

  it('builds URLs under /fanapih5 without empty parameters', () => {
    expect(buildUrl('/notify')).toBe('/fanapih5/notify');
    expect(buildUrl('/x', { a: 1, b: null, c: 'd e' })).toBe('/fanapih5/x?a=1&c=d+e');
  });
});

describe('HTTP client code table (spec §8)', () => {
  it('2062000 logs out and rejects', async () => {
    const { client, events } = setup(() =>
      reply(401, { code: REPLY_CODES.LOGIN_EXPIRED.code, msg: 'Login expired', data: null }),
    );
    await expect(client.get('/userInfo/logout')).rejects.toMatchObject({
      code: REPLY_CODES.LOGIN_EXPIRED.code,
      kind: 'code',
    });
    expect(events.loginExpired).toBe(1);
    expect(events.errorToasts).toEqual([]);
  });

  it('29998 reports a system exception', async () => {
    const { client, events } = setup(() =>
      reply(404, { code: REPLY_CODES.ENDPOINT_NOT_FOUND.code, msg: 'Not found', data: null }),
    );
    await expect(client.get('/nothing')).rejects.toBeInstanceOf(ApiError);
    expect(events.systemException).toBe(1);
  });

  it('9999 hands over msg and data for the repair page', async () => {
    const { client, events } = setup(() =>
      reply(503, { code: REPLY_CODES.REPAIR.code, msg: 'Back at noon', data: { message: 'Back at noon', since: 5 } }),
    );
    await expect(client.get('/basic/clientConfig')).rejects.toMatchObject({ code: REPLY_CODES.REPAIR.code });
    expect(events.repair).toEqual([{ msg: 'Back at noon', data: { message: 'Back at noon', since: 5 } }]);
  });

  it('any other code shows msg in the red toast and rejects', async () => {
    const { client, events } = setup(() =>
      reply(400, { code: REPLY_CODES.VALIDATION_FAILED.code, msg: 'email is invalid', data: null }),
    );
    await expect(client.post('/x', { email: 'no' })).rejects.toMatchObject({
      code: REPLY_CODES.VALIDATION_FAILED.code,
      message: 'email is invalid',
    });
    expect(events.errorToasts).toEqual(['email is invalid']);
  });

  it('HTTP 429 shows the high-demand message', async () => {
    const { client, events } = setup(() =>
      reply(429, { code: REPLY_CODES.TOO_MANY_REQUESTS.code, msg: 'Too many requests', data: null }),
    );
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'throttled', status: 429 });
    expect(events.transportToasts).toEqual(['errors.highDemand']);
    expect(events.errorToasts).toEqual([]);
  });

  it('HTTP 429 with a code of its own shows that message instead (login locked, resend too early)', async () => {
    const { client, events } = setup(() =>
      reply(429, {
        code: REPLY_CODES.CODE_RESEND_TOO_EARLY.code,
        msg: 'Please wait 42 seconds',
        data: { retryAfterSeconds: 42 },
      }),
    );
    await expect(client.post('/x', {})).rejects.toMatchObject({
      kind: 'code',
      code: REPLY_CODES.CODE_RESEND_TOO_EARLY.code,
      data: { retryAfterSeconds: 42 },
    });
    expect(events.errorToasts).toEqual(['Please wait 42 seconds']);
    expect(events.transportToasts).toEqual([]);
  });

  it('sends extra headers such as Idempotency-Key beside the signed ones', async () => {
    const { client, calls } = setup(() => reply(200, { code: REPLY_CODES.SUCCESS.code, msg: 'ok', data: null }));
    await client.post('/order/create', { eventId: 1 }, { headers: { 'idempotency-key': 'k-123456789' } });
    expect(headersOf(calls[0]!)['idempotency-key']).toBe('k-123456789');
    expect(headersOf(calls[0]!).signature).toBeTruthy();
  });

  it('other transport errors show their message in the centre', async () => {
    const { client, events } = setup(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(events.transportToasts).toEqual(['errors.http:{"status":502}']);
  });

  it('a failed fetch while online is a network error', async () => {
    const { client, events } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'network' });
    expect(events.transportToasts).toEqual(['errors.network']);
  });

  it('offline shows "Network has been disconnected" without calling', async () => {
    const { client, calls, events } = setup(() => reply(200, {}), { online: () => false });
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'offline' });
    expect(calls).toHaveLength(0);
    expect(events.transportToasts).toEqual(['errors.offline']);
  });

  it('gives up after 30 seconds', async () => {
    vi.useFakeTimers();
    const { client, events } = setup(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.get('/slow');
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(events.transportToasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(events.transportToasts).toEqual(['errors.timeout']);
  });

  it('silent calls ignore every failure, including repair', async () => {
    const { client, events } = setup(() => reply(503, { code: REPLY_CODES.REPAIR.code, msg: 'repair', data: null }));
    await expect(client.get('/notify', undefined, { errors: 'silent' })).rejects.toMatchObject({
      code: REPLY_CODES.REPAIR.code,
    });
    expect(events).toMatchObject({ repair: [], errorToasts: [], transportToasts: [], loginExpired: 0 });
  });

  it('caller mode leaves business codes to the caller but still logs out on 2062000', async () => {
    const wrong = setup(() => reply(400, { code: REPLY_CODES.CODE_INVALID.code, msg: 'Wrong password', data: null }));
    await expect(wrong.client.post('/userInfo/loginByEmail', {}, { errors: 'caller' })).rejects.toMatchObject({
      code: REPLY_CODES.CODE_INVALID.code,
    });
    expect(wrong.events.errorToasts).toEqual([]);
    const expired = setup(() => reply(401, { code: REPLY_CODES.LOGIN_EXPIRED.code, msg: 'expired', data: null }));
    await expect(expired.client.get('/x', undefined, { errors: 'caller' })).rejects.toBeInstanceOf(ApiError);
    expect(expired.events.loginExpired).toBe(1);
  });
});

describe('HTTP client downloads', () => {
  it('answers a file with the name the server suggests, signed like any read', async () => {
    const csv = '\uFEFFName,E-mail\r\nAlex,alex@example.com\r\n';
    const { client, calls } = setup(
      () =>
        new Response(csv, {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="attendees-night-2026-11-30.csv"',
          },
        }),
    );
    const file = await client.download('/console/orders/attendees.csv', { eventId: 7 });
    expect(file.filename).toBe('attendees-night-2026-11-30.csv');
    expect(await file.blob.text()).toContain('Alex,alex@example.com');
    expect(calls[0]!.url).toBe('/fanapih5/console/orders/attendees.csv?eventId=7');
    expect(headersOf(calls[0]!).signature).toBeTruthy();
  });

  it('treats a refusal of a download as any coded failure: a toast and an ApiError', async () => {
    const code = REPLY_CODES.CONSOLE_EVENT_FORBIDDEN.code;
    const { client, events } = setup(() => reply(403, { code, msg: 'This event is not one of yours.', data: null }));
    await expect(client.download('/console/orders/attendees.csv', { eventId: 8 })).rejects.toMatchObject({ code });
    expect(events.errorToasts).toEqual(['This event is not one of yours.']);
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(dispositionFilename('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(dispositionFilename('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(dispositionFilename('attachment')).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });
});
