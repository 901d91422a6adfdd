import {
  DEV_SIGNING_KEY,
  makeNonce,
  sign,
  SIGNATURE_HEADERS,
  SIGNATURE_VERSION,
  type SignableValue,
  type SignatureVersion,
} from '@fanpass/contracts';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app/app.factory.js';
import type { AppModuleOptions } from '../../src/app/app.module.js';
import { type AppConfig, loadConfig } from '../../src/config/config.js';
import { APP_CONFIG } from '../../src/infra/tokens.js';
import { runOps } from '../../src/ops/cli.js';
import { contractProblems } from '../../src/testing/contract.js';
import type { Clock } from '../../src/infra/clock.js';
import { createTestDatabase, type TestDatabase } from './database.js';

/** A clock tests can move. */
export class TestClock implements Clock {
  constructor(public current = Date.now()) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface CallOptions {
  platform?: string;
  key?: string;
  lang?: string;
  token?: string;
  uuid?: string;
  headers?: Record<string, string>;
  /** Override parts of what gets signed (to forge or replay). */
  timestamp?: number | string;
  nonce?: string;
  /** The canonical form signed (SIGNATURE_VERSION unless given); 1 is sent without the version header. */
  version?: SignatureVersion;
  /** The User-Agent sent (none unless given): the server reads the device class from it. */
  userAgent?: string;
  unsigned?: boolean;
}

/** Signed headers for a call, as the web client makes them (a server in its own process: `now` is the real clock). */
export function signedHeaders(
  params: Record<string, SignableValue>,
  options: CallOptions = {},
  now = Date.now(),
): Record<string, string> {
  const platform = options.platform ?? 'H5';
  const timestamp = String(options.timestamp ?? now);
  const nonce = options.nonce ?? makeNonce();
  const version = options.version ?? SIGNATURE_VERSION;
  const signature = sign({ platform, timestamp, nonce, params, version }, options.key ?? DEV_SIGNING_KEY);
  const headers: Record<string, string> = { platform, timestamp, nonce, signature };
  if (version !== 1) headers[SIGNATURE_HEADERS.version] = String(version);
  return headers;
}

/** Every answer a suite gets through TestApp must match docs/openapi.json (src/testing/contract.ts). */
function withContract(test: Test, method: string, path: string): Test {
  return test.expect((res) => {
    const problems = contractProblems(method, path, { status: res.status, body: res.body as unknown });
    if (problems.length) throw new Error(`answer not in the OpenAPI document:\n${problems.join('\n')}`);
  });
}

/** The real app on its own database, with a client that signs like our web client does. */
export class TestApp {
  private constructor(
    readonly app: NestFastifyApplication,
    readonly database: TestDatabase,
    readonly clock: TestClock,
    /** The settings the app was started with beyond the test defaults (ops commands get them too). */
    private readonly env: Record<string, string>,
  ) {}

  static async start(
    env: Record<string, string> = {},
    options: AppModuleOptions = {},
    existing?: TestDatabase,
  ): Promise<TestApp> {
    const database = existing ?? (await createTestDatabase());
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REPAIR_CACHE_MS: '0',
      THROTTLE_LIMIT: '100000',
      DATABASE_URL: database.url,
      WEB_DIST: '/nonexistent',
      // Payment jobs run when a test asks (PaymentJobs.runOnce), not on a timer.
      PAYMENT_JOB_INTERVAL_MS: '3600000',
      ...env,
    });
    const clock = new TestClock();
    const app = await createApp(config, { clock, ...options });
    await app.getHttpAdapter().getInstance().ready();
    return new TestApp(app, database, clock, env);
  }

  get dataSource(): DataSource {
    return this.app.get(DataSource);
  }

  get server() {
    return this.app.getHttpServer();
  }

  get(path: string, query: Record<string, SignableValue> = {}, options: CallOptions = {}): Test {
    const qs = new URLSearchParams(
      Object.entries(query)
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]): [string, string] => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
    ).toString();
    const test = request(this.server).get(qs ? `${path}?${qs}` : path);
    return withContract(this.decorate(test, query, options), 'GET', path);
  }

  post(path: string, body: Record<string, SignableValue> = {}, options: CallOptions = {}): Test {
    const test = request(this.server).post(path).set('content-type', 'application/json');
    this.decorate(test, body, options);
    return withContract(test.send(JSON.stringify(body)), 'POST', path);
  }

  /** Signed headers for a call, as the web client makes them, at the app's clock. */
  signedHeaders(params: Record<string, SignableValue>, options: CallOptions = {}): Record<string, string> {
    return signedHeaders(params, options, this.clock.now());
  }

  private decorate(test: Test, params: Record<string, SignableValue>, options: CallOptions): Test {
    if (!options.unsigned) test.set(this.signedHeaders(params, options));
    if (options.lang) test.set('accept-language', options.lang);
    if (options.token) test.set('token', options.token);
    if (options.uuid) test.set('uuid', options.uuid);
    if (options.userAgent) test.set('user-agent', options.userAgent);
    for (const [k, v] of Object.entries(options.headers ?? {})) test.set(k, v);
    return test;
  }

  /**
   * Runs an operations command (`pnpm ops …`) on this app's database, on the real clock; answers its
   * exit code and output.
   */
  ops(...argv: string[]): Promise<{ code: number; out: string }> {
    return this.runOps(argv);
  }

  /** Runs an operations command as `ops` does, on this app's clock (the time the test moves). */
  opsOnClock(...argv: string[]): Promise<{ code: number; out: string }> {
    return this.runOps(argv, this.clock);
  }

  private async runOps(argv: string[], clock?: Clock): Promise<{ code: number; out: string }> {
    const lines: string[] = [];
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: this.database.url,
      LOG_LEVEL: 'silent',
      // As deployed: the command runs with the service's settings.
      PUBLIC_API_URL: this.app.get<AppConfig>(APP_CONFIG).publicApiUrl,
      ...this.env,
    };
    const code = await runOps(argv, (line) => lines.push(line), env, { clock });
    return { code, out: lines.join('\n') };
  }

  /** Listens on a free local port, for callers that need real URLs (hosted pages, links); answers the base URL. */
  async listen(): Promise<string> {
    await this.app.listen(0, '127.0.0.1');
    const address = this.app.getHttpServer().address() as AddressInfo;
    const url = `http://127.0.0.1:${address.port}`;
    // The port is known only now: this server's public address (payment returns, callbacks, links).
    this.app.get<AppConfig>(APP_CONFIG).publicApiUrl = url;
    return url;
  }

  /** Another instance of the app on this app's database (as after a restart, or a second server). */
  startSibling(env: Record<string, string> = {}): Promise<TestApp> {
    return TestApp.start(env, {}, this.database);
  }

  /** Stops the app but keeps its database (for a restart with startSibling). */
  async stop(): Promise<void> {
    await this.app.close();
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.database.drop();
  }
}
