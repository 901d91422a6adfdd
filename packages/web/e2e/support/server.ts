import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = join(ROOT, 'packages/api/dist/main.js');
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

export interface TestServer {
  url: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real service (`npm start`'s server) on a fresh embedded SQLite database of its own, whatever
 * DATABASE_URL says outside: browser journeys always use the embedded database.
 */
export async function startServer(env: Record<string, string> = {}, port?: number): Promise<TestServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first (npm run build at the root)`);
  const listenPort = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'fanpass-web-e2e-'));
  const databaseUrl = `sqlite:${join(dir, 'e2e.sqlite')}`;
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      REPAIR_CACHE_MS: '0',
      THROTTLE_LIMIT: '1000000',
      PUBLIC_SITE_URL: '',
      ...env,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not come up: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    databaseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
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
