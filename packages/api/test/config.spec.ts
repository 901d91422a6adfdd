import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { DEV_GATE_SIGNING_KEY, loadConfig } from '../src/config/config.js';
import { configProblems } from './support/config-problems.js';
import { expectWithMessage } from './support/expect-with-message.js';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const prodBase = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
  PAYMENT_PIN_KEY: 'a-production-payment-pin-key-of-32-chars',
  PARTNER_KEY_SECRET: 'a-production-partner-key-secret-of-32-chars',
  SMTP_URL: 'smtp://mail.example.com:587',
  PUBLIC_API_URL: 'https://api.fanpass.example',
  PUBLIC_SITE_URL: 'https://fanpass.example',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
  OPS_EMAIL: 'ops@example.com',
};

describe('configuration at boot', () => {
  it('defaults to the embedded SQLite database and the development keys', () => {
    const config = loadConfig({});
    expect(config.database.type).toBe('sqlite');
    expect(config.signingKeys.H5).toBe('fanpass-dev-h5-key');
    expect(config.port).toBe(3000);
  });

  it('reads the desktop HKD rate (spec §9 HKD/MOP prices): none needed in HKD or MOP, a bad one refused', () => {
    expect(loadConfig({}).desktopHkdRate).toBeNull();
    expect(loadConfig({ CURRENCY: 'HKD' }).desktopHkdRate).toEqual({ numerator: 1, denominator: 1 });
    expect(loadConfig({ CURRENCY: 'MOP' }).desktopHkdRate).toEqual({ numerator: 100, denominator: 103 });
    expect(loadConfig({ DESKTOP_HKD_RATE: '100/103' }).desktopHkdRate).toEqual({ numerator: 100, denominator: 103 });
    expect(configProblems({ DESKTOP_HKD_RATE: '-0.3' })).toContainEqual(expect.stringMatching(/^DESKTOP_HKD_RATE: /));
  });

  it('logs JSON for machines and coloured lines for people only when asked or on a terminal', () => {
    const keys = 'H5:h5-production-key-123456,PC:pc-production-key-123456';
    expect(loadConfig({ ...prodBase, SIGNING_KEYS: keys }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(configProblems({ LOG_FORMAT: 'yaml' })).toContainEqual(expect.stringMatching(/^LOG_FORMAT: /));
  });

  it('lists every bad variable at once', () => {
    const found = configProblems({
      PORT: 'abc',
      DATABASE_URL: 'postgres://x',
      THROTTLE_LIMIT: '-1',
      NODE_ENV: 'staging',
    });
    expect(found.map((p) => p.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'THROTTLE_LIMIT', 'NODE_ENV']),
    );
  });

  it('refuses a production start with the development key', () => {
    const found = configProblems({ ...prodBase, SIGNING_KEYS: 'H5:fanpass-dev-h5-key,PC:pc-production-key-123456' });
    expect(found.join('\n')).toMatch(/development key must not be used in production/);
  });

  it('refuses a production start without keys, secret or mail', () => {
    const found = configProblems({ NODE_ENV: 'production' });
    expect(found.join('\n')).toMatch(/SIGNING_KEYS/);
    expect(found.join('\n')).toMatch(/JWT_SECRET/);
    expect(found.join('\n')).toMatch(/SMTP_URL/);
    expect(found.join('\n')).toMatch(/PAYMENT_PIN_KEY: required in production/);
  });

  it('refuses the development payment PIN key, or a short one, in production', () => {
    const keys = 'H5:h5-production-key-123456,PC:pc-production-key-123456';
    const dev = configProblems({
      ...prodBase,
      SIGNING_KEYS: keys,
      PAYMENT_PIN_KEY: 'fanpass-dev-payment-pin-key-change-me',
    });
    expect(dev.join('\n')).toMatch(/PAYMENT_PIN_KEY: the development key must not be used in production/);
    const short = configProblems({ ...prodBase, SIGNING_KEYS: keys, PAYMENT_PIN_KEY: 'too-short' });
    expect(short.join('\n')).toMatch(/PAYMENT_PIN_KEY: must have at least 32 characters/);
  });

  it('refuses a production start without OPS_EMAIL, and a bad support address anywhere', () => {
    const { OPS_EMAIL: _ops, ...withoutOps } = prodBase;
    const keys = 'H5:h5-production-key-123456,PC:pc-production-key-123456';
    expect(configProblems({ ...withoutOps, SIGNING_KEYS: keys }).join('\n')).toMatch(
      /OPS_EMAIL: required in production/,
    );
    expect(configProblems({ OPS_EMAIL: 'not-an-address' }).join('\n')).toMatch(/OPS_EMAIL: not an e-mail address/);
    expect(configProblems({ SUPPORT_PHONE: 'call us' }).join('\n')).toMatch(/SUPPORT_PHONE/);
    const production = loadConfig({ ...prodBase, SIGNING_KEYS: keys });
    expect(production.support).toEqual({ opsEmail: 'ops@example.com', phone: null, email: null });
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({ ...prodBase, SIGNING_KEYS: 'H5:h5-production-key-123456,PC:pc-production-key-123456' });
    expect(config.env).toBe('production');
    expect(config.seedDemo).toBe(false);
  });

  describe('production refuses what is only safe in development (payments, URLs, demo data)', () => {
    const keys = { ...prodBase, SIGNING_KEYS: 'H5:h5-production-key-123456,PC:pc-production-key-123456' };
    const without = (...names: string[]) =>
      Object.fromEntries(Object.entries(keys).filter(([name]) => !names.includes(name)));
    const refusedVariables = (env: Record<string, string>) => configProblems(env).map((p) => p.split(':')[0]);

    it('needs a real provider: none, an unknown one, or the sandbox is refused', () => {
      expect(refusedVariables(without('PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'))).toEqual([
        'PAYMENT_PROVIDER',
      ]);
      expect(configProblems({ ...keys, PAYMENT_PROVIDER: 'paypal' }).join('\n')).toMatch(
        /PAYMENT_PROVIDER: must be stripe or sandbox/,
      );
      const sandbox = configProblems({ ...keys, PAYMENT_PROVIDER: 'sandbox', SANDBOX_PAY_SECRET: 'x'.repeat(32) });
      expect(sandbox).toEqual([expect.stringMatching(/^PAYMENT_PROVIDER: the sandbox takes no real money/)]);
    });

    it('allows the sandbox only explicitly, with a secret of its own, and then in test mode', () => {
      const allowed = { ...keys, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_IN_PRODUCTION: 'true' };
      expect(refusedVariables(allowed)).toEqual(['SANDBOX_PAY_SECRET']);
      expect(configProblems({ ...allowed, SANDBOX_PAY_SECRET: 'fanpass-dev-sandbox-pay-secret' }).join('\n')).toMatch(
        /SANDBOX_PAY_SECRET: the development secret must not be used in production/,
      );
      const config = loadConfig({ ...allowed, SANDBOX_PAY_SECRET: 'a-deployment-sandbox-secret-123456' });
      expect(config.payments).toMatchObject({ provider: 'sandbox', testMode: true });
      expect(loadConfig(keys).payments).toMatchObject({ provider: 'stripe', testMode: false });
      expect(loadConfig({ SANDBOX_PAY_SECRET: 'a-development-secret-123' }).payments.testMode).toBe(false);
      expect(refusedVariables({ ALLOW_SANDBOX_IN_PRODUCTION: 'true' })).toEqual(['ALLOW_SANDBOX_IN_PRODUCTION']);
    });

    it('needs live Stripe keys and its webhook secret', () => {
      expect(refusedVariables(without('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'))).toEqual([
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
      ]);
      expect(configProblems({ ...keys, STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef' }).join('\n')).toMatch(
        /STRIPE_SECRET_KEY: production takes real money: use a live key/,
      );
      expect(refusedVariables({ ...keys, STRIPE_PAYMENT_METHODS: 'card,bitcoin' })).toEqual(['STRIPE_PAYMENT_METHODS']);
    });

    it('takes a Stripe test key only in declared test mode, and then every page says test mode', () => {
      const testKey = { ...keys, STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef' };
      expect(refusedVariables(testKey)).toEqual(['STRIPE_SECRET_KEY']);
      const declared = { ...testKey, ALLOW_SANDBOX_IN_PRODUCTION: 'true' };
      expect(loadConfig(declared).payments).toMatchObject({ provider: 'stripe', testMode: true });
      const restricted = { ...declared, STRIPE_SECRET_KEY: 'rk_test_0123456789abcdef' };
      expect(loadConfig(restricted).payments.testMode).toBe(true);
      // A live key takes real money: no banner, whatever the opt-in says.
      expect(loadConfig({ ...keys, ALLOW_SANDBOX_IN_PRODUCTION: 'true' }).payments.testMode).toBe(false);
      // The refusal names the way to declare test mode.
      expect(configProblems(testKey).join('\n')).toMatch(/ALLOW_SANDBOX_IN_PRODUCTION=true/);
    });

    it('needs its public addresses and refuses the demo accounts', () => {
      expect(refusedVariables(without('PUBLIC_API_URL'))).toEqual(['PUBLIC_API_URL']);
      expect(refusedVariables(without('PUBLIC_SITE_URL'))).toEqual(['PUBLIC_SITE_URL']);
      expect(refusedVariables({ ...keys, SEED_DEMO: 'true' })).toEqual(['SEED_DEMO']);
      // Outside production the service's own address is localhost on its port.
      expect(loadConfig({ PORT: '4123' }).publicApiUrl).toBe('http://localhost:4123');
    });
  });

  it('signs gate manifests with the built-in key only outside production', () => {
    expect(loadConfig({}).gate.signingKeyPem).toMatch(/BEGIN PRIVATE KEY/);
    expect(loadConfig({}).gate.qrStepSeconds).toBe(30);
    const keys = 'H5:h5-production-key-123456,PC:pc-production-key-123456';
    expect(loadConfig({ ...prodBase, SIGNING_KEYS: keys }).gate.signingKeyPem).toBeUndefined();
    expect(configProblems({ ...prodBase, SIGNING_KEYS: keys, GATE_SIGNING_KEY: DEV_GATE_SIGNING_KEY })).toEqual([
      'GATE_SIGNING_KEY: the development key must not be used in production',
    ]);
    expect(configProblems({ GATE_SIGNING_KEY: 'not-a-key', QR_STEP_SECONDS: '5' })).toEqual([
      'QR_STEP_SECONDS: must be a whole number from 10 to 300 (got "5")',
      'GATE_SIGNING_KEY: must be an Ed25519 private key (64 hex digits or PKCS#8 PEM)',
    ]);
    const own = loadConfig({ ...prodBase, SIGNING_KEYS: keys, GATE_SIGNING_KEY: 'ab'.repeat(32) });
    expect(own.gate.signingKeyPem).toMatch(/BEGIN PRIVATE KEY/);
  });

  it('refuses the development gate key in production in any encoding (hex, PEM, escaped PEM)', () => {
    const keys = 'H5:h5-production-key-123456,PC:pc-production-key-123456';
    const devPem = loadConfig({}).gate.signingKeyPem!;
    const refused = ['GATE_SIGNING_KEY: the development key must not be used in production'];
    for (const encoding of [DEV_GATE_SIGNING_KEY.toUpperCase(), devPem, devPem.trim().replace(/\n/g, '\\n')]) {
      expect(configProblems({ ...prodBase, SIGNING_KEYS: keys, GATE_SIGNING_KEY: encoding })).toEqual(refused);
    }
    const ownPem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(configProblems({ ...prodBase, SIGNING_KEYS: keys, GATE_SIGNING_KEY: ownPem })).toEqual([]);
  });

  it('exits non-zero and names the variables when the service starts with a bad configuration', () => {
    expectWithMessage(existsSync(main), 'build the api first (npm test does)').toBe(true);
    const result = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH, PORT: 'abc', NODE_ENV: 'production', SIGNING_KEYS: 'H5:fanpass-dev-h5-key' },
      encoding: 'utf8',
      // Loading the service takes a second on a quiet machine, far longer beside the other suites.
      timeout: 50_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Invalid configuration/);
    expect(result.stderr).toMatch(/PORT/);
    expect(result.stderr).toMatch(/development key/);
  });
});
