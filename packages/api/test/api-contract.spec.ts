import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SessionsService } from '../src/modules/sessions/sessions.service.js';
import { ProbeModule } from './support/probe.module.js';
import { TestApp } from './support/test-app.js';
import { insertUser } from './support/users.js';

const PC_KEY = 'pc-only-key-0123456789';

describe('API contract: signature, envelope, errors, login', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start(
      { SIGNING_KEYS: `PC:${PC_KEY},PARTNER1:partner-key-0123456789` },
      { extraModules: [ProbeModule] },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  describe('signature', () => {
    it('accepts a correctly signed request and answers the envelope', async () => {
      const res = await t.get('/fanapih5/notify');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: REPLY_CODES.SUCCESS.code, msg: 'Success', data: null });
    });

    it('accepts a partner platform signed with its own key', async () => {
      const res = await t.get(
        '/fanapih5/basic/getAreaList',
        {},
        { platform: 'PARTNER1', key: 'partner-key-0123456789' },
      );
      expect(res.status).toBe(200);
    });

    it('refuses a request without a signature', async () => {
      const res = await t.get('/fanapih5/notify', {}, { unsigned: true });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(REPLY_CODES.SIGNATURE_MISSING.code);
    });

    it('refuses a wrong signature', async () => {
      const res = await t.get('/fanapih5/notify', {}, { key: 'not-the-key' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(REPLY_CODES.SIGNATURE_INVALID.code);
    });

    it('refuses a signature with one character changed, or respelled in the unused bits of its last', async () => {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const respell = (signature: string, at: number, flip: number) =>
        signature.slice(0, at) + alphabet[alphabet.indexOf(signature[at]!) ^ flip]! + signature.slice(at + 1);
      // Bit 1 of the last character is one of its two unused bits: the same bytes, another text.
      for (const [at, flip] of [
        [0, 32],
        [20, 1],
        [42, 16],
        [42, 1],
      ] as const) {
        const headers = t.signedHeaders({});
        const res = await t.get(
          '/fanapih5/notify',
          {},
          { unsigned: true, headers: { ...headers, signature: respell(headers.signature!, at, flip) } },
        );
        expect(res.status).toBe(401);
        expect(res.body.code).toBe(REPLY_CODES.SIGNATURE_INVALID.code);
      }
    });

    it("refuses a request signed with another platform's key", async () => {
      // Signed with PC's key but claiming to come from H5.
      const res = await t.get('/fanapih5/notify', {}, { platform: 'H5', key: PC_KEY });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(REPLY_CODES.SIGNATURE_INVALID.code);
    });

    it('refuses an unknown platform', async () => {
      const res = await t.get('/fanapih5/notify', {}, { platform: 'NOPE' });
      expect(res.body.code).toBe(REPLY_CODES.PLATFORM_UNKNOWN.code);
    });

    it('refuses a body changed after signing', async () => {
      const headers = t.signedHeaders({ text: 'hello', amount: 1 });
      const res = await t.post(
        '/fanapih5/test-probe/echo',
        { text: 'hello', amount: 1000 },
        { unsigned: true, headers },
      );
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(REPLY_CODES.SIGNATURE_INVALID.code);
      const ok = await t.post('/fanapih5/test-probe/echo', { text: 'hello', amount: 1 });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toEqual({ text: 'hello', amount: 1 });
    });

    it('refuses a query changed after signing', async () => {
      const headers = t.signedHeaders({ area: 'MO' });
      const res = await t.get('/fanapih5/basic/config_area', { area: 'HK' }, { unsigned: true, headers });
      expect(res.body.code).toBe(REPLY_CODES.SIGNATURE_INVALID.code);
    });

    it('refuses a timestamp more than five minutes off, either way', async () => {
      const late = await t.get('/fanapih5/notify', {}, { timestamp: t.clock.now() - 5 * 60_000 - 1000 });
      expect(late.status).toBe(401);
      expect(late.body.code).toBe(REPLY_CODES.SIGNATURE_STALE.code);
      const early = await t.get('/fanapih5/notify', {}, { timestamp: t.clock.now() + 6 * 60_000 });
      expect(early.body.code).toBe(REPLY_CODES.SIGNATURE_STALE.code);
      const inside = await t.get('/fanapih5/notify', {}, { timestamp: t.clock.now() - 4 * 60_000 });
      expect(inside.status).toBe(200);
    });

    it('refuses a replayed nonce', async () => {
      const headers = t.signedHeaders({});
      const first = await t.get('/fanapih5/notify', {}, { unsigned: true, headers });
      expect(first.status).toBe(200);
      const again = await t.get('/fanapih5/notify', {}, { unsigned: true, headers });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe(REPLY_CODES.SIGNATURE_REPLAYED.code);
    });
  });

  describe('errors', () => {
    it('answers an unknown endpoint with 404 and 29998', async () => {
      const res = await t.get('/fanapih5/no/such/call');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(REPLY_CODES.ENDPOINT_NOT_FOUND.code);
      expect(res.body.data).toBeNull();
    });

    it('answers an unhandled fault with 500 and 29998, without a stack or the detail', async () => {
      const res = await t.get('/fanapih5/test-probe/fault');
      expect(res.status).toBe(500);
      expect(res.body.code).toBe(REPLY_CODES.SYSTEM_EXCEPTION.code);
      expect(JSON.stringify(res.body)).not.toMatch(/secret internal detail|app\.js|at .*\(/);
      expect(res.headers['x-request-id']).toBeTruthy();
    });

    it('answers invalid fields with 40000 and names each field', async () => {
      const res = await t.post('/fanapih5/test-probe/echo', { text: '', amount: -1, extra: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      const fields = (res.body.data.fields as Array<{ field: string }>).map((f) => f.field).sort();
      expect(fields).toEqual(['amount', 'extra', 'text']);
    });

    it('answers malformed JSON with 40001', async () => {
      const res = await t.post('/fanapih5/test-probe/echo', {}, { unsigned: true }).send('{"text":');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(REPLY_CODES.MALFORMED_BODY.code);
    });

    it('translates msg by Accept-Language', async () => {
      const en = await t.get('/fanapih5/nope', {}, { lang: 'en_US' });
      const zh = await t.get('/fanapih5/nope', {}, { lang: 'zh-CN' });
      const tw = await t.get('/fanapih5/nope', {}, { lang: 'zh-TW' });
      const th = await t.get('/fanapih5/nope', {}, { lang: 'th-TH' });
      const vi = await t.get('/fanapih5/nope', {}, { lang: 'vi' });
      const ms = await t.get('/fanapih5/nope', {}, { lang: 'ms' });
      const unknown = await t.get('/fanapih5/nope', {}, { lang: 'de-DE' });
      expect(en.body.msg).toBe('Operation failed, page not found');
      expect(zh.body.msg).toBe('操作失败，页面不存在');
      expect(tw.body.msg).toBe('操作失敗，頁面不存在');
      expect(th.body.msg).toBe('ดำเนินการไม่สำเร็จ ไม่พบหน้า');
      expect(vi.body.msg).toBe('Thao tác thất bại, không tìm thấy trang');
      expect(ms.body.msg).toBe('Operasi gagal, halaman tidak dijumpai');
      expect(unknown.body.msg).toBe(en.body.msg);
    });
  });

  describe('login', () => {
    it('answers 401 with 2062000 without a token', async () => {
      const res = await t.get('/fanapih5/test-probe/me');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
    });

    it('lets a live session through and refuses it once revoked', async () => {
      const user = await insertUser(t.dataSource);
      const sessions = t.app.get(SessionsService);
      const token = await sessions.issue(user.id, { platform: 'H5', device: 'mobile' });
      const ok = await t.get('/fanapih5/test-probe/me', {}, { token, uuid: user.uuid });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toEqual({ id: user.id, uuid: user.uuid });

      const auth = await sessions.authenticate(token, user.uuid);
      await sessions.revoke(auth!.sessionId);
      const revoked = await t.get('/fanapih5/test-probe/me', {}, { token, uuid: user.uuid });
      expect(revoked.status).toBe(401);
      expect(revoked.body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
    });

    it('refuses a forged token, an expired session and a mismatched uuid', async () => {
      const user = await insertUser(t.dataSource);
      const sessions = t.app.get(SessionsService);
      const token = await sessions.issue(user.id, { platform: 'H5', device: 'mobile' });
      const forged = `${token.slice(0, -3)}abc`;
      expect((await t.get('/fanapih5/test-probe/me', {}, { token: forged })).body.code).toBe(
        REPLY_CODES.LOGIN_EXPIRED.code,
      );
      expect((await t.get('/fanapih5/test-probe/me', {}, { token, uuid: 'someone-else' })).body.code).toBe(
        REPLY_CODES.LOGIN_EXPIRED.code,
      );

      // The session row expires before the JWT would be rejected on its own clock.
      t.clock.advance(31 * 24 * 3600_000);
      try {
        const expired = await t.get('/fanapih5/test-probe/me', {}, { token, uuid: user.uuid });
        expect(expired.body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
      } finally {
        t.clock.advance(-31 * 24 * 3600_000);
      }
    });
  });

  it('reports health with the database reachable, unsigned', async () => {
    const res = await t.get('/healthz', {}, { unsigned: true });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });
});
