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
