import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MAIN, ROOT } from './paths.js';
import { freePort } from './ports.js';

export interface ApiOptions {
  /** The server's variables; a DATABASE_URL here is used as is, else a fresh SQLite file of its own. */
  env?: Record<string, string>;
  /** A free port unless given. */
  port?: number;
  /** Another build of the api (for comparing builds); packages/api/dist/main.js otherwise. */
  main?: string;
  /** Flags for the server's node only (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** Pass the server's stderr through as it comes, instead of keeping it for the error when it fails to start. */
  inheritStderr?: boolean;
}

export interface RunningApi {
  url: string;
  databaseUrl: string;
  /** The server's process. */
  pid: number | undefined;
  stop(): Promise<void>;
  /** CPU time the server process has used so far, in ms (Linux /proc; 0 elsewhere). */
  cpuMs(): number;
}

export function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Stops a server process: SIGTERM, SIGKILL after 5 s; resolves once it has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * Waits until `url` answers below 500 (90 s at most), asked only once `listening()` says the child
 * itself listens; `stderr` tells why the process died.
 */
export async function waitUntilUp(
  url: string,
  child: ChildProcess,
  stderr: () => string = () => '',
  listening: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr()}`);
    try {
      if (listening() && (await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server at ${url} did not come up: ${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The real service (`npm start`'s server) in its own process, silent, whatever DATABASE_URL says
 * outside; answers once /healthz does.
 */
export async function startApi(options: ApiOptions = {}): Promise<RunningApi> {
  const port = options.port ?? (await freePort());
  const scratch = options.env?.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'fanpass-api-'));
  const databaseUrl = options.env?.DATABASE_URL ?? `sqlite:${join(scratch!, 'fanpass.sqlite')}`;
  const removeScratch = () => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.main ?? API_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address it is reached at: payment returns and callbacks go there.
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      ...options.env,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', options.inheritStderr ? 'inherit' : 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const stop = async () => {
    await stopProcess(child);
    removeScratch();
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    // Only once this child says it listens (main.ts): the port was free when picked, but another
    // process may have taken it since, and its /healthz would answer for ours.
    await waitUntilUp(
      `${url}/healthz`,
      child,
      () => stderr,
      () => stdout.includes('Fanpass is running'),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, databaseUrl, pid: child.pid, stop, cpuMs: () => processCpuMs(child.pid) };
}
