import { REPLY_CODES } from '@fanpass/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { type ServerProcess, startServer, stopServer } from './support/server-process.js';
import { signedHeaders, TestApp } from './support/test-app.js';

// Runs where a Redis is at hand (CI sets REDIS_URL); a machine with only Node has none.
const REDIS_URL = process.env.REDIS_URL;

(REDIS_URL ? describe : describe.skip)('shared stores in Redis (REDIS_URL)', () => {
  const prefix = `fanpass-test-${randomBytes(4).toString('hex')}`;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // Two instances on one Redis, as behind a load balancer.
    const env = { REDIS_URL: REDIS_URL!, REDIS_PREFIX: prefix, THROTTLE_LIMIT: '30' };
    a = await TestApp.start(env);
    b = await TestApp.start(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('refuses a nonce replayed to another instance', async () => {
    const headers = a.signedHeaders({});
    expect((await a.get('/fanapih5/notify', {}, { unsigned: true, headers })).status).toBe(200);
    const replay = await b.get('/fanapih5/notify', {}, { unsigned: true, headers });
    expect(replay.status).toBe(409);
    expect(replay.body.code).toBe(REPLY_CODES.SIGNATURE_REPLAYED.code);
  });

  it('counts the throttle across instances', async () => {
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).get('/fanapih5/notify', {}, { lang: 'en_US' })),
    );
    // Two requests of this file's budget went to the replay test above (the replay counts too).
    expect(replies.filter((r) => r.status === 200)).toHaveLength(28);
    expect(replies.filter((r) => r.status === 429)[0]!.body.code).toBe(REPLY_CODES.TOO_MANY_REQUESTS.code);
  });
});

(REDIS_URL ? describe : describe.skip)('the throttle in Redis and the signature together', () => {
  // `npm start`'s server in its own process, one request a second: the throttle's count and the
  // nonce's claim go to Redis together (RequestGuards.whileCounted), the throttle's answer still
  // comes first, and a refusal decided while the count is on its way never ends the process.
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer(database.url, {
      REDIS_URL: REDIS_URL!,
      REDIS_PREFIX: `fanpass-test-${randomBytes(4).toString('hex')}`,
      THROTTLE_LIMIT: '1',
      THROTTLE_WINDOW_SECONDS: '1',
    });
  }, 90_000);
  afterAll(async () => {
    if (server) await stopServer(server.child, 'SIGKILL');
    await database?.drop();
  });

  const signed = () => signedHeaders({});
  const notify = async (headers: Record<string, string>) => {
    const answer = await fetch(`${server.base}/fanapih5/notify`, {
      headers: { ...headers, 'accept-language': 'en_US' },
    });
    return { status: answer.status, code: ((await answer.json()) as { code: number }).code };
  };
  /** Waits out the current throttle window (it opened with the window's first request). */
  const nextWindow = () => new Promise((resolve) => setTimeout(resolve, 1_100));

  it('answers a wrong signature within the limit with its own code, and keeps serving', async () => {
    await nextWindow();
    expect(await notify({ ...signed(), signature: 'A'.repeat(43) })).toEqual({
      status: 401,
      code: REPLY_CODES.SIGNATURE_INVALID.code,
    });
    await nextWindow();
    expect(await notify(signed())).toEqual({ status: 200, code: REPLY_CODES.SUCCESS.code });
  });

  it('refuses a request over the limit with 429 even when its signature is wrong', async () => {
    await nextWindow();
    expect(await notify(signed())).toEqual({ status: 200, code: REPLY_CODES.SUCCESS.code });
    expect(await notify({ ...signed(), signature: 'A'.repeat(43) })).toEqual({
      status: 429,
      code: REPLY_CODES.TOO_MANY_REQUESTS.code,
    });
    expect(server.child.exitCode).toBeNull();
  });

  it('gives the nonce of a request over the limit back, so the same request goes through later', async () => {
    await nextWindow();
    expect(await notify(signed())).toEqual({ status: 200, code: REPLY_CODES.SUCCESS.code });
    const headers = signed();
    expect(await notify(headers)).toEqual({ status: 429, code: REPLY_CODES.TOO_MANY_REQUESTS.code });
    await nextWindow();
    expect(await notify(headers)).toEqual({ status: 200, code: REPLY_CODES.SUCCESS.code });
  });
});
