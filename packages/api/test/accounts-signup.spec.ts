import { REPLY_CODES, TERMS_VERSION } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { VerificationCode } from '../src/modules/codes/entities/verification-code.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import {
  ACCOUNTS_ENV,
  captcha,
  lastCode,
  newEmail,
  outbox,
  PASSWORD,
  sendEmailCode,
  signUp,
} from './support/accounts.js';
import { TestApp } from './support/test-app.js';
import { expectWithMessage } from './support/expect-with-message.js';

const SEND = '/fanapih5/emailMessage/emailCodeSend';
const CHECK = '/fanapih5/emailMessage/emailCodeCheck';
const REG = '/fanapih5/userInfo/regByEmail';
const LOOKUP = '/fanapih5/userInfo/getUserInfoByEmail';

describe('accounts: human check, e-mail codes and sign-up', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start(ACCOUNTS_ENV);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('human check (ALTCHA)', () => {
    it('serves a signed challenge with the configured difficulty and tells the web which widget to show', async () => {
      const res = await t.get('/fanapih5/humanCheck/challenge', {}, { unsigned: true });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({ algorithm: 'SHA-256', maxnumber: Number(ACCOUNTS_ENV.ALTCHA_MAX_NUMBER) });
      expect(res.body.signature).toMatch(/^[0-9a-f]{64}$/);
      const config = await t.get('/fanapih5/humanCheck/config');
      expect(config.body.data).toEqual({ provider: 'altcha', challengeUrl: '/fanapih5/humanCheck/challenge' });
    });

    it('refuses a missing, malformed, forged or replayed answer with "please validate recaptcha" in six languages', async () => {
      const email = newEmail();
      const missing = await t.post(SEND, { email, type: 'register' }, { lang: 'en_US' });
      expect(missing.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expect(missing.body.msg).toMatch(/please validate recaptcha/);

      const junk = await t.post(SEND, { email, type: 'register', captcha: 'bm90IGEgcGF5bG9hZA==' }, { lang: 'en_US' });
      expect(junk.status).toBe(400);
      expect(junk.body).toMatchObject({ code: REPLY_CODES.HUMAN_CHECK_FAILED.code, msg: 'please validate recaptcha' });

      const solved = await captcha(t);
      const forged = JSON.parse(Buffer.from(solved, 'base64').toString()) as { number: number };
      forged.number += 1;
      const wrong = await t.post(SEND, {
        email,
        type: 'register',
        captcha: Buffer.from(JSON.stringify(forged)).toString('base64'),
      });
      expect(wrong.body.code).toBe(REPLY_CODES.HUMAN_CHECK_FAILED.code);

      const first = await t.post(SEND, { email, type: 'register', captcha: solved });
      expect(first.body.code).toBe(REPLY_CODES.SUCCESS.code);
      t.clock.advance(61_000);
      const replay = await t.post(SEND, { email, type: 'register', captcha: solved }, { lang: 'zh-CN' });
      expect(replay.body).toMatchObject({ code: REPLY_CODES.HUMAN_CHECK_FAILED.code, msg: '请完成人机验证' });
      for (const lang of ['zh-TW', 'th-TH', 'vi', 'ms']) {
        const res = await t.post(SEND, { email, type: 'register', captcha: 'x' }, { lang });
        expect(res.body.code).toBe(REPLY_CODES.HUMAN_CHECK_FAILED.code);
        expect(res.body.msg).not.toBe('please validate recaptcha');
      }
    });
  });

  describe('sending codes', () => {
    it('e-mails a 6-digit code in the caller’s language, stored only as a hash, with a 10-minute expiry', async () => {
      const email = newEmail();
      const res = await sendEmailCode(t, email, 'register', undefined, 'zh-CN');
      expect(res.body).toMatchObject({ code: REPLY_CODES.SUCCESS.code, data: { resendAfterSeconds: 60 } });
      const [mail] = await outbox(t, email);
      expect(mail!.channel).toBe('email');
      expect(mail!.subject).toMatch(/Fanpass 验证码：\d{6}/);
      expect(mail!.text).toMatch(/10 分钟/);
      const code = await lastCode(t, email);
      const row = await t.dataSource.manager.findOneByOrFail(VerificationCode, { target: email });
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toContain(code);
      expect(row.expiresAt - row.createdAt).toBe(10 * 60_000);
    });

    it('validates the address and the type', async () => {
      const bad = await t.post(SEND, { email: 'not-an-email', type: 'register', captcha: 'x' }, { lang: 'en_US' });
      expect(bad.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expect(bad.body.data.fields).toContainEqual({ field: 'email', message: 'Please enter a valid e-mail address' });
      const type = await t.post(SEND, { email: newEmail(), type: 'hello', captcha: 'x' }, { lang: 'en_US' });
      expect(type.body.data.fields).toContainEqual({ field: 'type', message: 'Unknown kind of verification code' });
      const extra = await t.post(SEND, { email: newEmail(), type: 'register', captcha: 'x', admin: true });
      expect(extra.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
    });

    it('refuses a resend within 60 s, saying how many seconds are left, and allows it after', async () => {
      const email = newEmail();
      expect((await sendEmailCode(t, email, 'register')).body.code).toBe(REPLY_CODES.SUCCESS.code);
      t.clock.advance(20_000);
      const early = await sendEmailCode(t, email, 'register', undefined, 'en_US');
      expect(early.status).toBe(429);
      expect(early.body).toMatchObject({
        code: REPLY_CODES.CODE_RESEND_TOO_EARLY.code,
        data: { retryAfterSeconds: 40 },
      });
      expect(early.body.msg).toMatch(/wait 40 seconds/);
      t.clock.advance(40_000);
      expect((await sendEmailCode(t, email, 'register')).body.code).toBe(REPLY_CODES.SUCCESS.code);
    });

    it('caps the codes per address per hour', async () => {
      const email = newEmail();
      for (let i = 0; i < 5; i++) {
        expect((await sendEmailCode(t, email, 'register')).body.code).toBe(REPLY_CODES.SUCCESS.code);
        t.clock.advance(61_000);
      }
      const capped = await sendEmailCode(t, email, 'register', undefined, 'en_US');
      expect(capped.status).toBe(429);
      expect(capped.body.code).toBe(REPLY_CODES.CODE_ADDRESS_LIMIT.code);
      expect(capped.body.msg).toMatch(/Too many codes were sent to this address/);
      t.clock.advance(60 * 60_000);
      expect((await sendEmailCode(t, email, 'register')).body.code).toBe(REPLY_CODES.SUCCESS.code);
    });

    it('sends a register code only to a free address and a forget code only to a registered one', async () => {
      const user = await signUp(t);
      const taken = await sendEmailCode(t, user.email, 'register');
      expect(taken.body.code).toBe(REPLY_CODES.EMAIL_ALREADY_REGISTERED.code);
      const unknown = await sendEmailCode(t, newEmail(), 'forget');
      expect(unknown.body.code).toBe(REPLY_CODES.USER_NOT_FOUND.code);
      expect((await sendEmailCode(t, user.email, 'forget')).body.code).toBe(REPLY_CODES.SUCCESS.code);
    });

    it('sends account-bound codes only to a signed-in caller’s own address', async () => {
      const user = await signUp(t);
      const anonymous = await sendEmailCode(t, user.email, 'payPassword');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
      const other = await sendEmailCode(t, newEmail(), 'payPassword', user.token);
      expect(other.body.code).toBe(REPLY_CODES.CODE_NOT_YOUR_EMAIL.code);
      expect((await sendEmailCode(t, user.email, 'transfer', user.token)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const sameNew = await sendEmailCode(t, user.email, 'newEmail', user.token);
      expect(sameNew.body.code).toBe(REPLY_CODES.EMAIL_UNCHANGED.code);
    });
  });

  describe('checking codes', () => {
    it('answers {valid:true} for the right code, 1002 for a wrong register code and 1003 for a wrong forget code', async () => {
      const email = newEmail();
      await sendEmailCode(t, email, 'register');
      const code = await lastCode(t, email);
      const ok = await t.post(CHECK, { email, code, type: 'register' });
      expect(ok.body).toMatchObject({ code: REPLY_CODES.SUCCESS.code, data: { valid: true } });
      const wrong = await t.post(CHECK, { email, code: code === '000000' ? '111111' : '000000', type: 'register' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: REPLY_CODES.REGISTER_CODE_INVALID.code, data: { attemptsLeft: 4 } });

      const user = await signUp(t);
      await sendEmailCode(t, user.email, 'forget');
      const forget = await lastCode(t, user.email);
      const wrongForget = await t.post(CHECK, {
        email: user.email,
        code: forget === '000000' ? '111111' : '000000',
        type: 'forget',
      });
      expect(wrongForget.body.code).toBe(REPLY_CODES.FORGET_CODE_INVALID.code);
    });

    it('also answers on the path with the trailing space the spec’s client uses', async () => {
      const email = newEmail();
      await sendEmailCode(t, email, 'register');
      const code = await lastCode(t, email);
      const res = await t.post(`${CHECK}%20`, { email, code, type: 'register' });
      expect(res.body).toMatchObject({ code: REPLY_CODES.SUCCESS.code, data: { valid: true } });
    });

    it('says when no code was requested, when it expired, and validates its shape', async () => {
      const never = await t.post(CHECK, { email: newEmail(), code: '123456', type: 'register' });
      expect(never.body.code).toBe(REPLY_CODES.CODE_NOT_REQUESTED.code);
      const email = newEmail();
      await sendEmailCode(t, email, 'register');
      const code = await lastCode(t, email);
      t.clock.advance(10 * 60_000 + 1);
      const expired = await t.post(CHECK, { email, code, type: 'register' }, { lang: 'en_US' });
      expect(expired.body).toMatchObject({
        code: REPLY_CODES.CODE_EXPIRED.code,
        msg: 'The verification code has expired, please request a new one',
      });
      const shape = await t.post(CHECK, { email, code: '12a', type: 'register' });
      expect(shape.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
    });

    it('burns a code after 5 wrong tries, even for the right code afterwards', async () => {
      const email = newEmail();
      await sendEmailCode(t, email, 'register');
      const code = await lastCode(t, email);
      const wrong = code === '000000' ? '111111' : '000000';
      const left: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.post(CHECK, { email, code: wrong, type: 'register' });
        expect(res.body.code).toBe(REPLY_CODES.REGISTER_CODE_INVALID.code);
        left.push(res.body.data.attemptsLeft);
      }
      expect(left).toEqual([4, 3, 2, 1, 0]);
      const burnt = await t.post(CHECK, { email, code, type: 'register' });
      expect(burnt.body.code).toBe(REPLY_CODES.CODE_TOO_MANY_ATTEMPTS.code);
      const reg = await t.post(REG, { email, password: PASSWORD, code, termsVersion: TERMS_VERSION });
      expect(reg.body.code).toBe(REPLY_CODES.CODE_TOO_MANY_ATTEMPTS.code);
    });

    it('counts wrong tries fired in parallel exactly', async () => {
      const email = newEmail();
      await sendEmailCode(t, email, 'register');
      const code = await lastCode(t, email);
      const wrong = code === '000000' ? '111111' : '000000';
      await Promise.all(Array.from({ length: 8 }, () => t.post(CHECK, { email, code: wrong, type: 'register' })));
      const row = await t.dataSource.manager.findOneByOrFail(VerificationCode, { target: email });
      expect(row.attempts).toBe(5);
      expect((await t.post(CHECK, { email, code, type: 'register' })).body.code).toBe(
        REPLY_CODES.CODE_TOO_MANY_ATTEMPTS.code,
      );
    });
  });

  describe('sign-up', () => {
    it('creates the account signed in, with an invite code, and the look-up then finds it', async () => {
      const email = newEmail();
      expect((await t.get(LOOKUP, { email })).body).toMatchObject({
        code: REPLY_CODES.USER_NOT_FOUND.code,
        msg: 'User does not exist',
      });
      expect((await t.get(LOOKUP, { email })).status).toBe(200);
      await sendEmailCode(t, email, 'register');
      const code = await lastCode(t, email);
      const res = await t.post(REG, {
        email: email.toUpperCase(),
        password: PASSWORD,
        code,
        nickname: 'Lin Mei',
        termsVersion: TERMS_VERSION,
      });
      expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect(res.body.data).toMatchObject({
        email,
        nickname: 'Lin Mei',
        avatar: null,
        areaCode: null,
        phone: null,
        payPasswordSetUp: 0,
        isPhoneVerified: 0,
      });
      expect(res.body.data.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
      expect(typeof res.body.data.token).toBe('string');
      const me = await t.get(`/fanapih5/userInfo/getUserInfo/${res.body.data.id}`, {}, { token: res.body.data.token });
      expect(me.body.data.email).toBe(email);
      expect((await t.get(LOOKUP, { email })).body).toMatchObject({ code: REPLY_CODES.SUCCESS.code, data: { email } });
      const row = await t.dataSource.manager.findOneByOrFail(User, { email });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      // The consent to the terms: the version agreed to and when.
      expect(row).toMatchObject({ termsVersion: TERMS_VERSION, termsAcceptedAt: t.clock.now() });
    });

    it('refuses a sign-up without consent to the current terms, in the caller’s language, spending nothing', async () => {
      const email = newEmail();
      await sendEmailCode(t, email, 'register');
      const code = await lastCode(t, email);
      const body = { email, password: PASSWORD, code };
      const cases: [Record<string, unknown>, string, string][] = [
        [{}, 'en_US', 'Please agree to the current Terms of Service and Privacy Policy to create your account.'],
        [{ termsVersion: '' }, 'zh', '请同意最新的服务条款和隐私政策以创建账户。'],
        [{ termsVersion: '2020-01-01' }, 'zh-TW', '請同意最新的服務條款和隱私權政策以建立帳戶。'],
        [
          { termsVersion: TERMS_VERSION.toUpperCase() + ' ' },
          'vi',
          'Vui lòng đồng ý với Điều khoản dịch vụ và Chính sách quyền riêng tư hiện hành để tạo tài khoản.',
        ],
      ];
      for (const [terms, lang, msg] of cases) {
        const res = await t.post(REG, { ...body, ...terms }, { lang });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          code: REPLY_CODES.TERMS_NOT_ACCEPTED.code,
          msg,
          data: { termsVersion: TERMS_VERSION },
        });
      }
      // Not a text at all: refused by the field rule, with the same words.
      const notText = await t.post(REG, { ...body, termsVersion: true }, { lang: 'en_US' });
      expect(notText.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expect(notText.body.data.fields).toEqual([
        {
          field: 'termsVersion',
          message: 'Please agree to the current Terms of Service and Privacy Policy to create your account.',
        },
      ]);
      expect(await t.dataSource.manager.findOneBy(User, { email })).toBeNull();
      // The code was not spent: agreeing now creates the account with it.
      const agreed = await t.post(REG, { ...body, termsVersion: TERMS_VERSION });
      expect(agreed.body.code).toBe(REPLY_CODES.SUCCESS.code);
    });

    it('uses the register code once', async () => {
      const email = newEmail();
      await sendEmailCode(t, email, 'register');
      const code = await lastCode(t, email);
      expect((await t.post(REG, { email, password: PASSWORD, code, termsVersion: TERMS_VERSION })).body.code).toBe(
        REPLY_CODES.SUCCESS.code,
      );
      const again = await t.post(REG, { email, password: PASSWORD, code, termsVersion: TERMS_VERSION });
      expect(again.body.code).toBe(REPLY_CODES.EMAIL_ALREADY_REGISTERED.code);
      expect((await t.post(CHECK, { email, code, type: 'register' })).body.code).toBe(REPLY_CODES.CODE_USED.code);
    });

    it('answers 1002 for a wrong register code and keeps the account uncreated', async () => {
      const email = newEmail();
      await sendEmailCode(t, email, 'register');
      const code = await lastCode(t, email);
      const res = await t.post(REG, {
        email,
        password: PASSWORD,
        code: code === '000000' ? '111111' : '000000',
        termsVersion: TERMS_VERSION,
      });
      expect(res.body.code).toBe(REPLY_CODES.REGISTER_CODE_INVALID.code);
      expect(await t.dataSource.manager.countBy(User, { email })).toBe(0);
    });

    it('lets only one of two parallel sign-ups with the same code win', async () => {
      const email = newEmail();
      await sendEmailCode(t, email, 'register');
      const code = await lastCode(t, email);
      const results = await Promise.all([
        t.post(REG, { email, password: PASSWORD, code, termsVersion: TERMS_VERSION }),
        t.post(REG, { email, password: PASSWORD, code, termsVersion: TERMS_VERSION }),
      ]);
      const codes = results.map((r) => r.body.code as number).sort((a, b) => a - b);
      expect(codes[1]).not.toBe(REPLY_CODES.SUCCESS.code);
      expect(codes).toContain(REPLY_CODES.SUCCESS.code);
      expect([REPLY_CODES.EMAIL_ALREADY_REGISTERED.code, REPLY_CODES.CODE_USED.code]).toContain(
        codes.find((c) => c !== REPLY_CODES.SUCCESS.code),
      );
      expect(await t.dataSource.manager.countBy(User, { email })).toBe(1);
    });

    it('checks each field: password rule, nickname length, invite code shape', async () => {
      const email = newEmail();
      await sendEmailCode(t, email, 'register');
      const code = await lastCode(t, email);
      const cases: Array<[Record<string, string>, string, string]> = [
        [{ password: 'short1A' }, 'password', 'The password needs at least 8 characters'],
        [{ password: 'alllowercase1' }, 'password', 'The password needs at least 8 characters'],
        [{ password: 'ALLUPPERCASE1' }, 'password', 'The password needs at least 8 characters'],
        [{ password: 'NoDigitsOrSymbols' }, 'password', 'The password needs at least 8 characters'],
        [{ nickname: 'A' }, 'nickname', 'The nickname must have 2 to 30 characters'],
        [{ nickname: 'x'.repeat(31) }, 'nickname', 'The nickname must have 2 to 30 characters'],
        [{ inviteCode: 'no spaces!' }, 'inviteCode', 'The invite code is not valid'],
      ];
      for (const [change, field, message] of cases) {
        const res = await t.post(
          REG,
          { email, password: PASSWORD, code, termsVersion: TERMS_VERSION, ...change },
          { lang: 'en_US' },
        );
        expectWithMessage(res.body.code, field).toBe(REPLY_CODES.VALIDATION_FAILED.code);
        const problem = (res.body.data.fields as Array<{ field: string; message: string }>).find(
          (f) => f.field === field,
        );
        expect(problem?.message).toMatch(message);
      }
      expect((await t.post(REG, { email, password: 'Abcdefg!', code, termsVersion: TERMS_VERSION })).body.code).toBe(
        REPLY_CODES.SUCCESS.code,
      );
    });

    it('records who invited whom, and ignores an unknown invite code', async () => {
      const inviter = await signUp(t);
      const invited = await signUp(t, { inviteCode: inviter.inviteCode.toLowerCase() });
      const row = await t.dataSource.manager.findOneByOrFail(User, { id: invited.id });
      expect(row.invitedBy).toBe(inviter.id);
      expect(invited.inviteCode).not.toBe(inviter.inviteCode);
      const stray = await signUp(t, { inviteCode: 'ZZZZZZZZ' });
      expect((await t.dataSource.manager.findOneByOrFail(User, { id: stray.id })).invitedBy).toBeNull();
    });

    it('refuses an already registered address', async () => {
      const user = await signUp(t);
      const other = newEmail();
      await sendEmailCode(t, other, 'register');
      const code = await lastCode(t, other);
      const res = await t.post(
        REG,
        { email: user.email, password: PASSWORD, code, termsVersion: TERMS_VERSION },
        { lang: 'en_US' },
      );
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: REPLY_CODES.EMAIL_ALREADY_REGISTERED.code,
        msg: 'This e-mail is already registered, please sign in',
      });
    });

    it('checks an optional human-check answer on sign-up too', async () => {
      const email = newEmail();
      await sendEmailCode(t, email, 'register');
      const code = await lastCode(t, email);
      const bad = await t.post(REG, {
        email,
        password: PASSWORD,
        code,
        captcha: 'forged',
        termsVersion: TERMS_VERSION,
      });
      expect(bad.body.code).toBe(REPLY_CODES.HUMAN_CHECK_FAILED.code);
      const good = await t.post(REG, {
        email,
        password: PASSWORD,
        code,
        captcha: await captcha(t),
        termsVersion: TERMS_VERSION,
      });
      expect(good.body.code).toBe(REPLY_CODES.SUCCESS.code);
    });
  });
});

describe('accounts: the hourly cap per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ ...ACCOUNTS_ENV, CODE_HOURLY_PER_CLIENT: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a fourth code within the hour from the same client, to any address', async () => {
    for (let i = 0; i < 3; i++)
      expect((await sendEmailCode(t, newEmail(), 'register')).body.code).toBe(REPLY_CODES.SUCCESS.code);
    const capped = await sendEmailCode(t, newEmail(), 'register', undefined, 'en_US');
    expect(capped.status).toBe(429);
    expect(capped.body.code).toBe(REPLY_CODES.CODE_CLIENT_LIMIT.code);
    expect(capped.body.msg).toMatch(/from this device, please try again in 60 minutes/);
    t.clock.advance(60 * 60_000);
    expect((await sendEmailCode(t, newEmail(), 'register')).body.code).toBe(REPLY_CODES.SUCCESS.code);
  });
});
