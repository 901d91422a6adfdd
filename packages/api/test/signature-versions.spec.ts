import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config/config.js';
import { configProblems } from './support/config-problems.js';
import { ProbeModule } from './support/probe.module.js';
import { TestApp } from './support/test-app.js';

const ECHO = '/fanapih5/test-probe/echo';
const AREA = '/fanapih5/basic/config_area';

/**
 * Canonical form 2 signs values exactly as sent, with `&`, `=` and `%` escaped; form 1 (lower-cased,
 * separators left in values) is a wrong signature unless SIGNATURE_V1_PLATFORMS lists the platform.
 */
describe('signature versions', () => {
  describe('by default (no platform keeps version 1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await TestApp.start({}, { extraModules: [ProbeModule] });
    });
    afterAll(async () => {
      await t.close();
    });

    it('accepts version 2 and refuses a request signed with version 1 as a wrong signature', async () => {
      expect((await t.post(ECHO, { text: 'hello' })).body.code).toBe(REPLY_CODES.SUCCESS.code);
      for (const platform of ['H5', 'PC']) {
        const v1 = await t.post(ECHO, { text: 'hello' }, { platform, version: 1 });
        expect(v1.status).toBe(401);
        expect(v1.body.code).toBe(REPLY_CODES.SIGNATURE_INVALID.code);
        expect((await t.get(AREA, { area: 'MO' }, { platform, version: 1 })).body.code).toBe(
          REPLY_CODES.SIGNATURE_INVALID.code,
        );
      }
    });

    it('refuses a version 2 request with its version header taken away (read as version 1)', async () => {
      const headers = t.signedHeaders({ text: 'hello' });
      delete headers['signature-version'];
      const res = await t.post(ECHO, { text: 'hello' }, { unsigned: true, headers });
      expect(res.body.code).toBe(REPLY_CODES.SIGNATURE_INVALID.code);
    });

    it('refuses an unknown version as malformed, and a version 1 signature sent as version 2', async () => {
      const three = { ...t.signedHeaders({ text: 'hello' }), 'signature-version': '3' };
      expect((await t.post(ECHO, { text: 'hello' }, { unsigned: true, headers: three })).body.code).toBe(
        REPLY_CODES.SIGNATURE_MALFORMED.code,
      );
      const v1as2 = { ...t.signedHeaders({ text: 'hello' }, { version: 1 }), 'signature-version': '2' };
      expect((await t.post(ECHO, { text: 'hello' }, { unsigned: true, headers: v1as2 })).body.code).toBe(
        REPLY_CODES.SIGNATURE_INVALID.code,
      );
    });

    it('refuses a value changed to upper case after signing', async () => {
      const headers = t.signedHeaders({ text: 'hello' });
      const res = await t.post(ECHO, { text: 'HELLO' }, { unsigned: true, headers });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(REPLY_CODES.SIGNATURE_INVALID.code);
      const query = t.signedHeaders({ area: 'mo' });
      expect((await t.get(AREA, { area: 'MO' }, { unsigned: true, headers: query })).body.code).toBe(
        REPLY_CODES.SIGNATURE_INVALID.code,
      );
    });

    it('refuses one value split into two fields at & and = (and two fields joined into one)', async () => {
      const split = t.signedHeaders({ text: 'a&amount=5' });
      const res = await t.post(ECHO, { text: 'a', amount: 5 }, { unsigned: true, headers: split });
      expect(res.body.code).toBe(REPLY_CODES.SIGNATURE_INVALID.code);
      const joined = t.signedHeaders({ text: 'a', amount: 5 });
      expect((await t.post(ECHO, { text: 'a&amount=5' }, { unsigned: true, headers: joined })).body.code).toBe(
        REPLY_CODES.SIGNATURE_INVALID.code,
      );
      // Signed as sent, the same values are accepted.
      expect((await t.post(ECHO, { text: 'a&amount=5' })).body.data).toEqual({ text: 'a&amount=5' });
    });
  });

  describe('with SIGNATURE_V1_PLATFORMS=PC', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await TestApp.start({ SIGNATURE_V1_PLATFORMS: 'PC' }, { extraModules: [ProbeModule] });
    });
    afterAll(async () => {
      await t.close();
    });

    it('accepts version 1 from the listed platform only, and version 2 from every platform', async () => {
      const pc = await t.post(ECHO, { text: 'hello' }, { platform: 'PC', version: 1 });
      expect(pc.status).toBe(200);
      expect(pc.body.data).toEqual({ text: 'hello' });
      expect((await t.get(AREA, { area: 'MO' }, { platform: 'PC', version: 1 })).body.code).toBe(
        REPLY_CODES.SUCCESS.code,
      );
      expect((await t.post(ECHO, { text: 'hello' }, { platform: 'H5', version: 1 })).body.code).toBe(
        REPLY_CODES.SIGNATURE_INVALID.code,
      );
      for (const platform of ['H5', 'PC']) {
        expect((await t.post(ECHO, { text: 'hello' }, { platform })).body.code).toBe(REPLY_CODES.SUCCESS.code);
      }
    });

    it('still refuses a version 2 request tampered to upper case or split, from the listed platform too', async () => {
      const upper = t.signedHeaders({ text: 'hello' }, { platform: 'PC' });
      expect((await t.post(ECHO, { text: 'HELLO' }, { unsigned: true, headers: upper })).body.code).toBe(
        REPLY_CODES.SIGNATURE_INVALID.code,
      );
      const split = t.signedHeaders({ text: 'a&amount=5' }, { platform: 'PC' });
      expect((await t.post(ECHO, { text: 'a', amount: 5 }, { unsigned: true, headers: split })).body.code).toBe(
        REPLY_CODES.SIGNATURE_INVALID.code,
      );
    });
  });

  it('reads SIGNATURE_V1_PLATFORMS as a comma-separated list of platform names, empty by default', () => {
    expect([...loadConfig({}).signatureV1Platforms]).toEqual([]);
    expect([...loadConfig({ SIGNATURE_V1_PLATFORMS: ' PC, PARTNER ,' }).signatureV1Platforms]).toEqual([
      'PC',
      'PARTNER',
    ]);
    expect(configProblems({ SIGNATURE_V1_PLATFORMS: 'PC,bad name' })).toEqual([
      'SIGNATURE_V1_PLATFORMS: a platform name is 1 to 64 letters, digits, _ or - (got "bad name")',
    ]);
  });
});
