import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, inject } from 'vitest';
import { API_MAIN, freePort, ROOT, startApi, type RunningApi } from '@fanpass/test-support';

export { freePort, ROOT } from '@fanpass/test-support';

const OPS = join(ROOT, 'packages/api/dist/ops/cli.js');
const WEB_INDEX = join(ROOT, 'packages/web/dist/index.html');

/**
 * A private copy of the built web app: others may rebuild packages/web/dist while the journeys
 * run, and the server lists its static files once at start.
 */
export function snapshotWebDist(): { dir: string; remove(): void } {
  if (!existsSync(WEB_INDEX)) throw new Error(`${WEB_INDEX} is missing: build first (npm run build at the root)`);
  const dir = mkdtempSync(join(tmpdir(), 'fanpass-web-dist-'));
  cpSync(join(ROOT, 'packages/web/dist'), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type TestServer = Omit<RunningApi, 'cpuMs'>;

/**
 * A server of the journeys' own, in this process (see `serveHere`): on a copy of the run's seeded
 * database (e2e/global-setup.ts makes it once) when there is one, else on a fresh one, with the
 * demo data, whatever DATABASE_URL says outside: browser journeys always use the embedded database.
 */
export async function startServer(env: Record<string, string> = {}, port?: number): Promise<TestServer> {
  return serveHere(env, { port, template: inject('databaseTemplate') });
}

/**
 * The real service (`npm start`'s server) in a process of its own, on a fresh embedded SQLite
 * database: the global setup's shared servers, and the run's seeded database.
 */
export async function spawnServer(env: Record<string, string> = {}): Promise<TestServer> {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: build first (npm run build at the root)`);
  return startApi({ env: { ...journeyServerEnv(), ...env } });
}

/**
 * The embedded database as a journey server finds it on a fresh start (migrated, the demo data
 * seeded), made once for the run by a server of its own: the servers of the files copy it instead
 * of running the migrations and the seed again. The demo data's dates are days from the seed, so
 * a copy made minutes later shows the same.
 */
export async function seededDatabase(env: Record<string, string> = {}): Promise<{ path: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'fanpass-seeded-'));
  const path = join(dir, 'fanpass.sqlite');
  const server = await spawnServer({ ...env, DATABASE_URL: `sqlite:${path}` });
  await server.stop();
  // Closed cleanly, the database is this one file (no write-ahead log left to copy along).
  if (existsSync(`${path}-wal`)) throw new Error(`the seeded database at ${path} was not closed cleanly`);
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What every server of the journeys runs with, beside its address and database. */
function journeyServerEnv(): Record<string, string> {
  return {
    // Counters of its own when REDIS_URL is set: journeys at once, and runs shortly after one
    // another, never spend each other's rate limits (a support request's limit lasts an hour).
    REDIS_PREFIX: `fanpass-e2e-${randomUUID()}`,
    SEED_DEMO: 'true',
    REPAIR_CACHE_MS: '0',
    THROTTLE_LIMIT: '1000000',
    PUBLIC_SITE_URL: '',
  };
}

type RunOps = (argv: string[], out: (line: string) => void, env: Record<string, string | undefined>) => Promise<number>;
let runOps: Promise<RunOps> | undefined;

/**
 * The operations command line (`npm run ops -- …`) against a test server's database, run in this
 * process by the built command's own entry point (no process started per call): answers what it
 * printed, and fails as the command would exit non-zero.
 */
export async function ops(databaseUrl: string, ...args: string[]): Promise<string> {
  runOps ??= import(pathToFileURL(OPS).href).then((module: { runOps: RunOps }) => module.runOps);
  const lines: string[] = [];
  const code = await (
    await runOps
  )(args, (line) => lines.push(line), {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
  });
  const out = `${lines.join('\n')}\n`;
  if (code !== 0) throw new Error(`ops ${args.join(' ')} failed (${code}): ${out}`);
  return out;
}

interface ApiModules {
  serve: (
    config: unknown,
    options: { clock?: { now(): number } },
  ) => Promise<{ close(): Promise<void>; getHttpServer(): unknown }>;
  loadConfig: (env: Record<string, string | undefined>) => unknown;
}

let apiModules: Promise<ApiModules> | undefined;

/** The built service's entry points, loaded once per worker (the journeys run without isolation). */
function loadApi(): Promise<ApiModules> {
  const api = join(ROOT, 'packages/api/dist');
  if (!existsSync(join(api, 'serve.js')))
    throw new Error(`${api}/serve.js is missing: build first (npm run build at the root)`);
  apiModules ??= Promise.all([
    import(pathToFileURL(join(api, 'serve.js')).href) as Promise<Pick<ApiModules, 'serve'>>,
    import(pathToFileURL(join(api, 'config/config.js')).href) as Promise<Pick<ApiModules, 'loadConfig'>>,
  ]).then(([{ serve }, { loadConfig }]) => ({ serve, loadConfig }));
  return apiModules;
}

/**
 * The real service, built as `npm start` runs it, started in this process (the worker has loaded
 * the built api once, for the ops commands too: a server costs its start, not a Node process and
 * its modules) on an embedded database of its own, a copy of `template` when given.
 */
async function serveHere(
  env: Record<string, string>,
  options: { port?: number; template?: string; clock?: { now(): number } },
): Promise<TestServer> {
  const modules = await loadApi();
  const port = options.port ?? (await freePort());
  const scratch = mkdtempSync(join(tmpdir(), 'fanpass-api-'));
  const path = join(scratch, 'fanpass.sqlite');
  if (options.template) copyFileSync(options.template, path);
  const databaseUrl = `sqlite:${path}`;
  const url = `http://127.0.0.1:${port}`;
  const config = modules.loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_API_URL: url,
    LOG_LEVEL: 'silent',
    ...journeyServerEnv(),
    ...env,
    DATABASE_URL: databaseUrl,
  });
  let app: Awaited<ReturnType<ApiModules['serve']>>;
  try {
    app = await modules.serve(config, options.clock ? { clock: options.clock } : {});
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    databaseUrl,
    pid: process.pid,
    stop: async () => {
      await app.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** A server in the journey's own process, on a clock the journey moves (see `startServerOnClock`). */
export interface ServerOnClock extends TestServer {
  /** Moves the server's clock on (holds, codes and signatures all read it). */
  advance(ms: number): void;
}

/**
 * The real service in this process on a fresh embedded database with a clock the journey moves:
 * with the browser's clock (Playwright's `clock`) moved by the same amount, a hold runs out, or a
 * code lapses, without a real wait.
 */
export async function startServerOnClock(env: Record<string, string> = {}): Promise<ServerOnClock> {
  let offset = 0;
  const server = await serveHere(env, { clock: { now: () => Date.now() + offset } });
  return {
    ...server,
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** A server the global setup started (e2e/global-setup.ts), with the demo fan's login. */
export interface SharedServer {
  baseUrl: string;
  databaseUrl: string;
  /** The demo fan's real login (user info with token), null while accounts are not built. */
  demoLogin: { id: number; uuid: string; email: string; token: string } | null;
}

/**
 * The shared server of this worker: the global setup starts one per worker, so files that run at
 * the same time never share a server, and the files on one server run one after another (repair
 * mode, notices and the demo fan's state are theirs while they run).
 */
export function sharedServer(): SharedServer {
  const servers = inject('sharedServers');
  const pool = Number(process.env.VITEST_POOL_ID ?? 1);
  const server = servers[pool - 1];
  if (!server) throw new Error(`no shared server for worker ${pool} (${servers.length} started): raise E2E_WORKERS`);
  return server;
}

/**
 * A server of this file's own (another configuration, or a database no other journey touches):
 * started before the file's tests and stopped after them. Call it at the top of the file.
 */
export function serverPerFile(env: Record<string, string> | (() => Record<string, string>) = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(typeof env === 'function' ? env() : env);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('the server of this file has not started');
    return server;
  };
}
