import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { API_MAIN, ROOT, startApi, type RunningApi } from '../../../bench/src/launch.js';

export { freePort, ROOT } from '../../../bench/src/launch.js';

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
 * The real service (`npm start`'s server) with the demo data, on a fresh embedded SQLite database
 * of its own, whatever DATABASE_URL says outside: browser journeys always use the embedded database.
 */
export async function startServer(env: Record<string, string> = {}, port?: number): Promise<TestServer> {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: build first (npm run build at the root)`);
  return startApi({
    port,
    env: {
      SEED_DEMO: 'true',
      REPAIR_CACHE_MS: '0',
      THROTTLE_LIMIT: '1000000',
      PUBLIC_SITE_URL: '',
      ...env,
    },
  });
}

/** The operations command line (`npm run ops -- …`) against a test server's database. */
export function ops(databaseUrl: string, ...args: string[]): string {
  const result = spawnSync(process.execPath, [OPS, ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`ops ${args.join(' ')} failed: ${result.stdout}${result.stderr}`);
  return result.stdout;
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
