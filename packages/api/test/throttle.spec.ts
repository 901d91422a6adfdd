import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestApp } from './support/test-app.js';

describe('throttling', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ THROTTLE_LIMIT: '20', THROTTLE_WINDOW_SECONDS: '60' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with the high-demand message under a flood from one address', async () => {
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => t.get('/fanapih5/notify', {}, { lang: 'en_US' })),
    );
    const ok = replies.filter((r) => r.status === 200);
    const limited = replies.filter((r) => r.status === 429);
    expect(ok).toHaveLength(20);
    expect(limited).toHaveLength(20);
    expect(limited[0]!.body.code).toBe(REPLY_CODES.TOO_MANY_REQUESTS.code);
    expect(limited[0]!.body.msg).toBe("Wow, we're experiencing high demand right now. Please try again in a moment.");
  });
});
