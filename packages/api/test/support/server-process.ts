import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** `npm start`'s server, as built (npm test builds it first). */
export const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything the process has written to stdout so far. */
  stdout(): string;
}

/** `npm start`'s server (dist/main.js) in its own process on the given database; `env` adds to or overrides its settings. */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      THROTTLE_LIMIT: '1000000',
      WEB_DIST: '/nonexistent',
      DATABASE_URL: databaseUrl,
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      // Only once this child says it listens: the port was free when picked, but another test's
      // server may have taken it since, and its /healthz would answer for ours.
      if (stdout.includes('Fanpass is running') && (await fetch(`${base}/healthz`)).ok) {
        return { base, child, stdout: () => stdout };
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not come up: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops the process with `signal` and waits for it to exit and for its output to be read. */
export function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    // Once its output is read to the end as well: a child's 'exit' can come before the last of what
    // it wrote (the log lines pino flushes as it exits) has been read from the pipe.
    const drained = () => {
      const out = child.stdout;
      if (!out || out.closed) return resolve();
      out.once('close', () => resolve());
      setTimeout(resolve, 5000).unref();
    };
    if (child.exitCode !== null || child.signalCode !== null) return drained();
    child.once('exit', drained);
    child.kill(signal);
  });
}
