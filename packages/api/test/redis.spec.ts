import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestApp } from './support/test-app.js';

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
    expect(replay.body.code).toBe(40013);
  });

  it('counts the throttle across instances', async () => {
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).get('/fanapih5/notify', {}, { lang: 'en_US' })),
    );
    // Two requests of this file's budget went to the replay test above (the replay counts too).
    expect(replies.filter((r) => r.status === 200)).toHaveLength(28);
    expect(replies.filter((r) => r.status === 429)[0]!.body.code).toBe(42900);
  });
});

(REDIS_URL ? describe : describe.skip)('the throttle in Redis and the signature together', () => {
  // One request a second: the throttle's count and the nonce's claim go to Redis together
  // (RequestGuards.whileCounted), and the throttle's answer still comes first.
  const prefix = `fanpass-test-${randomBytes(4).toString('hex')}`;
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({
      REDIS_URL: REDIS_URL!,
      REDIS_PREFIX: prefix,
      THROTTLE_LIMIT: '1',
      THROTTLE_WINDOW_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Waits out the current throttle window (it opened with the window's first request). */
  const nextWindow = () => new Promise((resolve) => setTimeout(resolve, 1_100));

  it('refuses a request over the limit with 429 even when its signature is wrong', async () => {
    await nextWindow();
    expect((await app.get('/fanapih5/notify', {})).status).toBe(200);
    const headers = { ...app.signedHeaders({}), signature: 'A'.repeat(43) };
    const over = await app.get('/fanapih5/notify', {}, { unsigned: true, headers, lang: 'en_US' });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(42900);
  });

  it('gives the nonce of a request over the limit back, so the same request goes through later', async () => {
    await nextWindow();
    expect((await app.get('/fanapih5/notify', {})).status).toBe(200);
    const headers = app.signedHeaders({});
    expect((await app.get('/fanapih5/notify', {}, { unsigned: true, headers })).status).toBe(429);
    await nextWindow();
    const again = await app.get('/fanapih5/notify', {}, { unsigned: true, headers });
    expect(again.status).toBe(200);
    expect(again.body.code).toBe(200);
  });
});
