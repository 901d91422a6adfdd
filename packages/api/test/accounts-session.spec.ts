import { REPLY_CODES, TERMS_VERSION } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { sqlOf } from '../src/database/sql.js';
import { SessionsService } from '../src/modules/sessions/index.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { CrowdLane } from '../src/database/crowd-lane.js';
import { LOGIN_MAX_FAILURES } from '../src/modules/users/login-throttle.js';
import { ACCOUNTS_ENV, lastCode, PASSWORD, sendEmailCode, signIn, signUp, type SignedUp } from './support/accounts.js';
import { TestApp } from './support/test-app.js';

/** The session a login token names (its `sid` claim). */
const sessionOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

const LOGIN = '/fanapih5/userInfo/loginByEmail';
const INFO = '/fanapih5/userInfo/getUserInfo';
const UPDATE = '/fanapih5/userInfo/updateUserInfo';
const LOGOUT = '/fanapih5/userInfo/logout';
const RESET = '/fanapih5/userInfo/updatePasswordByEmailCode';
const CHANGE = '/fanapih5/userInfo/updatePasswordByOldPwd';

describe('accounts: sign-in, sessions, profile, passwords and suspension', () => {
  let t: TestApp;
  const ops = (...argv: string[]) => t.ops(...argv);
  const info = (id: number | string, token: string) => t.get(`${INFO}/${id}`, {}, { token });

  beforeAll(async () => {
    t = await TestApp.start(ACCOUNTS_ENV);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('sign-in', () => {
    it('answers the user info with a token and both flags, and opens a session', async () => {
      const user = await signUp(t);
      const res = await t.post(LOGIN, { email: user.email.toUpperCase(), password: PASSWORD });
      expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect(res.body.data).toMatchObject({
        id: user.id,
        uuid: user.uuid,
        email: user.email,
        payPasswordSetUp: 0,
        isPhoneVerified: 0,
        inviteCode: user.inviteCode,
      });
      expect(res.body.data.token).not.toBe(user.token);
      expect((await info(user.id, res.body.data.token)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect((await info(user.id, user.token)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    });

    it('answers one message for a wrong password and an unknown address, and validates the payload', async () => {
      const user = await signUp(t);
      const wrong = await t.post(LOGIN, { email: user.email, password: 'Wrong1234' }, { lang: 'en_US' });
      expect(wrong.body).toMatchObject({ code: REPLY_CODES.LOGIN_FAILED.code, msg: 'Incorrect e-mail or password' });
      const unknown = await t.post(LOGIN, { email: 'nobody@example.com', password: PASSWORD }, { lang: 'en_US' });
      expect(unknown.body).toMatchObject({ code: REPLY_CODES.LOGIN_FAILED.code });
      const invalid = await t.post(LOGIN, { email: 'nope', password: '' });
      expect(invalid.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expect(invalid.body.data.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'password']);
      expect((await t.post(LOGIN, { email: user.email, password: PASSWORD })).body.code).toBe(REPLY_CODES.SUCCESS.code);
    });

    it('locks an account after 5 failed sign-ins (HTTP 429), even for the right password, but not other accounts', async () => {
      const user = await signUp(t);
      const other = await signUp(t);
      for (let i = 0; i < 5; i++) {
        expect((await t.post(LOGIN, { email: user.email, password: 'Wrong1234' })).body.code).toBe(
          REPLY_CODES.LOGIN_FAILED.code,
        );
      }
      const locked = await t.post(LOGIN, { email: user.email, password: PASSWORD }, { lang: 'en_US' });
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ code: REPLY_CODES.LOGIN_LOCKED.code, data: { retryAfterSeconds: 900 } });
      expect(locked.body.msg).toMatch(/try again in 15 minutes/);
      expect((await t.post(LOGIN, { email: other.email, password: PASSWORD })).body.code).toBe(
        REPLY_CODES.SUCCESS.code,
      );
    });
  });

  describe('user info and IDOR', () => {
    it('reads only your own info: another user’s id is 403, a malformed id 40000, no login 2062000', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      expect((await info(a.id, a.token)).body.data).toMatchObject({ id: a.id, email: a.email, payPasswordSetUp: 0 });
      expect((await info(a.id, a.token)).body.data.token).toBeUndefined();
      const idor = await info(b.id, a.token);
      expect(idor.status).toBe(403);
      expect(idor.body.code).toBe(REPLY_CODES.FORBIDDEN.code);
      expect(JSON.stringify(idor.body)).not.toContain(b.email);
      expect((await info(999999, a.token)).status).toBe(403);
      expect((await info('abc', a.token)).body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      const anonymous = await t.get(`${INFO}/${a.id}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
      expect((await info(a.id, b.token)).status).toBe(403);
    });

    it('updates nickname and avatar of the caller only, and validates them', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      const res = await t.post(UPDATE, { nickname: '  Lin Mei  ', avatar: 'avatar-3' }, { token: a.token });
      expect(res.body.data).toMatchObject({ id: a.id, nickname: 'Lin Mei', avatar: 'avatar-3' });
      const url = await t.post(UPDATE, { avatar: 'https://cdn.example.com/a.png' }, { token: a.token });
      expect(url.body.data).toMatchObject({ nickname: 'Lin Mei', avatar: 'https://cdn.example.com/a.png' });
      const bad = await t.post(
        UPDATE,
        { nickname: 'x', avatar: 'javascript:alert(1)' },
        { token: a.token, lang: 'en_US' },
      );
      expect(bad.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expect(bad.body.data.fields).toEqual([
        { field: 'nickname', message: 'The nickname must have 2 to 30 characters' },
        { field: 'avatar', message: 'Please choose a valid profile picture' },
      ]);
      // No way to name another account: the id is not a field, and sending one is refused.
      const idor = await t.post(UPDATE, { nickname: 'Hacker', id: b.id }, { token: a.token });
      expect(idor.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expect((await info(b.id, b.token)).body.data.nickname).toBe('Fan');
    });

    it("keeps the account's language from sign-up and on change, refusing one that is not ours", async () => {
      const email = `lang-${Date.now()}@example.com`;
      await sendEmailCode(t, email, 'register');
      const reg = await t.post(
        '/fanapih5/userInfo/regByEmail',
        { email, password: PASSWORD, code: await lastCode(t, email), termsVersion: TERMS_VERSION },
        { lang: 'zh_tw' },
      );
      expect(reg.body.code).toBe(REPLY_CODES.SUCCESS.code);
      const langOf = async () => (await t.dataSource.manager.findOneByOrFail(User, { email })).lang;
      expect(await langOf()).toBe('zh_tw');

      const changed = await t.post(UPDATE, { lang: 'th' }, { token: reg.body.data.token as string });
      expect(changed.body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect(await langOf()).toBe('th');
      const bad = await t.post(UPDATE, { lang: 'de' }, { token: reg.body.data.token as string, lang: 'vi' });
      expect(bad.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expect(bad.body.data.fields).toEqual([
        { field: 'lang', message: 'Vui lòng chọn một trong các ngôn ngữ của ứng dụng' },
      ]);
      expect(await langOf()).toBe('th');
    });
  });

  describe('sessions', () => {
    it('logout revokes that session only: it then answers 2062000', async () => {
      const user = await signUp(t);
      const second = await signIn(t, user.email);
      expect((await t.get(LOGOUT, {}, { token: user.token })).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const after = await info(user.id, user.token);
      expect(after.status).toBe(401);
      expect(after.body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
      expect((await t.get(LOGOUT, {}, { token: user.token })).body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
      expect((await info(user.id, second)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    });

    it('checks a login again after any change to its session or user, by whatever connection', async () => {
      const sessions = t.app.get(SessionsService);
      const user = await signUp(t);
      const second = await signIn(t, user.email);
      expect((await info(user.id, user.token)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect((await info(user.id, second)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect(await sessions.authenticate(user.token, user.uuid)).toMatchObject({ id: user.id, uuid: user.uuid });

      // A write through the app's own connection that is rolled back changes nothing…
      await expect(
        t.dataSource.transaction(async (tx) => {
          await tx.query("UPDATE users SET status = 'suspended' WHERE id = ?", [user.id]);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect((await info(user.id, user.token)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      // …one that commits counts for the user's every session at once, however it was written.
      await t.dataSource.query("UPDATE users SET status = 'suspended' WHERE id = ?", [user.id]);
      expect((await info(user.id, user.token)).body.code).toBe(REPLY_CODES.ACCOUNT_SUSPENDED.code);
      expect((await info(user.id, second)).body.code).toBe(REPLY_CODES.ACCOUNT_SUSPENDED.code);
      await t.dataSource.query("UPDATE users SET status = 'active' WHERE id = ?", [user.id]);
      expect((await info(user.id, second)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      await t.dataSource.query('UPDATE sessions SET revoked_at = ? WHERE id = ?', [t.clock.now(), sessionOf(second)]);
      expect((await info(user.id, second)).body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
      expect((await info(user.id, user.token)).body.code).toBe(REPLY_CODES.SUCCESS.code);

      // Another connection's commit (the ops command opens its own) counts as well.
      expect((await ops('suspend', user.email)).code).toBe(0);
      expect((await info(user.id, user.token)).body.code).toBe(REPLY_CODES.ACCOUNT_SUSPENDED.code);
      expect((await ops('unsuspend', user.email)).code).toBe(0);
      expect((await info(user.id, user.token)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      // …also when another login is checked in between.
      expect((await ops('suspend', user.email)).code).toBe(0);
      const other = await signUp(t);
      expect((await info(other.id, other.token)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect((await info(user.id, user.token)).body.code).toBe(REPLY_CODES.ACCOUNT_SUSPENDED.code);
      expect((await info(other.id, other.token)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect((await ops('unsuspend', user.email)).code).toBe(0);
      expect((await info(user.id, user.token)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      await t.dataSource.query('DELETE FROM sessions WHERE id = ?', [sessionOf(user.token)]);
      expect((await info(user.id, user.token)).body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
    });

    it('logins checked together are read by one statement, each answered for its own session', async () => {
      const sessions = t.app.get(SessionsService);
      const users = await Promise.all(Array.from({ length: 6 }, () => signUp(t)));
      const [revoked, suspended, deleted, ...fine] = users as [SignedUp, SignedUp, SignedUp, ...SignedUp[]];
      await t.dataSource.query('UPDATE sessions SET revoked_at = ? WHERE id = ?', [
        t.clock.now(),
        sessionOf(revoked.token),
      ]);
      await t.dataSource.query("UPDATE users SET status = 'suspended' WHERE id = ?", [suspended.id]);
      await t.dataSource.query('DELETE FROM sessions WHERE id = ?', [sessionOf(deleted.token)]);

      // Over HTTP, all at once: each answers for its own login.
      const answers = await Promise.all(users.map((u) => info(u.id, u.token)));
      expect(answers.map((a) => a.body.code)).toEqual([
        REPLY_CODES.LOGIN_EXPIRED.code,
        REPLY_CODES.ACCOUNT_SUSPENDED.code,
        REPLY_CODES.LOGIN_EXPIRED.code,
        REPLY_CODES.SUCCESS.code,
        REPLY_CODES.SUCCESS.code,
        REPLY_CODES.SUCCESS.code,
      ]);
      for (const [i, u] of fine.entries()) expect(answers[3 + i]!.body.data).toMatchObject({ uuid: u.uuid });

      // Asked in one turn, the checks make one read between them.
      const others = await Promise.all(Array.from({ length: 4 }, () => signUp(t)));
      const sql = sqlOf(t.app.get(CrowdLane).dataSource);
      const reads: string[] = [];
      const rows = sql.rows.bind(sql);
      const spy = jest.spyOn(sql, 'rows').mockImplementation((text, params, tx) => {
        if (text.includes('FROM sessions s')) reads.push(text);
        return rows(text, params, tx);
      });
      try {
        const found = await Promise.all([...others, revoked].map((u) => sessions.authenticate(u.token, u.uuid)));
        expect(found.map((f) => f?.uuid ?? null)).toEqual([...others.map((u) => u.uuid), null]);
      } finally {
        spy.mockRestore();
      }
      expect(reads).toHaveLength(1);
    });

    it('refuses a token with another user’s uuid header', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      expect((await t.get(`${INFO}/${a.id}`, {}, { token: a.token, uuid: b.uuid })).body.code).toBe(
        REPLY_CODES.LOGIN_EXPIRED.code,
      );
      expect((await t.get(`${INFO}/${a.id}`, {}, { token: a.token, uuid: a.uuid })).body.code).toBe(
        REPLY_CODES.SUCCESS.code,
      );
    });
  });

  describe('forgot password', () => {
    it('sets a new password with the forget code, ends every session, and the old password stops working', async () => {
      const user = await signUp(t);
      const other = await signIn(t, user.email);
      await sendEmailCode(t, user.email, 'forget');
      const code = await lastCode(t, user.email);
      const res = await t.post(RESET, { email: user.email, code, password: 'NewSecret9' });
      expect(res.body).toMatchObject({ code: REPLY_CODES.SUCCESS.code, data: null });
      expect((await info(user.id, user.token)).body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
      expect((await info(user.id, other)).body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
      expect((await t.post(LOGIN, { email: user.email, password: PASSWORD })).body.code).toBe(
        REPLY_CODES.LOGIN_FAILED.code,
      );
      expect((await t.post(LOGIN, { email: user.email, password: 'NewSecret9' })).body.code).toBe(
        REPLY_CODES.SUCCESS.code,
      );
      const reused = await t.post(RESET, { email: user.email, code, password: 'Another99' });
      expect(reused.body.code).toBe(REPLY_CODES.CODE_USED.code);
    });

    it('answers 1003 for a wrong code, expired and unknown-address errors, and validates the new password', async () => {
      const user = await signUp(t);
      await sendEmailCode(t, user.email, 'forget');
      const code = await lastCode(t, user.email);
      const wrong = await t.post(RESET, {
        email: user.email,
        code: code === '000000' ? '111111' : '000000',
        password: 'NewSecret9',
      });
      expect(wrong.body).toMatchObject({ code: REPLY_CODES.FORGET_CODE_INVALID.code });
      const weak = await t.post(RESET, { email: user.email, code, password: 'weak' });
      expect(weak.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      const unknown = await t.post(RESET, { email: 'nobody@example.com', code, password: 'NewSecret9' });
      expect(unknown.body.code).toBe(REPLY_CODES.USER_NOT_FOUND.code);
      t.clock.advance(10 * 60_000 + 1);
      const expired = await t.post(RESET, { email: user.email, code, password: 'NewSecret9' });
      expect(expired.body.code).toBe(REPLY_CODES.CODE_EXPIRED.code);
      expect((await t.post(LOGIN, { email: user.email, password: PASSWORD })).body.code).toBe(REPLY_CODES.SUCCESS.code);
    });
  });

  describe('change password', () => {
    it('needs the current password, keeps this session and ends the others', async () => {
      const user = await signUp(t);
      const other = await signIn(t, user.email);
      const wrong = await t.post(CHANGE, { oldPassword: 'Wrong1234', password: 'NewSecret9' }, { token: user.token });
      expect(wrong.body.code).toBe(REPLY_CODES.PASSWORD_WRONG.code);
      const weak = await t.post(
        CHANGE,
        { oldPassword: PASSWORD, password: 'short' },
        { token: user.token, lang: 'en_US' },
      );
      expect(weak.body.data.fields[0]).toMatchObject({ field: 'password' });
      const ok = await t.post(CHANGE, { oldPassword: PASSWORD, password: 'NewSecret9' }, { token: user.token });
      expect(ok.body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect((await info(user.id, user.token)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect((await info(user.id, other)).body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
      expect((await t.post(LOGIN, { email: user.email, password: 'NewSecret9' })).body.code).toBe(
        REPLY_CODES.SUCCESS.code,
      );
      expect((await t.post(CHANGE, { oldPassword: PASSWORD, password: 'X1234567' })).body.code).toBe(
        REPLY_CODES.LOGIN_EXPIRED.code,
      );
    });

    it('locks the password change after 5 wrong current passwords', async () => {
      const user = await signUp(t);
      for (let i = 0; i < 5; i++) {
        expect(
          (await t.post(CHANGE, { oldPassword: 'Wrong1234', password: 'NewSecret9' }, { token: user.token })).body.code,
        ).toBe(REPLY_CODES.PASSWORD_WRONG.code);
      }
      const locked = await t.post(CHANGE, { oldPassword: PASSWORD, password: 'NewSecret9' }, { token: user.token });
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe(REPLY_CODES.PASSWORD_CHECK_LOCKED.code);
    });
  });

  describe('suspension', () => {
    it('ops suspend stops sign-in and live sessions with ACCOUNT_SUSPENDED; unsuspend restores them', async () => {
      const user = await signUp(t);
      const suspended = await ops('suspend', user.email.toUpperCase());
      expect(suspended).toEqual({ code: 0, out: `Account ${user.email} is now suspended` });
      expect((await t.dataSource.manager.findOneByOrFail(User, { id: user.id })).status).toBe('suspended');

      const live = await info(user.id, user.token);
      expect(live.status).toBe(403);
      expect(live.body.code).toBe(REPLY_CODES.ACCOUNT_SUSPENDED.code);
      const login = await t.post(LOGIN, { email: user.email, password: PASSWORD }, { lang: 'en_US' });
      expect(login.status).toBe(403);
      expect(login.body).toMatchObject({
        code: REPLY_CODES.ACCOUNT_SUSPENDED.code,
        msg: expect.stringMatching(/suspended/),
      });

      expect((await ops('unsuspend', user.email)).code).toBe(0);
      expect((await info(user.id, user.token)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect((await t.post(LOGIN, { email: user.email, password: PASSWORD })).body.code).toBe(REPLY_CODES.SUCCESS.code);
    });

    it('answers a suspended account the same for a right and a wrong password, and spends no attempt', async () => {
      const user = await signUp(t);
      expect((await ops('suspend', user.email)).code).toBe(0);
      const right = await t.post(LOGIN, { email: user.email, password: PASSWORD }, { lang: 'en_US' });
      expect(right.body.code).toBe(REPLY_CODES.ACCOUNT_SUSPENDED.code);
      for (let i = 0; i <= LOGIN_MAX_FAILURES; i++) {
        const wrong = await t.post(LOGIN, { email: user.email, password: 'Wrong1234' }, { lang: 'en_US' });
        expect({ status: wrong.status, body: wrong.body }).toEqual({ status: right.status, body: right.body });
      }
      // No password was checked, so more wrong ones than the lockout allows left the account unlocked.
      expect((await ops('unsuspend', user.email)).code).toBe(0);
      expect((await t.post(LOGIN, { email: user.email, password: PASSWORD })).body.code).toBe(REPLY_CODES.SUCCESS.code);
    });

    it('reports an unknown account and a missing e-mail, and lists the commands', async () => {
      expect(await ops('suspend', 'nobody@example.com')).toEqual({
        code: 1,
        out: 'No account with the e-mail nobody@example.com',
      });
      expect((await ops('suspend')).code).toBe(2);
      const help = await ops();
      expect(help.out).toMatch(/suspend <email>/);
      expect(help.out).toMatch(/unsuspend <email>/);
    });
  });
});
