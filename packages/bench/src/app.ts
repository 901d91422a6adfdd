import { startApi, type RunningApi } from '@fanpass/test-support';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { type Db, freshDatabase, type Kind, openDb } from './db.js';

/**
 * The real service under test: the built api (packages/api/dist/main.js), each instance on a free
 * port, on a fresh database of the bench's own, with the bench's connection to that database.
 */
export interface BenchApp {
  kind: Kind;
  databaseUrl: string;
  /** The bench's own connection (seeding and checks). */
  db: Db;
  instances: RunningApi[];
  /** The keys the bench seeds with and the app checks against, this run's own. */
  keys: { jwt: string; paymentPin: string; sandbox: string };
  /** The app's variables (for an ops command on the same database). */
  env: Record<string, string>;
  /** CPU time the app's processes have used so far, in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * Starts `instances` app processes on a fresh database of the kind (with `extraEnv` on top). One instance keeps nonces and
 * throttle counters in its own process whatever REDIS_URL the shell has; several share them in
 * Redis (REDIS_URL), as instances behind a load balancer do.
 * BENCH_API_MAIN runs another build of the api; BENCH_SERVER_NODE_ARGS passes flags (e.g.
 * --cpu-prof) to its node.
 */
export async function startBenchApp(
  kind: Kind,
  label: string,
  instances = 1,
  extraEnv: Record<string, string> = {},
): Promise<BenchApp> {
  if (instances > 1 && !process.env.REDIS_URL) throw new Error('several instances need REDIS_URL=redis://…');
  const { url, drop } = await freshDatabase(kind, label);
  const keys = {
    jwt: randomBytes(32).toString('hex'),
    paymentPin: randomBytes(32).toString('hex'),
    sandbox: randomBytes(32).toString('hex'),
  };
  const env = {
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    // The load is thousands of requests a second from one address.
    THROTTLE_LIMIT: '10000000',
    REDIS_URL: instances > 1 ? process.env.REDIS_URL! : '',
    // Counters of the run's own: a crowd from 127.0.0.1 never spends another run's (or a test's) limits.
    REDIS_PREFIX: `fanpass-bench-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: keys.jwt,
    PAYMENT_PIN_KEY: keys.paymentPin,
    SANDBOX_PAY_SECRET: keys.sandbox,
    // Holds outlast the run: a hold that lapsed mid-run would be a refusal the bench did not ask for.
    HOLD_MINUTES_H5: '240',
    ...extraEnv,
  };
  const running: RunningApi[] = [];
  let db: Db | undefined;
  const stop = async () => {
    await db?.close();
    for (const app of running) await app.stop();
    await drop();
    if (env.REDIS_URL) await forgetKeys(env.REDIS_URL, env.REDIS_PREFIX);
  };
  try {
    // The first instance migrates the database; the others start once it has.
    for (let i = 0; i < instances; i++) {
      running.push(
        await startApi({
          env,
          main: process.env.BENCH_API_MAIN,
          nodeArgs: (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
          inheritStderr: true,
        }),
      );
    }
    db = await openDb(kind, url);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    kind,
    databaseUrl: url,
    db,
    instances: running,
    keys,
    env,
    cpuMs: () => running.reduce((sum, app) => sum + app.cpuMs(), 0),
    stop,
  };
}

/**
 * Deletes the run's keys (its queues, nonces and counters, all under the run's own prefix), so a
 * run leaves nothing behind in a shared Redis.
 */
async function forgetKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A server the load generator drives: its address and its own keep-alive agent. */
export interface Target {
  base: URL;
  agent: Agent;
}

/** One keep-alive agent per instance, `connections` sockets in all. */
export function targetsOf(app: BenchApp, connections: number): Target[] {
  return app.instances.map((instance) => ({
    base: new URL(instance.url),
    agent: new Agent({ keepAlive: true, maxSockets: Math.ceil(connections / app.instances.length) }),
  }));
}

/** Runs `work` over `items` on `workers` at once (each takes the next item when it is done). */
export async function pool<T>(items: T[], workers: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}
