import { REPLY_CODES, TERMS_VERSION } from '@fanpass/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNTS_ENV, lastCode, newEmail, PASSWORD, sendEmailCode, signUp } from './support/accounts.js';
import { TestApp } from './support/test-app.js';

const U = '/fanapih5/userInfo';
const LOGIN = `${U}/loginByEmail`;
const GUESSES = 40;
const RIGHT_AT = 15;

/** Guesses that are answered before the right one is sent: every store locks after five. */
const LOCKED_AFTER = 5;

/**
 * 40 guesses racing: 39 wrong ones sent at once, and the right one (16th in the answers) sent while
 * they are still in flight, as soon as five of them have been answered. So the lock is in place
 * when it arrives, whatever order the server takes the parallel requests in, and it still races
 * with the other 34.
 */
function race<T>(right: string, wrong: (i: number) => string, send: (guess: string) => Promise<T>): Promise<T[]> {
  let answered = 0;
  let lockedIn!: () => void;
  const locked = new Promise<void>((resolve) => (lockedIn = resolve));
  return Promise.all(
    Array.from({ length: GUESSES }, (_, i) =>
      i === RIGHT_AT
        ? locked.then(() => send(right))
        : send(wrong(i)).then((answer) => {
            if (++answered === LOCKED_AFTER) lockedIn();
            return answer;
          }),
    ),
  );
}

// The database counters always; the Redis ones too where a Redis is at hand (CI sets REDIS_URL).
const REDIS_URL = process.env.REDIS_URL;
const STORES: [string, Record<string, string>][] = [['database', ACCOUNTS_ENV]];
if (REDIS_URL) {
  const REDIS_PREFIX = `fanpass-test-${randomBytes(4).toString('hex')}`;
  STORES.push(['Redis', { ...ACCOUNTS_ENV, REDIS_URL, REDIS_PREFIX }]);
}

describe.each(STORES)('attempt counters in the %s under parallel guesses (claimed before the check)', (_, ENV) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start(ENV);
  });
  afterAll(async () => {
    await t.close();
  });

  it('payment password: 40 parallel guesses check at most 5; the right one is refused once locked, also after a restart', async () => {
    const user = await signUp(t);
    await t.post(`${U}/updatePayPassword`, { payPassword: '123456' }, { token: user.token });
    const answers = await race(
      '123456',
      (i) => String(200000 + i),
      (old) =>
        t.post(`${U}/updatePayPasswordByOldPwd`, { oldPayPassword: old, payPassword: '654321' }, { token: user.token }),
    );
    const codes = answers.map((a) => a.body.code as number);
    const checked = codes.filter((c) => c !== REPLY_CODES.PAY_PASSWORD_LOCKED.code);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === REPLY_CODES.PAY_PASSWORD_LOCKED.code).length).toBeGreaterThanOrEqual(GUESSES - 5);
    const possible: number[] = [
      REPLY_CODES.SUCCESS.code,
      REPLY_CODES.PAY_PASSWORD_WRONG.code,
      REPLY_CODES.PAY_PASSWORD_LOCKED.code,
    ];
    expect(codes.every((c) => possible.includes(c))).toBe(true);
    expect(codes[RIGHT_AT]).toBe(REPLY_CODES.PAY_PASSWORD_LOCKED.code);
    const again = await t.post(
      `${U}/updatePayPasswordByOldPwd`,
      { oldPayPassword: '123456', payPassword: '654321' },
      { token: user.token },
    );
    expect(again.body.code).toBe(REPLY_CODES.PAY_PASSWORD_LOCKED.code);

    // A new instance on the same database keeps the lock.
    const restarted = await t.startSibling(ENV);
    try {
      restarted.clock.current = t.clock.current;
      const after = await restarted.post(
        `${U}/updatePayPasswordByOldPwd`,
        { oldPayPassword: '123456', payPassword: '654321' },
        { token: user.token },
      );
      expect(after.body.code).toBe(REPLY_CODES.PAY_PASSWORD_LOCKED.code);
      restarted.clock.advance(30 * 60_000 + 1);
      const unlocked = await restarted.post(
        `${U}/updatePayPasswordByOldPwd`,
        { oldPayPassword: '123456', payPassword: '654321' },
        { token: user.token },
      );
      expect(unlocked.body.code).toBe(REPLY_CODES.SUCCESS.code);
    } finally {
      await restarted.stop();
    }
  });

  it('login: 40 parallel guesses check at most 5; the right password is refused once locked, also after a restart', async () => {
    const user = await signUp(t);
    const answers = await race(
      PASSWORD,
      (i) => `Wrong${i}pass`,
      (password) => t.post(LOGIN, { email: user.email, password }),
    );
    const codes = answers.map((a) => a.body.code as number);
    expect(codes.filter((c) => c !== REPLY_CODES.LOGIN_LOCKED.code).length).toBeLessThanOrEqual(5);
    const possible: number[] = [REPLY_CODES.SUCCESS.code, REPLY_CODES.LOGIN_FAILED.code, REPLY_CODES.LOGIN_LOCKED.code];
    expect(codes.every((c) => possible.includes(c))).toBe(true);
    expect(codes[RIGHT_AT]).toBe(REPLY_CODES.LOGIN_LOCKED.code);
    expect((await t.post(LOGIN, { email: user.email, password: PASSWORD })).body.code).toBe(
      REPLY_CODES.LOGIN_LOCKED.code,
    );

    const restarted = await t.startSibling(ENV);
    try {
      restarted.clock.current = t.clock.current;
      expect((await restarted.post(LOGIN, { email: user.email, password: PASSWORD })).body.code).toBe(
        REPLY_CODES.LOGIN_LOCKED.code,
      );
      restarted.clock.advance(15 * 60_000 + 1);
      expect((await restarted.post(LOGIN, { email: user.email, password: PASSWORD })).body.code).toBe(
        REPLY_CODES.SUCCESS.code,
      );
    } finally {
      await restarted.stop();
    }
  });

  it('password change: 40 parallel current-password guesses check at most 5', async () => {
    const user = await signUp(t);
    const answers = await race(
      PASSWORD,
      (i) => `Wrong${i}pass`,
      (oldPassword) =>
        t.post(`${U}/updatePasswordByOldPwd`, { oldPassword, password: 'NewSecret123' }, { token: user.token }),
    );
    const codes = answers.map((a) => a.body.code as number);
    expect(codes.filter((c) => c !== REPLY_CODES.PASSWORD_CHECK_LOCKED.code).length).toBeLessThanOrEqual(5);
    expect(codes[RIGHT_AT]).toBe(REPLY_CODES.PASSWORD_CHECK_LOCKED.code);
  });

  it('codes: 40 parallel guesses check at most 5 and the right code is refused once burnt', async () => {
    const email = newEmail();
    expect((await sendEmailCode(t, email, 'register')).body.code).toBe(REPLY_CODES.SUCCESS.code);
    const code = await lastCode(t, email);
    const answers = await race(
      code,
      (i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
      (c) =>
        t.post(`${U}/regByEmail`, { email, password: PASSWORD, code: c, nickname: 'Fan', termsVersion: TERMS_VERSION }),
    );
    const codes = answers.map((a) => a.body.code as number);
    const checked = codes.filter((c) => c === REPLY_CODES.REGISTER_CODE_INVALID.code || c === REPLY_CODES.SUCCESS.code);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(codes[RIGHT_AT]).not.toBe(REPLY_CODES.SUCCESS.code);
    const late = await t.post(`${U}/regByEmail`, {
      email,
      password: PASSWORD,
      code,
      nickname: 'Fan',
      termsVersion: TERMS_VERSION,
    });
    expect(late.body.code).not.toBe(REPLY_CODES.SUCCESS.code);
  });
});
