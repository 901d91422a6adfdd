import { acceptLanguageFor, REPLY_CODES, translate } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PaymentPasswordService } from '../src/modules/users/payment-password.service.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { hashSecret } from '../src/infra/passwords.js';
import { RetiredEmail } from '../src/modules/users/entities/retired-email.entity.js';
import {
  ACCOUNTS_ENV,
  captcha,
  lastCode,
  newEmail,
  outbox,
  PASSWORD,
  sendEmailCode,
  signIn,
  signUp,
} from './support/accounts.js';
import { TestApp } from './support/test-app.js';

const U = '/fanapih5/userInfo';
const PHONE = '/fanapih5/phoneMessage';

describe('accounts: payment password, phone and e-mail change', () => {
  let t: TestApp;
  const info = (id: number, token: string) => t.get(`${U}/getUserInfo/${id}`, {}, { token });

  beforeAll(async () => {
    t = await TestApp.start(ACCOUNTS_ENV);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('payment password', () => {
    it('is set once (6 digits, HMAC-SHA256 under PAYMENT_PIN_KEY) and the flag turns to 1', async () => {
      const user = await signUp(t);
      const bad = await t.post(
        `${U}/updatePayPassword`,
        { payPassword: '12345' },
        { token: user.token, lang: 'en_US' },
      );
      expect(bad.body.data.fields).toEqual([
        { field: 'payPassword', message: 'The payment password must be exactly 6 digits' },
      ]);
      const empty = await t.post(`${U}/updatePayPassword`, { payPassword: '' }, { token: user.token, lang: 'en_US' });
      expect(empty.body.data.fields[0].message).toBe('Please enter the complete payment password');
      const set = await t.post(`${U}/updatePayPassword`, { payPassword: '123456' }, { token: user.token });
      expect(set.body.data).toMatchObject({ id: user.id, payPasswordSetUp: 1 });
      const row = await t.dataSource.manager.findOneByOrFail(User, { id: user.id });
      expect(row.payPasswordHash).toMatch(/^hmac-sha256\$[A-Za-z0-9_-]{43}$/);
      const again = await t.post(`${U}/updatePayPassword`, { payPassword: '654321' }, { token: user.token });
      expect(again.body.code).toBe(REPLY_CODES.PAY_PASSWORD_ALREADY_SET.code);
      expect((await t.post(LOGIN_PATH, { email: user.email, password: PASSWORD })).body.data.payPasswordSetUp).toBe(1);
      expect((await t.post(`${U}/updatePayPassword`, { payPassword: '123456' })).body.code).toBe(
        REPLY_CODES.LOGIN_EXPIRED.code,
      );
    });

    it('changes with the old one; 5 wrong lock payment for 30 minutes, then it opens again', async () => {
      const user = await signUp(t);
      const change = (oldPayPassword: string, payPassword: string) =>
        t.post(`${U}/updatePayPasswordByOldPwd`, { oldPayPassword, payPassword }, { token: user.token, lang: 'en_US' });
      expect((await change('123456', '654321')).body.code).toBe(REPLY_CODES.PAY_PASSWORD_NOT_SET.code);
      await t.post(`${U}/updatePayPassword`, { payPassword: '123456' }, { token: user.token });
      expect((await change('123456', '654321')).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const left: string[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await change('000000', '111111');
        expect(res.body.code).toBe(REPLY_CODES.PAY_PASSWORD_WRONG.code);
        left.push(res.body.msg);
      }
      expect(left[0]).toBe('Incorrect payment password, 4 attempts left');
      expect(left[3]).toBe('Incorrect payment password, 1 attempts left');
      const fifth = await change('000000', '111111');
      expect(fifth.status).toBe(423);
      expect(fifth.body.code).toBe(REPLY_CODES.PAY_PASSWORD_LOCKED.code);
      expect(fifth.body.msg).toMatch(/locked, please try again in 30 minutes/);
      const right = await change('654321', '222222');
      expect(right.body.code).toBe(REPLY_CODES.PAY_PASSWORD_LOCKED.code);
      t.clock.advance(30 * 60_000 + 1);
      expect((await change('654321', '222222')).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const service = t.app.get(PaymentPasswordService);
      await expect(service.verify(user.id, '222222')).resolves.toBeUndefined();
      await expect(service.verify(user.id, '654321')).rejects.toMatchObject({
        entry: { code: REPLY_CODES.PAY_PASSWORD_WRONG.code },
      });
    });

    it('upgrades an older Argon2id hash on the next correct entry; the HMAC depends on the key and the account', async () => {
      const user = await signUp(t);
      await t.dataSource.manager.update(User, { id: user.id }, { payPasswordHash: await hashSecret('246810') });
      const service = t.app.get(PaymentPasswordService);
      await expect(service.verify(user.id, '000000')).rejects.toMatchObject({
        entry: { code: REPLY_CODES.PAY_PASSWORD_WRONG.code },
      });
      expect((await t.dataSource.manager.findOneByOrFail(User, { id: user.id })).payPasswordHash).toMatch(
        /^\$argon2id\$/,
      );
      await expect(service.verify(user.id, '246810')).resolves.toBeUndefined();
      const upgraded = (await t.dataSource.manager.findOneByOrFail(User, { id: user.id })).payPasswordHash!;
      expect(upgraded).toMatch(/^hmac-sha256\$/);
      await expect(service.verify(user.id, '246810')).resolves.toBeUndefined();
      const pay = (old: string) =>
        t.post(`${U}/updatePayPasswordByOldPwd`, { oldPayPassword: old, payPassword: '135790' }, { token: user.token });
      expect((await pay('246810')).body.code).toBe(REPLY_CODES.SUCCESS.code);

      // The same PIN on another account, or under another key, is another value.
      const other = await signUp(t);
      await t.post(`${U}/updatePayPassword`, { payPassword: '135790' }, { token: other.token });
      const [a, b] = await Promise.all(
        [user.id, other.id].map(
          async (id) => (await t.dataSource.manager.findOneByOrFail(User, { id })).payPasswordHash,
        ),
      );
      expect(a).not.toBe(b);
      const rekeyed = await t.startSibling({
        ...ACCOUNTS_ENV,
        PAYMENT_PIN_KEY: 'another-payment-pin-key-0123456789abc',
      });
      try {
        await expect(rekeyed.app.get(PaymentPasswordService).verify(user.id, '135790')).rejects.toMatchObject({
          entry: { code: REPLY_CODES.PAY_PASSWORD_WRONG.code },
        });
      } finally {
        await rekeyed.stop();
      }
    });

    it('resets with a payPassword code e-mailed to the account, which also lifts a lock', async () => {
      const user = await signUp(t);
      await t.post(`${U}/updatePayPassword`, { payPassword: '123456' }, { token: user.token });
      const service = t.app.get(PaymentPasswordService);
      for (let i = 0; i < 4; i++)
        await expect(service.verify(user.id, '000000')).rejects.toMatchObject({
          entry: { code: REPLY_CODES.PAY_PASSWORD_WRONG.code },
        });
      await expect(service.verify(user.id, '000000')).rejects.toMatchObject({
        entry: { code: REPLY_CODES.PAY_PASSWORD_LOCKED.code },
      });
      expect((await sendEmailCode(t, user.email, 'payPassword', user.token)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const code = await lastCode(t, user.email);
      const wrong = await t.post(
        `${U}/updatePayPasswordByEmailCode`,
        { code: code === '000000' ? '111111' : '000000', payPassword: '777777' },
        { token: user.token },
      );
      expect(wrong.body.code).toBe(REPLY_CODES.CODE_INVALID.code);
      const ok = await t.post(
        `${U}/updatePayPasswordByEmailCode`,
        { code, payPassword: '777777' },
        { token: user.token },
      );
      expect(ok.body.data.payPasswordSetUp).toBe(1);
      await expect(service.verify(user.id, '777777')).resolves.toBeUndefined();
      const reused = await t.post(
        `${U}/updatePayPasswordByEmailCode`,
        { code, payPassword: '888888' },
        { token: user.token },
      );
      expect(reused.body.code).toBe(REPLY_CODES.CODE_USED.code);
    });

    it('does not take another account’s payPassword code', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      await sendEmailCode(t, a.email, 'payPassword', a.token);
      const code = await lastCode(t, a.email);
      const res = await t.post(
        `${U}/updatePayPasswordByEmailCode`,
        { code, payPassword: '777777' },
        { token: b.token },
      );
      expect(res.body.code).toBe(REPLY_CODES.CODE_NOT_REQUESTED.code);
      expect((await info(b.id, b.token)).body.data.payPasswordSetUp).toBe(0);
    });
  });

  describe('phone', () => {
    it('sends an SMS code, checks it, then stores the phone as verified', async () => {
      const user = await signUp(t);
      const send = await t.post(
        `${PHONE}/phoneCodeSend`,
        { areaCode: '+853', phone: '66123456', captcha: await captcha(t) },
        { token: user.token, lang: 'zh-TW' },
      );
      expect(send.body).toMatchObject({ code: REPLY_CODES.SUCCESS.code, data: { resendAfterSeconds: 60 } });
      const [sms] = await outbox(t, '+85366123456');
      expect(sms!.channel).toBe('sms');
      // In the account's language (English, as it signed up), not the request's.
      expect(sms!.text).toMatch(/^\[Fanpass\] \d{6} is your code to verify your phone number/);
      const code = await lastCode(t, '+85366123456');
      const check = await t.post(
        `${PHONE}/phoneCodeCheck`,
        { areaCode: '853', phone: '66123456', code },
        { token: user.token },
      );
      expect(check.body.data).toEqual({ valid: true });
      const stored = await t.post(
        `${U}/updateUserPhone`,
        { areaCode: '853', phone: '66123456', code },
        { token: user.token },
      );
      expect(stored.body.data).toMatchObject({ areaCode: '853', phone: '66123456', isPhoneVerified: 1 });
      expect((await info(user.id, user.token)).body.data.isPhoneVerified).toBe(1);
      const reused = await t.post(
        `${U}/updateUserPhone`,
        { areaCode: '853', phone: '66123456', code },
        { token: user.token },
      );
      expect(reused.body.code).toBe(REPLY_CODES.CODE_USED.code);
    });

    it('refuses a phone invalid for its area code, a wrong code, a resend too early, and needs a login', async () => {
      const user = await signUp(t);
      const bad = await t.post(
        `${PHONE}/phoneCodeSend`,
        { areaCode: '853', phone: '12345678', captcha: await captcha(t) },
        { token: user.token, lang: 'en_US' },
      );
      expect(bad.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expect(bad.body.data.fields).toEqual([{ field: 'phone', message: 'Please enter a valid phone number' }]);
      const area = await t.post(
        `${PHONE}/phoneCodeSend`,
        { areaCode: 'abc', phone: '66123456', captcha: await captcha(t) },
        { token: user.token },
      );
      expect(area.body.data.fields[0].field).toBe('areaCode');
      expect((await t.post(`${PHONE}/phoneCodeSend`, { areaCode: '853', phone: '66000001' })).body.code).toBe(
        REPLY_CODES.LOGIN_EXPIRED.code,
      );
      const noCheck = await t.post(
        `${PHONE}/phoneCodeSend`,
        { areaCode: '853', phone: '66000001' },
        { token: user.token, lang: 'en_US' },
      );
      expect(noCheck.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expect(noCheck.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['captcha']);
      await t.post(
        `${PHONE}/phoneCodeSend`,
        { areaCode: '853', phone: '66000001', captcha: await captcha(t) },
        { token: user.token },
      );
      const early = await t.post(
        `${PHONE}/phoneCodeSend`,
        { areaCode: '853', phone: '66000001', captcha: await captcha(t) },
        { token: user.token },
      );
      expect(early.body.code).toBe(REPLY_CODES.CODE_RESEND_TOO_EARLY.code);
      const code = await lastCode(t, '+85366000001');
      const wrong = await t.post(
        `${U}/updateUserPhone`,
        { areaCode: '853', phone: '66000001', code: code === '000000' ? '111111' : '000000' },
        { token: user.token },
      );
      expect(wrong.body.code).toBe(REPLY_CODES.CODE_INVALID.code);
      const forged = await t.post(
        `${PHONE}/phoneCodeSend`,
        { areaCode: '853', phone: '66000002', captcha: 'forged' },
        { token: user.token },
      );
      expect(forged.body.code).toBe(REPLY_CODES.HUMAN_CHECK_FAILED.code);
    });

    it('does not let one account use the SMS code another account asked for', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      await t.post(
        `${PHONE}/phoneCodeSend`,
        { areaCode: '852', phone: '51234567', captcha: await captcha(t) },
        { token: a.token },
      );
      const code = await lastCode(t, '+85251234567');
      const res = await t.post(
        `${U}/updateUserPhone`,
        { areaCode: '852', phone: '51234567', code },
        { token: b.token },
      );
      expect(res.body.code).toBe(REPLY_CODES.CODE_NOT_REQUESTED.code);
      expect((await info(b.id, b.token)).body.data.isPhoneVerified).toBe(0);
    });

    const sendSms = async (token: string, phone: string, lang?: string) =>
      t.post(`${PHONE}/phoneCodeSend`, { areaCode: '853', phone, captcha: await captcha(t) }, { token, lang });

    it('verifies a number on one account only: no code to a number verified elsewhere, and a race loses', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      const c = await signUp(t);
      // b and c both get a code before anyone has verified the number.
      expect((await sendSms(b.token, '66777001')).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const codeB = await lastCode(t, '+85366777001');
      t.clock.advance(61_000);
      expect((await sendSms(c.token, '66777001')).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const codeC = await lastCode(t, '+85366777001');
      t.clock.advance(61_000);
      expect((await sendSms(a.token, '66777001')).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const codeA = await lastCode(t, '+85366777001');
      const verified = await t.post(
        `${U}/updateUserPhone`,
        { areaCode: '853', phone: '66777001', code: codeA },
        { token: a.token },
      );
      expect(verified.body.data.isPhoneVerified).toBe(1);
      t.clock.advance(61_000);
      const taken = await sendSms(b.token, '66777001', 'en_US');
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({
        code: REPLY_CODES.PHONE_IN_USE.code,
        msg: 'This phone number is already verified on another account',
      });
      // A code sent before a verified the number no longer verifies it for anyone else.
      for (const [user, code] of [
        [b, codeB],
        [c, codeC],
      ] as const) {
        const late = await t.post(
          `${U}/updateUserPhone`,
          { areaCode: '853', phone: '66777001', code },
          { token: user.token },
        );
        expect([REPLY_CODES.PHONE_IN_USE.code, REPLY_CODES.CODE_NOT_REQUESTED.code]).toContain(late.body.code);
        expect((await info(user.id, user.token)).body.data.isPhoneVerified).toBe(0);
      }
      // The owner may verify it again.
      expect((await sendSms(a.token, '66777001')).body.code).toBe(REPLY_CODES.SUCCESS.code);
    });

    const sendTo = async (token: string, areaCode: string, phone: string, lang?: string) =>
      t.post(`${PHONE}/phoneCodeSend`, { areaCode, phone, captcha: await captcha(t) }, { token, lang });

    it('takes 853, 0853, 00853 and +853 as one dialling code: a number verifies one account in any form', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      expect((await sendTo(a.token, '853', '66777003')).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const codeA = await lastCode(t, '+85366777003');
      const verified = await t.post(
        `${U}/updateUserPhone`,
        { areaCode: '853', phone: '66777003', code: codeA },
        { token: a.token },
      );
      expect(verified.body.data.isPhoneVerified).toBe(1);

      // The same number with the dialling code written another way is the same phone.
      for (const areaCode of ['0853', '00853', '+0853', ' 853 ']) {
        const taken = await sendTo(b.token, areaCode, '66777003');
        expect(taken.body.code).toBe(REPLY_CODES.PHONE_IN_USE.code);
      }

      // A number given with 0853 is sent to and stored as +853, so 853 finds it taken.
      expect((await sendTo(b.token, '0853', '66777004')).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const codeB = await lastCode(t, '+85366777004');
      const stored = await t.post(
        `${U}/updateUserPhone`,
        { areaCode: '0853', phone: '66777004', code: codeB },
        { token: b.token },
      );
      expect(stored.body.data).toMatchObject({ areaCode: '853', phone: '66777004', isPhoneVerified: 1 });
      t.clock.advance(61_000);
      expect((await sendTo(a.token, '853', '66777004')).body.code).toBe(REPLY_CODES.PHONE_IN_USE.code);
    });

    it('refuses a dialling code of no country the app offers, in the caller’s language', async () => {
      const user = await signUp(t);
      for (const [areaCode, lang] of [
        ['999', 'en_US'],
        ['0999', 'zh_tw'],
        ['+0', 'th'],
      ] as const) {
        const refused = await sendTo(user.token, areaCode, '66123456', acceptLanguageFor(lang));
        expect(refused.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
        expect(refused.body.data.fields).toEqual([
          { field: 'areaCode', message: translate('account.areaCodeRule', lang) },
        ]);
      }
      expect((await outbox(t, '+99966123456')).length).toBe(0);
    });

    it('keeps the per-number cap on SMS codes', async () => {
      const user = await signUp(t);
      for (let i = 0; i < 5; i++) {
        expect((await sendSms(user.token, '66777002')).body.code).toBe(REPLY_CODES.SUCCESS.code);
        t.clock.advance(61_000);
      }
      const capped = await sendSms(user.token, '66777002');
      expect(capped.body.code).toBe(REPLY_CODES.CODE_ADDRESS_LIMIT.code);
    });
  });

  describe('e-mail change', () => {
    async function changeCodes(user: { email: string; token: string }, next: string) {
      expect((await t.post(`${U}/getUpdUserEmailCode`, {}, { token: user.token })).body.code).toBe(
        REPLY_CODES.SUCCESS.code,
      );
      const oldCode = await lastCode(t, user.email);
      expect((await t.post(`${U}/getNewUserEmailCode`, { email: next }, { token: user.token })).body.code).toBe(
        REPLY_CODES.SUCCESS.code,
      );
      const newCode = await lastCode(t, next);
      return { oldCode, newCode };
    }

    it('changes the e-mail with both codes: sessions end, the password stays, the old address is retired', async () => {
      const user = await signUp(t);
      const other = await signIn(t, user.email);
      const next = newEmail('moved');
      const { oldCode, newCode } = await changeCodes(user, next);
      const res = await t.post(
        `${U}/updUserEmail`,
        { oldCode, email: next.toUpperCase(), newCode },
        { token: user.token },
      );
      expect(res.body).toMatchObject({ code: REPLY_CODES.SUCCESS.code, data: { email: next } });
      expect((await info(user.id, user.token)).body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
      expect((await info(user.id, other)).body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
      expect((await t.post(LOGIN_PATH, { email: user.email, password: PASSWORD })).body.code).toBe(
        REPLY_CODES.LOGIN_FAILED.code,
      );
      const token = await signIn(t, next, PASSWORD);
      expect((await info(user.id, token)).body.data.email).toBe(next);
      expect(await t.dataSource.manager.countBy(RetiredEmail, { email: user.email })).toBe(1);

      // The old address can never register again, nor be taken by another account.
      expect((await sendEmailCode(t, user.email, 'register')).body.code).toBe(REPLY_CODES.EMAIL_RETIRED.code);
      const someone = await signUp(t);
      const taken = await t.post(`${U}/getNewUserEmailCode`, { email: user.email }, { token: someone.token });
      expect(taken.body.code).toBe(REPLY_CODES.EMAIL_IN_USE.code);
      expect((await t.get(`${U}/getUserInfoByEmail`, { email: user.email })).body.code).toBe(
        REPLY_CODES.USER_NOT_FOUND.code,
      );
    });

    it('refuses an address in use, the same address, wrong or swapped codes, and another account’s codes', async () => {
      const user = await signUp(t);
      const other = await signUp(t);
      expect((await t.post(`${U}/getNewUserEmailCode`, { email: other.email }, { token: user.token })).body.code).toBe(
        REPLY_CODES.EMAIL_IN_USE.code,
      );
      expect((await t.post(`${U}/getNewUserEmailCode`, { email: user.email }, { token: user.token })).body.code).toBe(
        REPLY_CODES.EMAIL_UNCHANGED.code,
      );
      const next = newEmail('next');
      const { oldCode, newCode } = await changeCodes(user, next);
      const swapped = await t.post(
        `${U}/updUserEmail`,
        { oldCode: newCode, email: next, newCode: oldCode },
        { token: user.token },
      );
      if (oldCode !== newCode) expect(swapped.body.code).toBe(REPLY_CODES.CODE_INVALID.code);
      const byOther = await t.post(`${U}/updUserEmail`, { oldCode, email: next, newCode }, { token: other.token });
      expect(byOther.body.code).toBe(REPLY_CODES.CODE_NOT_REQUESTED.code);
      const inUse = await t.post(`${U}/updUserEmail`, { oldCode, email: other.email, newCode }, { token: user.token });
      expect(inUse.body.code).toBe(REPLY_CODES.EMAIL_IN_USE.code);
      const invalid = await t.post(`${U}/updUserEmail`, { oldCode, email: 'bad', newCode }, { token: user.token });
      expect(invalid.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expect((await t.post(`${U}/updUserEmail`, { oldCode, email: next, newCode })).body.code).toBe(
        REPLY_CODES.LOGIN_EXPIRED.code,
      );
      const ok = await t.post(`${U}/updUserEmail`, { oldCode, email: next, newCode }, { token: user.token });
      expect(ok.body.code).toBe(REPLY_CODES.SUCCESS.code);
    });

    it('expires the codes after 10 minutes', async () => {
      const user = await signUp(t);
      const next = newEmail('late');
      const { oldCode, newCode } = await changeCodes(user, next);
      t.clock.advance(10 * 60_000 + 1);
      const res = await t.post(`${U}/updUserEmail`, { oldCode, email: next, newCode }, { token: user.token });
      expect(res.body.code).toBe(REPLY_CODES.CODE_EXPIRED.code);
    });
  });
});

const LOGIN_PATH = '/fanapih5/userInfo/loginByEmail';
