import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not come up`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
}

/** The real service in its own process, on a fresh embedded database unless DATABASE_URL is given. */
export async function startApp(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const database = env.DATABASE_URL ?? `sqlite:${join(mkdtempSync(join(tmpdir(), 'fanpass-bench-')), 'bench.sqlite')}`;
  const child = spawn(process.execPath, [join(ROOT, 'packages/api/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      THROTTLE_LIMIT: '10000000',
      ...env,
      DATABASE_URL: database,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child);
  return { url, stop: stopper(child) };
}

/** A bare Fastify handler answering the same envelope: the baseline. */
export async function startBare(port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bare-server.js', import.meta.url)), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/fanapih5/notify`, child);
  return { url, stop: stopper(child) };
}
