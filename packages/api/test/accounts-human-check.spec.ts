import { missingTranslations, REPLY_CODES } from '@fanpass/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { CODE_TEMPLATES, codeMail, codeSms } from '../src/modules/codes/templates.js';
import { newEmail } from './support/accounts.js';
import { TestApp } from './support/test-app.js';

const SEND = '/fanapih5/emailMessage/emailCodeSend';

/** A stand-in for the providers' siteverify endpoints: accepts "good-token" with the right secret. */
function fakeSiteverify(): Promise<{ server: Server; url: string; calls: URLSearchParams[] }> {
  const calls: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      const success = form.get('secret') === 'provider-secret' && form.get('response') === 'good-token';
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, calls }),
    ),
  );
}

for (const provider of ['recaptcha', 'turnstile'] as const) {
  describe(`human check through ${provider}`, () => {
    let t: TestApp;
    let fake: Awaited<ReturnType<typeof fakeSiteverify>>;

    beforeAll(async () => {
      fake = await fakeSiteverify();
      t = await TestApp.start({
        HUMAN_CHECK_PROVIDER: provider,
        HUMAN_CHECK_SECRET: 'provider-secret',
        HUMAN_CHECK_SITE_KEY: 'site-key-123',
        HUMAN_CHECK_VERIFY_URL: fake.url,
      });
    });
    afterAll(async () => {
      await t.close();
      await new Promise((resolve) => fake.server.close(resolve));
    });

    it('tells the web its site key and serves no ALTCHA challenge', async () => {
      expect((await t.get('/fanapih5/humanCheck/config')).body.data).toEqual({ provider, siteKey: 'site-key-123' });
      expect((await t.get('/fanapih5/humanCheck/challenge', {}, { unsigned: true })).status).toBe(404);
    });

    it('asks the provider’s verify endpoint with secret, token and client address', async () => {
      const bad = await t.post(SEND, { email: newEmail(), type: 'register', captcha: 'bad-token' });
      expect(bad.body.code).toBe(REPLY_CODES.HUMAN_CHECK_FAILED.code);
      const good = await t.post(SEND, { email: newEmail(), type: 'register', captcha: 'good-token' });
      expect(good.body.code).toBe(REPLY_CODES.SUCCESS.code);
      const last = fake.calls.at(-1)!;
      expect(last.get('secret')).toBe('provider-secret');
      expect(last.get('response')).toBe('good-token');
      expect(last.get('remoteip')).toMatch(/127\.0\.0\.1/);
    });
  });
}

describe('human check with an unreachable provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({
      HUMAN_CHECK_PROVIDER: 'turnstile',
      HUMAN_CHECK_SECRET: 'provider-secret',
      HUMAN_CHECK_SITE_KEY: 'site',
      HUMAN_CHECK_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts as a failed check, never a pass', async () => {
    const res = await t.post(SEND, { email: newEmail(), type: 'register', captcha: 'good-token' });
    expect(res.body.code).toBe(REPLY_CODES.HUMAN_CHECK_FAILED.code);
  });
});

describe('human check and code configuration', () => {
  const problems = (env: Record<string, string>): string[] => {
    try {
      loadConfig({ NODE_ENV: 'test', ...env });
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('validates the provider, its secret and site key, the ALTCHA difficulty and the caps', () => {
    expect(problems({ HUMAN_CHECK_PROVIDER: 'hcaptcha' }).join()).toMatch(/HUMAN_CHECK_PROVIDER/);
    const remote = problems({ HUMAN_CHECK_PROVIDER: 'recaptcha' }).join();
    expect(remote).toMatch(/HUMAN_CHECK_SECRET: required/);
    expect(remote).toMatch(/HUMAN_CHECK_SITE_KEY: required/);
    expect(problems({ HUMAN_CHECK_SECRET: 'short' }).join()).toMatch(/at least 16/);
    expect(problems({ ALTCHA_MAX_NUMBER: '5' }).join()).toMatch(/ALTCHA_MAX_NUMBER/);
    expect(problems({ CODE_HOURLY_PER_ADDRESS: '0' }).join()).toMatch(/CODE_HOURLY_PER_ADDRESS/);
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.humanCheck).toMatchObject({ provider: 'altcha', altchaMaxNumber: 100_000 });
    expect(config.humanCheck.secret.length).toBeGreaterThanOrEqual(16);
    expect(config.codeHourlyPerAddress).toBe(5);
    expect(config.codeHourlyPerClient).toBe(30);
  });
});

describe('code templates', () => {
  it('exist in all six languages and carry the code and the expiry', () => {
    expect(missingTranslations(CODE_TEMPLATES)).toEqual([]);
    for (const lang of ['en_US', 'zh', 'zh_tw', 'th', 'vi', 'ms'] as const) {
      const mail = codeMail('forget', '042917', 10, lang);
      expect(mail.subject).toContain('042917');
      expect(mail.text).toContain('042917');
      expect(mail.text).toContain('10');
      expect(mail.text).not.toMatch(/\{\w+\}/);
      expect(codeSms('phone', '042917', 10, lang)).toMatch(/042917.*10|10.*042917/s);
    }
  });

  it('a transfer code’s e-mail names the event, the ticket and the recipient in every language', () => {
    const transfer = { event: 'Wallet Night', ticket: '9F86D081884C7D659A2F', recipient: 'friend@example.com' };
    for (const lang of ['en_US', 'zh', 'zh_tw', 'th', 'vi', 'ms'] as const) {
      const mail = codeMail('transfer', '042917', 10, lang, transfer);
      for (const value of Object.values(transfer)) expect(mail.text).toContain(value);
      // The code comes first, before any other digits.
      expect(mail.text.match(/\d{6}/)?.[0]).toBe('042917');
      expect(mail.text).not.toMatch(/\{\w+\}/);
    }
  });
});
