import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.js';
import { configProblems } from './support/config-problems.js';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const prodBase = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
  PAYMENT_PIN_KEY: 'a-production-payment-pin-key-of-32-chars',
  SMTP_URL: 'smtp://mail.example.com:587',
};

describe('configuration at boot', () => {
  it('defaults to the embedded SQLite database and the development keys', () => {
    const config = loadConfig({});
    expect(config.database.type).toBe('sqlite');
    expect(config.signingKeys.H5).toBe('fanpass-dev-h5-key');
    expect(config.port).toBe(3000);
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

  it('accepts a complete production configuration', () => {
    const config = loadConfig({ ...prodBase, SIGNING_KEYS: 'H5:h5-production-key-123456,PC:pc-production-key-123456' });
    expect(config.env).toBe('production');
    expect(config.seedDemo).toBe(false);
  });

  it('exits non-zero and names the variables when the service starts with a bad configuration', () => {
    expect(existsSync(main), 'build the api first (npm test does)').toBe(true);
    const result = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH, PORT: 'abc', NODE_ENV: 'production', SIGNING_KEYS: 'H5:fanpass-dev-h5-key' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Invalid configuration/);
    expect(result.stderr).toMatch(/PORT/);
    expect(result.stderr).toMatch(/development key/);
  });
});
