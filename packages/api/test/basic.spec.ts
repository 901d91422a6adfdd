import { REPLY_CODES, TERMS_VERSION } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AuditEntry } from '../src/modules/audit/index.js';
import { TestApp } from './support/test-app.js';

describe('basic calls, notices and repair mode', () => {
  let t: TestApp;
  const ops = (...argv: string[]) => t.ops(...argv);

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the areas as label/value pairs with Macau (MO) first, labels in the caller’s language', async () => {
    const en = await t.get('/fanapih5/basic/getAreaList', {}, { lang: 'en_US' });
    expect(en.status).toBe(200);
    expect(en.body.data[0]).toEqual({ label: 'Macao SAR China', value: 'MO' });
    const zh = await t.get('/fanapih5/basic/getAreaList', {}, { lang: 'zh-CN' });
    expect(zh.body.data[0].value).toBe('MO');
    expect(zh.body.data[0].label).toMatch(/澳门/);
  });

  it('gives the configuration of an area, defaulting to MO, and refuses an unknown one', async () => {
    const mo = await t.get('/fanapih5/basic/config_area', {}, { lang: 'en_US' });
    expect(mo.body.data).toMatchObject({ value: 'MO', dialCode: '853', isDefault: true });
    const vn = await t.get('/fanapih5/basic/config_area', { area: 'VN' });
    expect(vn.body.data).toMatchObject({ value: 'VN', dialCode: '84', currency: 'VND', isDefault: false });
    const header = await t.get('/fanapih5/basic/config_area', {}, { headers: { area: 'HK' } });
    expect(header.body.data.value).toBe('HK');
    const unknown = await t.get('/fanapih5/basic/config_area', { area: 'ZZ' });
    expect(unknown.status).toBe(404);
    const bad = await t.get('/fanapih5/basic/config_area', { area: 'not-an-area' });
    expect(bad.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
  });

  it('lists countries with dialling codes and filters them', async () => {
    const all = await t.get('/fanapih5/country/countryList', {}, { lang: 'en_US' });
    expect(all.body.data.length).toBeGreaterThan(40);
    expect(all.body.data).toContainEqual({ code: 'VN', name: 'Vietnam', dialCode: '84' });
    const filtered = await t.get('/fanapih5/country/countryList', { keyword: '+853' });
    expect(filtered.body.data.map((c: { code: string }) => c.code)).toEqual(['MO']);
  });

  it('serves the current notice, published and withdrawn by the ops command', async () => {
    expect((await t.get('/fanapih5/notify')).body.data).toBeNull();
    expect((await ops('notice', 'set', 'Doors', 'Doors open at 18:00')).code).toBe(0);
    const res = await t.get('/fanapih5/notify');
    expect(res.body.data).toMatchObject({ title: 'Doors', content: 'Doors open at 18:00' });
    expect((await ops('notice', 'clear')).code).toBe(0);
    expect((await t.get('/fanapih5/notify')).body.data).toBeNull();
    // Each command is recorded by the ops runner, and the change itself by the service with what it changed.
    const recorded = (await t.dataSource.manager.find(AuditEntry, { order: { id: 'ASC' } })).filter(
      (e) => !e.action.startsWith('ops.'),
    );
    expect(recorded.map((e) => [e.actorKind, e.action])).toEqual([
      ['ops', 'notice.publish'],
      ['ops', 'notice.withdraw'],
    ]);
  });

  it('answers every call 503/9999 with the notice while repair mode is on, and recovers', async () => {
    const on = await ops('repair', 'on', 'Back at 22:00');
    expect(on.code).toBe(0);
    const during = await t.get('/fanapih5/basic/getAreaList');
    expect(during.status).toBe(503);
    expect(during.body.code).toBe(REPLY_CODES.REPAIR.code);
    expect(during.body.msg).toBe('Back at 22:00');
    expect(during.body.data).toMatchObject({ message: 'Back at 22:00' });
    expect((await t.get('/fanapih5/notify')).status).toBe(503);
    expect((await t.get('/healthz', {}, { unsigned: true })).status).toBe(200);
    expect((await ops('repair', 'status')).out).toMatch(/on since/);

    expect((await ops('repair', 'off')).code).toBe(0);
    expect((await t.get('/fanapih5/basic/getAreaList')).status).toBe(200);
  });

  it('refuses a repair notice without a message and lists the commands', async () => {
    expect((await ops('repair', 'on')).code).toBe(2);
    const usage = await ops();
    expect(usage.out).toMatch(/repair on/);
  });

  it('refuses an option a command does not take, or one without its value, with the usage line', async () => {
    const unknown = await ops('staff', 'add', 'fan@example.com', '--evnt', 'my-show');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain("Unknown option '--evnt'");
    expect(unknown.out).toMatch(/staff add <email> --event <slug> +Let an account validate tickets/);
    const bare = await ops('order', 'refund', 'T0000000000000000', '--reason');
    expect(bare.code).toBe(2);
    expect(bare.out).toContain("Option '--reason <value>' argument missing");
    // A flag takes no value: `--refund=yes` is refused, not read as true.
    expect((await ops('order', 'cancel', 'T0000000000000000', '--refund=yes')).code).toBe(2);
  });
});

describe('client configuration', () => {
  it('tells the web app the public site URL, currency and default area', async () => {
    const t = await TestApp.start({
      PUBLIC_SITE_URL: 'https://fanpass.example',
      APP_DOWNLOAD_URL: 'https://fanpass.example/app',
      CURRENCY: 'VND',
      DESKTOP_HKD_RATE: '0.000307',
    });
    try {
      const res = await t.get('/fanapih5/basic/clientConfig');
      expect(res.body.data).toEqual({
        publicSiteUrl: 'https://fanpass.example',
        appDownloadUrl: 'https://fanpass.example/app',
        currency: 'VND',
        desktopHkdRate: { numerator: 307, denominator: 1_000_000 },
        defaultArea: 'MO',
        walletPasses: { apple: false, google: false },
        paymentTestMode: false,
        supportPhone: '+853 2800 0000',
        supportEmail: 'support@fanpass.local',
        termsVersion: TERMS_VERSION,
      });
    } finally {
      await t.close();
    }
  });
});
