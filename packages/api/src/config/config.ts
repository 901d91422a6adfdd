import { DEV_SIGNING_KEY } from '@fanpass/contracts';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (packages/api/{src,dist}/config -> root). */
export const PROJECT_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

export type DatabaseConfig = { type: 'sqlite'; path: string } | { type: 'mysql'; url: string; database: string };

/** Every setting of the service, read from the environment and validated at boot. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: DatabaseConfig;
  redisUrl?: string;
  /** Signing key per client platform (H5, PC, partner ids). */
  signingKeys: Record<string, string>;
  jwtSecret: string;
  sessionTtlHours: number;
  /** Requests per client address per window, and the window in seconds. */
  throttle: { limit: number; windowSeconds: number };
  logLevel: string;
  smtpUrl?: string;
  mailFrom: string;
  publicSiteUrl?: string;
  currency: string;
  repairCacheMs: number;
  seedDemo: boolean;
  webDist: string;
  trustProxy: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEV_JWT_SECRET = 'fanpass-dev-jwt-secret-change-me';

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the configuration. Every bad variable is reported at once, so a bad
 * start can be fixed in one go.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];

  const nodeEnv = env.NODE_ENV ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV: must be development, production or test (got "${nodeEnv}")`);
  }
  const production = nodeEnv === 'production';

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name}: must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
    problems.push(`${name}: must be true or false (got "${raw}")`);
    return fallback;
  };

  const database = parseDatabaseUrl(env.DATABASE_URL, problems);

  const signingKeys: Record<string, string> = {};
  if (env.SIGNING_KEYS) {
    for (const pair of env.SIGNING_KEYS.split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const at = pair.indexOf(':');
      const platform = pair.slice(0, at).trim();
      const key = pair.slice(at + 1).trim();
      if (at <= 0 || !key) {
        problems.push(`SIGNING_KEYS: each entry must be PLATFORM:KEY (got "${pair}")`);
        continue;
      }
      if (key.length < 16) problems.push(`SIGNING_KEYS: the key of ${platform} must have at least 16 characters`);
      signingKeys[platform] = key;
    }
  }
  if (!production) {
    signingKeys.H5 ??= DEV_SIGNING_KEY;
    signingKeys.PC ??= DEV_SIGNING_KEY;
  } else {
    if (!signingKeys.H5 || !signingKeys.PC) problems.push('SIGNING_KEYS: production needs keys for H5 and PC');
    for (const [platform, key] of Object.entries(signingKeys)) {
      if (key === DEV_SIGNING_KEY) {
        problems.push(`SIGNING_KEYS: the development key must not be used in production (platform ${platform})`);
      }
    }
  }

  let jwtSecret = env.JWT_SECRET ?? '';
  if (!jwtSecret) {
    if (production) problems.push('JWT_SECRET: required in production (at least 32 characters)');
    jwtSecret = DEV_JWT_SECRET;
  } else if (jwtSecret.length < 32) {
    problems.push('JWT_SECRET: must have at least 32 characters');
  }
  if (production && jwtSecret === DEV_JWT_SECRET) {
    problems.push('JWT_SECRET: the development secret must not be used in production');
  }

  const logLevel = env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL: must be fatal, error, warn, info, debug, trace or silent (got "${logLevel}")`);
  }

  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = env[name];
    if (!raw) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name}: must start with ${protocols.join(' or ')} (got "${raw}")`);
      }
    } catch {
      problems.push(`${name}: not a valid URL (got "${raw}")`);
    }
    return raw;
  };

  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const publicSiteUrl = url('PUBLIC_SITE_URL', ['http:', 'https:']);

  if (production && !smtpUrl) problems.push('SMTP_URL: required in production (mail has nowhere else to go)');

  const currency = env.CURRENCY ?? 'VND';
  if (!/^[A-Z]{3}$/.test(currency)) problems.push(`CURRENCY: must be a three-letter ISO code (got "${currency}")`);

  const config: AppConfig = {
    env: nodeEnv as AppConfig['env'],
    port: int('PORT', 3000, 0, 65535),
    host: env.HOST ?? '0.0.0.0',
    database,
    redisUrl,
    signingKeys,
    jwtSecret,
    sessionTtlHours: int('SESSION_TTL_HOURS', 24 * 30, 1, 24 * 365),
    throttle: {
      limit: int('THROTTLE_LIMIT', 600, 1, 10_000_000),
      windowSeconds: int('THROTTLE_WINDOW_SECONDS', 60, 1, 3600),
    },
    logLevel,
    smtpUrl,
    mailFrom: env.MAIL_FROM ?? 'Fanpass <no-reply@fanpass.local>',
    publicSiteUrl,
    currency,
    repairCacheMs: int('REPAIR_CACHE_MS', 2000, 0, 60_000),
    seedDemo: bool('SEED_DEMO', !production),
    webDist: resolveFromRoot(env.WEB_DIST ?? 'packages/web/dist'),
    trustProxy: bool('TRUST_PROXY', false),
  };

  if (problems.length) throw new ConfigError(problems);
  return config;
}

function resolveFromRoot(path: string): string {
  return isAbsolute(path) ? path : join(PROJECT_ROOT, path);
}

function parseDatabaseUrl(raw: string | undefined, problems: string[]): DatabaseConfig {
  const value = raw && raw.trim() ? raw.trim() : 'sqlite:data/fanpass.sqlite';
  if (value.startsWith('sqlite:')) {
    const path = value.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!path) problems.push('DATABASE_URL: sqlite: needs a file path (sqlite:data/fanpass.sqlite)');
    return { type: 'sqlite', path: path === ':memory:' ? path : resolveFromRoot(path) };
  }
  if (value.startsWith('mysql://') || value.startsWith('mariadb://')) {
    try {
      const parsed = new URL(value.replace(/^mariadb:/, 'mysql:'));
      const database = parsed.pathname.replace(/^\//, '');
      if (!database) problems.push('DATABASE_URL: name the database (mysql://user:pass@host:3306/fanpass)');
      return { type: 'mysql', url: parsed.toString(), database };
    } catch {
      problems.push(`DATABASE_URL: not a valid URL (got "${value}")`);
      return { type: 'sqlite', path: '' };
    }
  }
  problems.push(`DATABASE_URL: must start with sqlite: or mysql:// (got "${value}")`);
  return { type: 'sqlite', path: '' };
}
