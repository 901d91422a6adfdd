import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  /** CPU time the server process has used so far, in ms (Linux /proc; 0 elsewhere). */
  cpuMs(): number;
}

function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
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
  const scratch = env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'fanpass-bench-'));
  const database = env.DATABASE_URL ?? `sqlite:${join(scratch!, 'bench.sqlite')}`;
  // For comparing builds and profiling: BENCH_API_MAIN runs another build of the api,
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node only (e.g. --cpu-prof).
  const main = process.env.BENCH_API_MAIN ?? join(ROOT, 'packages/api/dist/main.js');
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, main], {
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
  const stop = stopper(child);
  return {
    url,
    stop: async () => {
      await stop();
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
    cpuMs: () => processCpuMs(child.pid),
  };
}

/** A bare Fastify handler answering the same envelope: the baseline. */
export async function startBare(port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bare-server.js', import.meta.url)), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/fanapih5/notify`, child);
  return { url, stop: stopper(child), cpuMs: () => processCpuMs(child.pid) };
}
