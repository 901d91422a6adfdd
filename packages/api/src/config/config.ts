import {
  defaultHkdRate,
  DEV_SIGNING_KEY,
  isValidEmail,
  parsePriceRate,
  type PriceRate,
  TRANSFER_INVITE_HOURS,
  TRANSFER_LOCK_HOURS,
} from '@fanpass/contracts';
import { createHmac, createPrivateKey, createPublicKey, type KeyObject, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  /** Signing key per client platform (H5, PC, partner ids). */
  signingKeys: Record<string, string>;
  /**
   * Platforms whose clients may still sign with canonical form 1 (SIGNATURE_V1_PLATFORMS, none by
   * default): form 1 signs different requests alike (docs/decisions/0015-signature-version-2.md).
   */
  signatureV1Platforms: ReadonlySet<string>;
  /** Partner keys (platform PARTNER + keyId header): see readPartners. */
  partners: PartnersConfig;
  jwtSecret: string;
  /** HMAC-SHA256 key of payment passwords (PAYMENT_PIN_KEY); never stored in the database. */
  paymentPinKey: string;
  sessionTtlHours: number;
  /** Requests per client address per window, and the window in seconds. */
  throttle: { limit: number; windowSeconds: number };
  logLevel: string;
  /** `pretty` (coloured lines, pino-pretty) or `json` (one JSON object a line). */
  logFormat: 'pretty' | 'json';
  smtpUrl?: string;
  mailFrom: string;
  /**
   * The durable outbox's delivery job (decision 0022): how often it looks for due deliveries
   * (OUTBOX_INTERVAL_MS) and the attempts before a delivery is dead-lettered (OUTBOX_MAX_ATTEMPTS).
   */
  outbox: { intervalMs: number; maxAttempts: number };
  publicSiteUrl?: string;
  /** Where phones download the native app; when set the web offers it ('App not detected, download?'). */
  appDownloadUrl?: string;
  currency: string;
  /**
   * HKD per unit of `currency` for the desktop's HKD/MOP prices (spec §9), from DESKTOP_HKD_RATE;
   * HKD and MOP deployments need none (1, and the pataca's peg). Null: desktop prices as charged only.
   */
  desktopHkdRate: PriceRate | null;
  repairCacheMs: number;
  seedDemo: boolean;
  webDist: string;
  trustProxy: boolean;
  /** Ticket order holds in minutes: H5 (mobile web) and PC (desktop web). */
  holdMinutes: { H5: number; PC: number };
  /** Hours after a transfer during which the ticket cannot be transferred again (TRANSFER_LOCK_HOURS). */
  transferLockHours: number;
  /** Hours a ticket sent to an e-mail with no account waits to be accepted (TRANSFER_INVITE_HOURS). */
  transferInviteHours: number;
  /** How long a waiting-list offer is held for the offered fan. */
  waitlistOfferHours: number;
  /**
   * Hours before the doors open (or the start, when no doors time is given) at which seated
   * tickets still waiting for a seat are seated automatically (SEAT_ASSIGN_HOURS_BEFORE_DOORS).
   */
  seatAssignHoursBeforeDoors: number;
  /** The payment provider and its jobs (`readPayments`). */
  payments: PaymentsConfig;
  /**
   * This service's own public base URL (payment pages, provider returns and callbacks, links in
   * e-mails). Required in production; outside it `http://localhost:PORT`, and a test server sets
   * it to the address it listens on. Never derived from a request.
   */
  publicApiUrl: string;
  /** The human check on sign-up, forgot password and code sending. */
  humanCheck: HumanCheckConfig;
  /** Verification codes sent per address and per client address per hour. */
  codeHourlyPerAddress: number;
  codeHourlyPerClient: number;
  /** Apple Wallet and Google Wallet passes; each undefined when not configured (the buttons are hidden). */
  walletPasses: { apple?: ApplePassConfig; google?: GoogleWalletConfig };
  /**
   * Where updates of saved passes go (WALLET_UPDATES): `live` pushes to APNs and patches Google
   * Wallet; `recorded` keeps them in memory (development and tests; refused in production).
   */
  walletUpdates: WalletUpdatesConfig;
  /** The rotating QR's step and the Ed25519 key gate manifests are signed with (undefined: offline gates off). */
  gate: GateConfig;
  /** Cooperation and support requests: where they are e-mailed, and the support contacts fans see. */
  support: { opsEmail: string; phone: string | null; email: string | null };
  /**
   * Fan Coin: one coin earned per `earnPer` minor units paid (FAN_COIN_EARN_RATE), one coin takes
   * `coinValue` minor units off (FAN_COIN_VALUE), coins pay at most `maxSharePercent` of an order
   * (FAN_COIN_MAX_SHARE, per cent).
   */
  fanCoin: { earnPer: number; coinValue: number; maxSharePercent: number };
  /** The Fan Pay wallet's top-ups (`readWallet`). */
  wallet: WalletConfig;
  /** Web Push of the alerts (`readPush`, decision 0027). */
  push: PushConfig;
}

/** Web Push: the VAPID key pair alerts are signed with, and where subscriptions may point. */
export interface PushConfig {
  /** PUSH_ENABLED: on outside production; in production on when VAPID keys are set. */
  enabled: boolean;
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url); outside production generated at start when unset. */
  publicKey?: string;
  privateKey?: string;
  /** VAPID_SUBJECT: a mailto: or https: contact the push services can reach. */
  subject: string;
  /**
   * PUSH_EXTRA_ORIGINS: origins besides the browsers' push services a subscription may name (a
   * local stand-in push service in development and tests); refused in production.
   */
  extraOrigins: string[];
  /** PUSH_EXTRA_CA: a PEM certificate trusted for those origins only (the stand-in's own); refused in production. */
  extraCaPem?: string;
}

/** Top-up limits, in minor units of CURRENCY. */
export interface WalletConfig {
  /** Most one top-up may be (WALLET_TOPUP_MAX). */
  topUpMax: number;
  /** Most a fan's top-ups of one UTC day may be together, paid or still payable (WALLET_TOPUP_DAILY_MAX). */
  topUpDailyMax: number;
  /** The amounts the deposit page offers (WALLET_TOPUP_PRESETS, comma-separated). */
  topUpPresets: number[];
  /** Minutes a top-up may be paid in (WALLET_TOPUP_HOLD_MINUTES). */
  topUpHoldMinutes: number;
}

export interface GateConfig {
  /** Seconds of one QR step (QR_STEP_SECONDS). */
  qrStepSeconds: number;
  /** PKCS#8 PEM of the Ed25519 signing key (GATE_SIGNING_KEY); the built-in one outside production. */
  signingKeyPem?: string;
}

export type PaymentProviderName = 'sandbox' | 'stripe';

export interface PaymentsConfig {
  /** PAYMENT_PROVIDER: `stripe` (required in production) or the built-in `sandbox`. */
  provider: PaymentProviderName;
  /**
   * A declared test-mode production deployment (ALLOW_SANDBOX_IN_PRODUCTION=true with the sandbox or
   * a Stripe test key): allowed, and every page then shows the 'test mode — no real payments' banner.
   */
  testMode: boolean;
  /** HMAC key the sandbox signs its callbacks and hosted forms with (SANDBOX_PAY_SECRET). */
  sandboxSecret: string;
  stripe?: StripeConfig;
  /** A payment still pending after this many seconds is asked about at the provider (PAYMENT_RECONCILE_AFTER_SECONDS). */
  reconcileAfterSeconds: number;
  /** How often the payment jobs (event delivery, reconciliation, refunds) run (PAYMENT_JOB_INTERVAL_MS). */
  jobIntervalMs: number;
  /** Attempts before a provider event or refund is dead-lettered for ops (PAYMENT_MAX_ATTEMPTS). */
  maxAttempts: number;
}

export interface StripeConfig {
  /** STRIPE_SECRET_KEY (sk_live_… in production, unless test mode is declared). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…): verifies webhook signatures. */
  webhookSecret: string;
  /** STRIPE_API_URL: where the Stripe API is (a local stand-in in tests); Stripe's own when unset. */
  apiUrl?: string;
  /** STRIPE_PAYMENT_METHODS: the Stripe payment method types offered (card, alipay, wechat_pay). */
  paymentMethods: string[];
}

export interface WalletUpdatesConfig {
  mode: 'live' | 'recorded';
  /** The APNs origin pushes go to (APPLE_APNS_URL). */
  apnsUrl: string;
}

/** The Apple pass type certificate set (APPLE_PASS_*, APPLE_TEAM_ID, APPLE_WWDR_CERT). */
export interface ApplePassConfig {
  passTypeId: string;
  teamId: string;
  /** PEM texts (read from a file when the variable held a path). */
  certPem: string;
  keyPem: string;
  keyPassphrase?: string;
  wwdrPem: string;
}

/** The Google Wallet issuer and the service account that signs 'Save to Google Wallet' links. */
export interface GoogleWalletConfig {
  issuerId: string;
  serviceAccountEmail: string;
  privateKeyPem: string;
}

export type HumanCheckProvider = 'altcha' | 'recaptcha' | 'turnstile';

export interface HumanCheckConfig {
  provider: HumanCheckProvider;
  /** ALTCHA: the HMAC key of challenges; reCAPTCHA / Turnstile: the secret key. */
  secret: string;
  /** reCAPTCHA / Turnstile site key the web widget needs. */
  siteKey?: string;
  /** ALTCHA difficulty: the largest number a challenge may hide. */
  altchaMaxNumber: number;
  /** reCAPTCHA / Turnstile verify endpoint (their public one unless set). */
  verifyUrl?: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEV_JWT_SECRET = 'fanpass-dev-jwt-secret-change-me';
const DEV_PAYMENT_PIN_KEY = 'fanpass-dev-payment-pin-key-change-me';

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

  // No prototype: a platform header such as "constructor" must never find a key.
  const signingKeys: Record<string, string> = Object.create(null) as Record<string, string>;
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
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(platform)) {
        problems.push(`SIGNING_KEYS: a platform name is 1 to 64 letters, digits, _ or - (got "${platform}")`);
        continue;
      }
      if (key.length < 16) problems.push(`SIGNING_KEYS: the key of ${platform} must have at least 16 characters`);
      if (platform === PARTNER_PLATFORM) {
        problems.push(`SIGNING_KEYS: ${PARTNER_PLATFORM} is reserved for partner keys (pnpm ops partner add)`);
        continue;
      }
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

  const signatureV1Platforms = new Set<string>();
  for (const platform of (env.SIGNATURE_V1_PLATFORMS ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(platform)) {
      problems.push(`SIGNATURE_V1_PLATFORMS: a platform name is 1 to 64 letters, digits, _ or - (got "${platform}")`);
    } else {
      signatureV1Platforms.add(platform);
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

  let paymentPinKey = env.PAYMENT_PIN_KEY ?? '';
  if (!paymentPinKey) {
    if (production) problems.push('PAYMENT_PIN_KEY: required in production (at least 32 characters)');
    paymentPinKey = DEV_PAYMENT_PIN_KEY;
  } else if (paymentPinKey.length < 32) {
    problems.push('PAYMENT_PIN_KEY: must have at least 32 characters');
  }
  if (production && paymentPinKey === DEV_PAYMENT_PIN_KEY) {
    problems.push('PAYMENT_PIN_KEY: the development key must not be used in production');
  }

  const logLevel = env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL: must be fatal, error, warn, info, debug, trace or silent (got "${logLevel}")`);
  }
  // Lines for people where a person reads them (development, on a terminal); JSON for machines.
  const logFormat = env.LOG_FORMAT ?? (nodeEnv === 'development' && process.stdout.isTTY ? 'pretty' : 'json');
  if (logFormat !== 'pretty' && logFormat !== 'json') {
    problems.push(`LOG_FORMAT: must be pretty or json (got "${logFormat}")`);
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
  const appDownloadUrl = url('APP_DOWNLOAD_URL', ['http:', 'https:']);

  const port = int('PORT', 3000, 0, 65535);
  const configuredApiUrl = url('PUBLIC_API_URL', ['http:', 'https:'])?.replace(/\/+$/, '');
  if (production && !configuredApiUrl) {
    problems.push('PUBLIC_API_URL: required in production (payment returns, callbacks and e-mail links use it)');
  }
  const publicApiUrl = configuredApiUrl ?? `http://localhost:${port}`;

  if (production && !smtpUrl) problems.push('SMTP_URL: required in production (mail has nowhere else to go)');
  if (production && !publicSiteUrl) {
    problems.push('PUBLIC_SITE_URL: required in production (the public site desktop browsers and e-mails lead to)');
  }
  const seedDemo = bool('SEED_DEMO', !production);
  if (production && seedDemo)
    problems.push('SEED_DEMO: demo accounts with published passwords are refused in production');

  const currency = env.CURRENCY ?? 'VND';
  if (!/^[A-Z]{3}$/.test(currency)) problems.push(`CURRENCY: must be a three-letter ISO code (got "${currency}")`);
  const hkdRateText = env.DESKTOP_HKD_RATE?.trim();
  const desktopHkdRate = hkdRateText ? parsePriceRate(hkdRateText) : defaultHkdRate(currency);
  if (hkdRateText && !desktopHkdRate) {
    problems.push(
      `DESKTOP_HKD_RATE: must be HKD per ${currency} as a positive decimal or a fraction, e.g. 0.000307 or 100/103 (got "${hkdRateText}")`,
    );
  }

  const humanCheck = readHumanCheck(env, production, jwtSecret, problems, int, url);

  const config: AppConfig = {
    env: nodeEnv as AppConfig['env'],
    port,
    host: env.HOST ?? '0.0.0.0',
    database,
    redisUrl,
    redisPrefix: env.REDIS_PREFIX || 'fanpass',
    signingKeys,
    signatureV1Platforms,
    partners: readPartners(env, production, problems, int),
    jwtSecret,
    paymentPinKey,
    sessionTtlHours: int('SESSION_TTL_HOURS', 24 * 30, 1, 24 * 365),
    throttle: {
      limit: int('THROTTLE_LIMIT', 600, 1, 10_000_000),
      windowSeconds: int('THROTTLE_WINDOW_SECONDS', 60, 1, 3600),
    },
    logLevel,
    logFormat: logFormat as AppConfig['logFormat'],
    smtpUrl,
    mailFrom: env.MAIL_FROM ?? 'Fanpass <no-reply@fanpass.local>',
    outbox: {
      intervalMs: int('OUTBOX_INTERVAL_MS', 5_000, 50, 3_600_000),
      maxAttempts: int('OUTBOX_MAX_ATTEMPTS', 8, 1, 100),
    },
    publicSiteUrl,
    appDownloadUrl,
    currency,
    desktopHkdRate,
    repairCacheMs: int('REPAIR_CACHE_MS', 2000, 0, 60_000),
    seedDemo,
    webDist: resolveFromRoot(env.WEB_DIST ?? 'packages/web/dist'),
    trustProxy: bool('TRUST_PROXY', false),
    holdMinutes: { H5: int('HOLD_MINUTES_H5', 10, 1, 24 * 60), PC: int('HOLD_MINUTES_PC', 3, 1, 24 * 60) },
    transferLockHours: int('TRANSFER_LOCK_HOURS', TRANSFER_LOCK_HOURS, 0, 24 * 365),
    transferInviteHours: int('TRANSFER_INVITE_HOURS', TRANSFER_INVITE_HOURS, 1, 24 * 30),
    waitlistOfferHours: int('WAITLIST_OFFER_HOURS', 12, 1, 24 * 14),
    seatAssignHoursBeforeDoors: int('SEAT_ASSIGN_HOURS_BEFORE_DOORS', 48, 0, 24 * 365),
    payments: readPayments(env, production, problems, int, bool, url),
    publicApiUrl,
    humanCheck,
    codeHourlyPerAddress: int('CODE_HOURLY_PER_ADDRESS', 5, 1, 1000),
    codeHourlyPerClient: int('CODE_HOURLY_PER_CLIENT', 30, 1, 1_000_000),
    walletPasses: { apple: readApplePass(env, problems), google: readGoogleWallet(env, problems) },
    walletUpdates: readWalletUpdates(env, production, problems, url),
    gate: { qrStepSeconds: int('QR_STEP_SECONDS', 30, 10, 300), signingKeyPem: readGateKey(env, production, problems) },
    support: readSupport(env, production, problems),
    wallet: readWallet(env, problems, int),
    push: readPush(env, production, problems, bool),
    fanCoin: {
      earnPer: int('FAN_COIN_EARN_RATE', 10_000, 1, 1_000_000_000),
      coinValue: int('FAN_COIN_VALUE', 100, 1, 1_000_000_000),
      maxSharePercent: int('FAN_COIN_MAX_SHARE', 50, 0, 100),
    },
  };

  // Saved passes ask this service for their updates (Apple's webServiceURL); never guessed from a request.
  if (production && config.walletPasses.apple && configuredApiUrl && !configuredApiUrl.startsWith('https:')) {
    problems.push('PUBLIC_API_URL: Apple Wallet needs an https:// URL in production');
  }

  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** A P-256 public key (65 bytes) or private key (32 bytes) as base64url. */
function vapidKeyBytes(key: string): number {
  return /^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, 'base64url').length : -1;
}

function readPush(
  env: Env,
  production: boolean,
  problems: string[],
  bool: (name: string, fallback: boolean) => boolean,
): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined;
  const enabled = bool('PUSH_ENABLED', !production || publicKey !== undefined);
  if (publicKey !== undefined && vapidKeyBytes(publicKey) !== 65) {
    problems.push('VAPID_PUBLIC_KEY: must be a P-256 public key, 65 bytes as base64url');
  }
  if (privateKey !== undefined && vapidKeyBytes(privateKey) !== 32) {
    problems.push('VAPID_PRIVATE_KEY: must be a P-256 private key, 32 bytes as base64url');
  }
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  if (production && enabled && (publicKey === undefined || privateKey === undefined)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: required in production while PUSH_ENABLED is on');
  }
  const subject = env.VAPID_SUBJECT?.trim() || (production ? '' : 'mailto:alerts@fanpass.local');
  if (enabled && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    problems.push(
      'VAPID_SUBJECT: a mailto: address or https: URL the push services can reach (required in production)',
    );
  }
  const extraOrigins: string[] = [];
  for (const raw of (env.PUSH_EXTRA_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    try {
      const parsed = new URL(raw);
      if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('protocol');
      extraOrigins.push(parsed.origin);
    } catch {
      problems.push(`PUSH_EXTRA_ORIGINS: each entry must be an http(s) origin (got "${raw}")`);
    }
  }
  if (production && extraOrigins.length) {
    problems.push('PUSH_EXTRA_ORIGINS: a development setting (a stand-in push service), not allowed in production');
  }
  const extraCaPem = env.PUSH_EXTRA_CA?.trim() || undefined;
  if (extraCaPem !== undefined && !extraCaPem.includes('-----BEGIN CERTIFICATE-----')) {
    problems.push('PUSH_EXTRA_CA: must be a PEM certificate');
  }
  if (production && extraCaPem !== undefined) {
    problems.push('PUSH_EXTRA_CA: a development setting (a stand-in push service), not allowed in production');
  }
  return { enabled, publicKey, privateKey, subject, extraOrigins, extraCaPem };
}

/** The sandbox's built-in secret: development and tests only. */
export const DEV_SANDBOX_PAY_SECRET = 'fanpass-dev-sandbox-pay-secret';
const STRIPE_METHODS = ['card', 'alipay', 'wechat_pay'];

function readPayments(
  env: Env,
  production: boolean,
  problems: string[],
  int: (name: string, fallback: number, min: number, max: number) => number,
  bool: (name: string, fallback: boolean) => boolean,
  url: (name: string, protocols: string[]) => string | undefined,
): PaymentsConfig {
  const raw = env.PAYMENT_PROVIDER || (production ? '' : 'sandbox');
  let provider: PaymentProviderName = 'sandbox';
  if (raw === 'sandbox' || raw === 'stripe') provider = raw;
  else if (!raw) problems.push('PAYMENT_PROVIDER: required in production (stripe)');
  else problems.push(`PAYMENT_PROVIDER: must be stripe or sandbox (got "${raw}")`);

  const allowSandbox = bool('ALLOW_SANDBOX_IN_PRODUCTION', false);
  if (production && raw === 'sandbox' && !allowSandbox) {
    problems.push(
      'PAYMENT_PROVIDER: the sandbox takes no real money; production needs stripe ' +
        '(or ALLOW_SANDBOX_IN_PRODUCTION=true for a test-mode deployment, which shows a banner on every page)',
    );
  }
  if (!production && env.ALLOW_SANDBOX_IN_PRODUCTION) {
    problems.push('ALLOW_SANDBOX_IN_PRODUCTION: only means something with NODE_ENV=production');
  }

  let sandboxSecret = env.SANDBOX_PAY_SECRET ?? '';
  const sandboxInUse = provider === 'sandbox' && (!production || allowSandbox);
  if (!sandboxSecret) {
    if (production && sandboxInUse) problems.push('SANDBOX_PAY_SECRET: required with the sandbox in production');
    sandboxSecret = DEV_SANDBOX_PAY_SECRET;
  } else if (sandboxSecret.length < 16) {
    problems.push('SANDBOX_PAY_SECRET: must have at least 16 characters');
  }
  if (production && sandboxSecret === DEV_SANDBOX_PAY_SECRET && env.SANDBOX_PAY_SECRET) {
    problems.push('SANDBOX_PAY_SECRET: the development secret must not be used in production');
  }

  let stripe: StripeConfig | undefined;
  let stripeTestKey = false;
  if (provider === 'stripe' || env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET) {
    const secretKey = env.STRIPE_SECRET_KEY ?? '';
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';
    const key = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/.exec(secretKey);
    // A test key moves no money: production takes it only as a declared test-mode deployment.
    stripeTestKey = key?.[2] === 'test';
    if (!key) {
      problems.push('STRIPE_SECRET_KEY: required with PAYMENT_PROVIDER=stripe (sk_live_… or sk_test_…)');
    } else if (production && stripeTestKey && !allowSandbox) {
      problems.push(
        'STRIPE_SECRET_KEY: production takes real money: use a live key (sk_live_… or rk_live_…), ' +
          'or declare test mode with ALLOW_SANDBOX_IN_PRODUCTION=true (a banner on every page says so)',
      );
    }
    if (!/^whsec_[A-Za-z0-9+/=_-]{8,}$/.test(webhookSecret)) {
      problems.push('STRIPE_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=stripe (whsec_…)');
    }
    const methods = (env.STRIPE_PAYMENT_METHODS || 'card')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
    for (const m of methods) {
      if (!STRIPE_METHODS.includes(m)) {
        problems.push(`STRIPE_PAYMENT_METHODS: each must be one of ${STRIPE_METHODS.join(', ')} (got "${m}")`);
      }
    }
    const apiUrl = url('STRIPE_API_URL', production ? ['https:'] : ['http:', 'https:'])?.replace(/\/+$/, '');
    stripe = { secretKey, webhookSecret, apiUrl, paymentMethods: methods };
  }

  return {
    provider,
    testMode: production && allowSandbox && (provider === 'sandbox' || stripeTestKey),
    sandboxSecret,
    stripe,
    reconcileAfterSeconds: int('PAYMENT_RECONCILE_AFTER_SECONDS', 15 * 60, 1, 7 * 24 * 3600),
    jobIntervalMs: int('PAYMENT_JOB_INTERVAL_MS', 5_000, 50, 3_600_000),
    maxAttempts: int('PAYMENT_MAX_ATTEMPTS', 8, 1, 100),
  };
}

const HUMAN_CHECK_PROVIDERS: HumanCheckProvider[] = ['altcha', 'recaptcha', 'turnstile'];

function readHumanCheck(
  env: Env,
  production: boolean,
  jwtSecret: string,
  problems: string[],
  int: (name: string, fallback: number, min: number, max: number) => number,
  url: (name: string, protocols: string[]) => string | undefined,
): HumanCheckConfig {
  const provider = (env.HUMAN_CHECK_PROVIDER || 'altcha') as HumanCheckProvider;
  if (!HUMAN_CHECK_PROVIDERS.includes(provider)) {
    problems.push(`HUMAN_CHECK_PROVIDER: must be altcha, recaptcha or turnstile (got "${provider}")`);
  }
  let secret = env.HUMAN_CHECK_SECRET ?? '';
  const siteKey = env.HUMAN_CHECK_SITE_KEY || undefined;
  if (provider === 'altcha') {
    if (secret && secret.length < 16) problems.push('HUMAN_CHECK_SECRET: must have at least 16 characters');
    // Without its own key, ALTCHA signs challenges with a key derived from the JWT secret.
    if (!secret) secret = createHmac('sha256', jwtSecret).update('fanpass:altcha').digest('base64url');
  } else {
    if (!secret) problems.push(`HUMAN_CHECK_SECRET: required with HUMAN_CHECK_PROVIDER=${provider}`);
    if (!siteKey) problems.push(`HUMAN_CHECK_SITE_KEY: required with HUMAN_CHECK_PROVIDER=${provider}`);
  }
  const verifyUrl = url('HUMAN_CHECK_VERIFY_URL', production ? ['https:'] : ['http:', 'https:']);
  return {
    provider,
    secret,
    siteKey,
    altchaMaxNumber: int('ALTCHA_MAX_NUMBER', 100_000, 10, 10_000_000),
    verifyUrl,
  };
}

/** Names set and missing among a group that must be configured all together or not at all. */
function allOrNone(env: Env, group: string, names: string[], problems: string[]): boolean {
  const missing = names.filter((n) => !env[n]);
  if (missing.length === names.length) return false;
  if (missing.length) {
    problems.push(`${missing.join(', ')}: required with the other ${group} settings (set all of them or none)`);
    return false;
  }
  return true;
}

/** A PEM given inline (escaped newlines allowed) or as a file path; undefined (and a problem) when unreadable. */
function pemValue(env: Env, name: string, problems: string[]): string | undefined {
  const raw = env[name]!.trim();
  if (raw.startsWith('-----BEGIN')) return raw.replace(/\\n/g, '\n');
  try {
    return readFileSync(resolveFromRoot(raw), 'utf8');
  } catch {
    problems.push(`${name}: neither a PEM text nor a readable file (got "${raw}")`);
    return undefined;
  }
}

function checkCertificate(name: string, pem: string | undefined, problems: string[]): void {
  if (pem === undefined) return;
  try {
    new X509Certificate(pem);
  } catch {
    problems.push(`${name}: not a PEM certificate`);
  }
}

function checkPrivateKey(
  name: string,
  pem: string | undefined,
  passphrase: string | undefined,
  problems: string[],
): void {
  if (pem === undefined) return;
  try {
    createPrivateKey({ key: pem, format: 'pem', passphrase });
  } catch {
    problems.push(`${name}: not a PEM private key (or the passphrase does not open it)`);
  }
}

const APPLE_PASS_VARS = ['APPLE_PASS_TYPE_ID', 'APPLE_TEAM_ID', 'APPLE_PASS_CERT', 'APPLE_PASS_KEY', 'APPLE_WWDR_CERT'];

function readApplePass(env: Env, problems: string[]): ApplePassConfig | undefined {
  if (!allOrNone(env, 'Apple Wallet', APPLE_PASS_VARS, problems)) {
    if (env.APPLE_PASS_KEY_PASSPHRASE && !APPLE_PASS_VARS.some((n) => env[n])) {
      problems.push(`APPLE_PASS_KEY_PASSPHRASE: set without ${APPLE_PASS_VARS.join(', ')}`);
    }
    return undefined;
  }
  const before = problems.length;
  const passTypeId = env.APPLE_PASS_TYPE_ID!.trim();
  if (!/^pass\.[A-Za-z0-9.-]+$/.test(passTypeId)) {
    problems.push(`APPLE_PASS_TYPE_ID: must look like pass.com.example.tickets (got "${passTypeId}")`);
  }
  const teamId = env.APPLE_TEAM_ID!.trim();
  if (!/^[A-Z0-9]{10}$/.test(teamId)) problems.push(`APPLE_TEAM_ID: must be 10 letters or digits (got "${teamId}")`);
  const keyPassphrase = env.APPLE_PASS_KEY_PASSPHRASE || undefined;
  const certPem = pemValue(env, 'APPLE_PASS_CERT', problems);
  const keyPem = pemValue(env, 'APPLE_PASS_KEY', problems);
  const wwdrPem = pemValue(env, 'APPLE_WWDR_CERT', problems);
  checkCertificate('APPLE_PASS_CERT', certPem, problems);
  checkPrivateKey('APPLE_PASS_KEY', keyPem, keyPassphrase, problems);
  checkCertificate('APPLE_WWDR_CERT', wwdrPem, problems);
  if (problems.length > before) return undefined;
  return { passTypeId, teamId, certPem: certPem!, keyPem: keyPem!, keyPassphrase, wwdrPem: wwdrPem! };
}

const GOOGLE_WALLET_VARS = [
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL',
  'GOOGLE_WALLET_PRIVATE_KEY',
];

function readGoogleWallet(env: Env, problems: string[]): GoogleWalletConfig | undefined {
  if (!allOrNone(env, 'Google Wallet', GOOGLE_WALLET_VARS, problems)) return undefined;
  const before = problems.length;
  const issuerId = env.GOOGLE_WALLET_ISSUER_ID!.trim();
  if (!/^\d{1,30}$/.test(issuerId))
    problems.push(`GOOGLE_WALLET_ISSUER_ID: must be the numeric issuer id (got "${issuerId}")`);
  const serviceAccountEmail = env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL!.trim();
  if (!/^[^@\s]+@[^@\s]+$/.test(serviceAccountEmail)) {
    problems.push(`GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: not an e-mail address (got "${serviceAccountEmail}")`);
  }
  const privateKeyPem = pemValue(env, 'GOOGLE_WALLET_PRIVATE_KEY', problems);
  checkPrivateKey('GOOGLE_WALLET_PRIVATE_KEY', privateKeyPem, undefined, problems);
  if (problems.length > before) return undefined;
  return { issuerId, serviceAccountEmail, privateKeyPem: privateKeyPem! };
}

function readWalletUpdates(
  env: Env,
  production: boolean,
  problems: string[],
  url: (name: string, protocols: string[]) => string | undefined,
): WalletUpdatesConfig {
  const mode = env.WALLET_UPDATES || (production ? 'live' : 'recorded');
  if (mode !== 'live' && mode !== 'recorded') {
    problems.push(`WALLET_UPDATES: must be live or recorded (got "${mode}")`);
  } else if (production && mode === 'recorded') {
    problems.push('WALLET_UPDATES: recorded (nothing leaves the service) must not be used in production');
  }
  const apnsUrl = url('APPLE_APNS_URL', ['https:'])?.replace(/\/+$/, '') ?? 'https://api.push.apple.com:443';
  return { mode: mode === 'live' ? 'live' : 'recorded', apnsUrl };
}

/** OPS_EMAIL (required in production), SUPPORT_PHONE and SUPPORT_EMAIL; development has stand-ins. */
function readSupport(env: Env, production: boolean, problems: string[]): AppConfig['support'] {
  const email = (name: string, fallback: string | null): string | null => {
    const raw = env[name]?.trim();
    if (raw && !isValidEmail(raw)) problems.push(`${name}: not an e-mail address (got "${raw}")`);
    return raw || (production ? null : fallback);
  };
  const opsEmail = email('OPS_EMAIL', 'ops@fanpass.local');
  if (!opsEmail) problems.push('OPS_EMAIL: required in production (cooperation and support requests go there)');
  const phone = env.SUPPORT_PHONE?.trim() || (production ? null : '+853 2800 0000');
  if (phone && !/^\+?[\d ()-]{5,24}$/.test(phone)) problems.push(`SUPPORT_PHONE: not a phone number (got "${phone}")`);
  return { opsEmail: opsEmail ?? '', phone, email: email('SUPPORT_EMAIL', 'support@fanpass.local') };
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

/** The built-in gate manifest key (an Ed25519 seed, hex): development and tests only. */
export const DEV_GATE_SIGNING_KEY = '6761746520646576656c6f706d656e74206b6579206f662066616e7061737321';

/** The PKCS#8 PEM of an Ed25519 key given as its 32-byte seed in hex. */
function ed25519SeedPem(hex: string): string {
  const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(hex, 'hex')]);
  return `-----BEGIN PRIVATE KEY-----\n${der.toString('base64')}\n-----END PRIVATE KEY-----\n`;
}

/** The public half of a private key (SPKI DER): the key itself, whatever encoding the private key came in. */
function publicKeyOf(key: KeyObject): Buffer {
  return createPublicKey(key).export({ type: 'spki', format: 'der' });
}

const DEV_GATE_PUBLIC_KEY = publicKeyOf(createPrivateKey(ed25519SeedPem(DEV_GATE_SIGNING_KEY)));

/** GATE_SIGNING_KEY: an Ed25519 private key as 64 hex digits (its seed) or PKCS#8 PEM; refused in production when built in. */
function readGateKey(env: Env, production: boolean, problems: string[]): string | undefined {
  const raw = env.GATE_SIGNING_KEY?.trim() || (production ? undefined : DEV_GATE_SIGNING_KEY);
  if (!raw) return undefined;
  const pem = /^[0-9a-fA-F]{64}$/.test(raw) ? ed25519SeedPem(raw) : raw.replace(/\\n/g, '\n');
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('not Ed25519');
  } catch {
    problems.push('GATE_SIGNING_KEY: must be an Ed25519 private key (64 hex digits or PKCS#8 PEM)');
    return undefined;
  }
  // Compared as keys, not as text: the built-in key in PEM (or any other encoding) is still the built-in key.
  if (production && publicKeyOf(key).equals(DEV_GATE_PUBLIC_KEY)) {
    problems.push('GATE_SIGNING_KEY: the development key must not be used in production');
    return undefined;
  }
  return pem;
}

/** The wallet's top-up limits; a preset above the per-top-up maximum, or a daily maximum below it, is refused. */
function readWallet(
  env: Env,
  problems: string[],
  int: (name: string, fallback: number, min: number, max: number) => number,
): WalletConfig {
  // VND in minor units: 50,000,000 per top-up and 100,000,000 per day.
  const topUpMax = int('WALLET_TOPUP_MAX', 5_000_000_000, 1, Number.MAX_SAFE_INTEGER);
  const topUpDailyMax = int('WALLET_TOPUP_DAILY_MAX', 10_000_000_000, 1, Number.MAX_SAFE_INTEGER);
  if (topUpDailyMax < topUpMax) {
    problems.push('WALLET_TOPUP_DAILY_MAX: must be at least WALLET_TOPUP_MAX (one top-up of the most must fit a day)');
  }
  const raw = env.WALLET_TOPUP_PRESETS?.trim() || '10000000,20000000,50000000,100000000,200000000,500000000';
  const topUpPresets = raw.split(',').map((p) => Number(p.trim()));
  if (topUpPresets.some((p) => !Number.isSafeInteger(p) || p < 1 || p > topUpMax)) {
    problems.push(`WALLET_TOPUP_PRESETS: whole amounts from 1 to WALLET_TOPUP_MAX, comma-separated (got "${raw}")`);
  }
  return { topUpMax, topUpDailyMax, topUpPresets, topUpHoldMinutes: int('WALLET_TOPUP_HOLD_MINUTES', 30, 1, 24 * 60) };
}

/** The platform whose calls are signed with a partner key named by the keyId header. */
export const PARTNER_PLATFORM = 'PARTNER';

export interface PartnersConfig {
  /**
   * PARTNER_KEY_SECRET: every partner key is HMAC-SHA256(secret, key id), so the database holds
   * no key (docs/decisions/0007-partner-keys.md). Changing it invalidates every partner key.
   */
  keySecret: string;
  /** PARTNER_RATE_LIMIT: requests per minute of a partner added without --rate. */
  rateLimit: number;
  /** PARTNER_KEY_CACHE_MS: how long an instance trusts a key it looked up (rotation and revocation reach it within this). */
  cacheMs: number;
}

const DEV_PARTNER_KEY_SECRET = 'fanpass-dev-partner-key-secret-change-me';

function readPartners(
  env: Env,
  production: boolean,
  problems: string[],
  int: (name: string, fallback: number, min: number, max: number) => number,
): PartnersConfig {
  let keySecret = env.PARTNER_KEY_SECRET ?? '';
  if (!keySecret) {
    if (production) problems.push('PARTNER_KEY_SECRET: required in production (at least 32 characters)');
    keySecret = DEV_PARTNER_KEY_SECRET;
  } else if (keySecret.length < 32) {
    problems.push('PARTNER_KEY_SECRET: must have at least 32 characters');
  }
  if (production && keySecret === DEV_PARTNER_KEY_SECRET) {
    problems.push('PARTNER_KEY_SECRET: the development secret must not be used in production');
  }
  return {
    keySecret,
    rateLimit: int('PARTNER_RATE_LIMIT', 600, 1, 1_000_000),
    cacheMs: int('PARTNER_KEY_CACHE_MS', 5000, 0, 300_000),
  };
}
