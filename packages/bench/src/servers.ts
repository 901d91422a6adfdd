import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { processCpuMs, startApi, stopProcess, waitUntilUp, type RunningApi } from '@fanpass/test-support';

export { ROOT } from '@fanpass/test-support';

export type RunningServer = Pick<RunningApi, 'url' | 'stop' | 'cpuMs'>;

/**
 * A scenario's port: its own fixed base plus an offset below 100, or BENCH_PORT_BASE plus the same
 * offset, so two engineers benching on one machine at once can each keep to a range of their own.
 */
export function benchPort(scenarioBase: number, offset: number): number {
  const base = Number(process.env.BENCH_PORT_BASE);
  return (Number.isInteger(base) && base > 0 ? base : scenarioBase) + offset;
}

/**
 * The real service, on a fresh embedded database unless DATABASE_URL is given. It runs as one
 * instance runs: nonces and throttle counters in its own process, whatever REDIS_URL the shell
 * has; a scenario of several instances passes REDIS_URL itself so they share them.
 */
export function startApp(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  // For comparing builds and profiling: BENCH_API_MAIN runs another build of the api,
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node only (e.g. --cpu-prof).
  return startApi({
    port,
    env: { SEED_DEMO: 'false', THROTTLE_LIMIT: '10000000', REDIS_URL: '', ...env },
    main: process.env.BENCH_API_MAIN,
    nodeArgs: (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    inheritStderr: true,
  });
}

/** A bare Fastify handler answering the same envelope: the baseline. */
export async function startBare(port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bare-server.js', import.meta.url)), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/fanapih5/notify`, child);
  return { url, stop: () => stopProcess(child), cpuMs: () => processCpuMs(child.pid) };
}
