import { parseArgs } from 'node:util';
import { type BenchApp, startBenchApp } from './app.js';
import { type Kind, mysqlConfigured } from './db.js';
import { runGate } from './gate.js';
import { failedLine, lineOf, met, type Outcome, type Scenario, SCENARIOS } from './levels.js';
import { lighthouseScenario } from './lighthouse.js';
import { runOnsale } from './onsale.js';
import { runPurchase } from './purchase.js';
import { QUEUE_BENCH_ENV, runQueue } from './queue.js';
import { runWallet } from './wallet.js';

const USAGE = `Usage: npm run bench -- [onsale|purchase|wallet|gate|queue|lighthouse …] [--db sqlite|mysql|both] [options]

Each scenario starts the built api (packages/api/dist) on a free port and a fresh database, drives
it over HTTP, checks the database and prints one line ending in target=met or target=missed; the
exit code is 1 when any line missed. No scenario named: the four service levels (queue runs when named).

  --db sqlite        the embedded database only
  --db mysql         MariaDB/MySQL only: DATABASE_URL=mysql://root@127.0.0.1:3306/<schema>; each run
                     makes a schema of its own beside <schema> and drops it afterwards
  --db both          both, one after the other
                     (default: sqlite, and mysql too when DATABASE_URL names a MariaDB/MySQL server)
  --buyers N         onsale (5000) and purchase (5000)
  --seats N          onsale and purchase (1000)
  --wallets N        wallet (2000)
  --tickets N        gate (20000)
  --connections N    requests in flight at once (64; gate: its 50 devices)
  --warmup N         the warm-up's size (onsale 2000 orders, purchase 600 buyers, wallet 400, gate 2000)
  --instances N      onsale and queue: N app processes on one database, sharing REDIS_URL
  --fans N           queue (100000): 60% join the prequeue, 40% arrive in the first minute
  --seats N          queue (10000)
  --rate N           queue: admissions a minute (6000)`;

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      db: { type: 'string' },
      buyers: { type: 'string' },
      seats: { type: 'string' },
      wallets: { type: 'string' },
      tickets: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      instances: { type: 'string' },
      fans: { type: 'string' },
      rate: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

let parsed: ReturnType<typeof parse>;
try {
  parsed = parse();
} catch (error) {
  console.log(`bench: ${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;

/** A whole-number option, at least `min` (1 unless said). */
function count(name: keyof typeof values, fallback: number, min = 1): number {
  const text = values[name];
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`--${name} takes a whole number from ${min}, not '${String(text)}'`);
  return n;
}

function databases(): Kind[] {
  switch (values.db) {
    case undefined:
      return mysqlConfigured() ? ['sqlite', 'mysql'] : ['sqlite'];
    case 'both':
      return ['sqlite', 'mysql'];
    case 'sqlite':
    case 'mysql':
      return [values.db];
    default:
      throw new Error(`--db takes sqlite, mysql or both, not '${values.db}'`);
  }
}

/** The sizes of the runs, from the options (the defaults are the service levels' runs). */
function sizesOf() {
  const connections = count('connections', 64);
  return {
    onsale: {
      buyers: count('buyers', 5000),
      seats: count('seats', 1000),
      connections,
      warmup: count('warmup', 2000, 0),
    },
    purchase: {
      buyers: count('buyers', 5000),
      seats: count('seats', 1000),
      connections,
      warmup: count('warmup', 600, 0),
    },
    wallet: { wallets: count('wallets', 2000), connections, warmup: count('warmup', 400, 0) },
    gate: { tickets: count('tickets', 20_000), warmup: count('warmup', 2000, 0) },
    queue: { fans: count('fans', 100_000), seats: count('seats', 10_000), rate: count('rate', 6000) },
    instances: count('instances', 1),
  };
}

/** One scenario on one database: a fresh database and app, the run, the app stopped and the database dropped. */
async function runOne(scenario: Scenario, kind: Kind, sizes: ReturnType<typeof sizesOf>): Promise<Outcome> {
  const instances = scenario === 'onsale' || scenario === 'queue' ? sizes.instances : 1;
  const app: BenchApp = await startBenchApp(kind, scenario, instances, scenario === 'queue' ? QUEUE_BENCH_ENV : {});
  try {
    switch (scenario) {
      case 'onsale':
        return await runOnsale(app, sizes.onsale);
      case 'purchase':
        return await runPurchase(app, sizes.purchase);
      case 'wallet':
        return await runWallet(app, sizes.wallet);
      case 'gate':
        return await runGate(app, sizes.gate);
      case 'queue':
        return await runQueue(app, sizes.queue);
    }
  } finally {
    await app.stop();
  }
}

async function main(): Promise<number> {
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const unknown = positionals.filter((p) => p !== 'lighthouse' && !(SCENARIOS as readonly string[]).includes(p));
  if (unknown.length) {
    console.log(`bench: unknown scenario ${unknown.join(', ')}\n\n${USAGE}`);
    return 2;
  }
  let sizes: ReturnType<typeof sizesOf>;
  let kinds: Kind[];
  try {
    sizes = sizesOf();
    kinds = databases();
    if (kinds.includes('mysql') && !mysqlConfigured())
      throw new Error('--db mysql needs DATABASE_URL=mysql://user@host:3306/<schema>');
  } catch (error) {
    console.log(`bench: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  // Lighthouse (the web app's first screen) has targets of its own and prints its own lines.
  if (positionals.includes('lighthouse')) {
    await lighthouseScenario();
    if (positionals.every((p) => p === 'lighthouse')) return 0;
  }
  const named = positionals.filter((p): p is Scenario => (SCENARIOS as readonly string[]).includes(p));
  let missed = 0;
  // The waiting room's crowd loads the machine for minutes: it runs when named.
  for (const scenario of named.length ? named : SCENARIOS.filter((s) => s !== 'queue')) {
    for (const kind of kinds) {
      try {
        const outcome = await runOne(scenario, kind, sizes);
        console.log(lineOf(outcome));
        if (!met(outcome)) missed++;
      } catch (error) {
        console.log(failedLine(scenario, kind, error));
        if (process.env.BENCH_DEBUG) console.error(error);
        missed++;
      }
    }
  }
  return missed ? 1 : 0;
}

process.exitCode = await main();
