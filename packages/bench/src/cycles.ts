import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { layerCosts } from './callgrind-layers.js';
import { API_MAIN, freePort, ROOT, startApi } from '@fanpass/test-support';
import { postOrder, seedBuyers, seedEvent, sqliteDb, startFloor } from './onsale.js';

/**
 * What one signed order request costs the app's main thread, counted rather than timed: the api
 * runs under valgrind's callgrind (cache simulation on), is warmed up with `warmup` orders, and
 * only the next `requests` orders are counted (an on-sale's mix: 300 seats, orders of 1–4 from
 * distinct buyers, most of them refused as sold out). Counts repeat within about 1% from run to run
 * whatever else the machine is doing, where a timed run here moves by 10% or more, so two builds
 * are compared by running this once each (BENCH_API_MAIN names the other build).
 *
 * With `floor`, the floor of `onsale` (onsale-floor-server.ts) is counted instead, on the same
 * database, buyers, warm-up and orders: the app then runs outside valgrind only to have made the
 * schema. The two lines side by side say how many times the floor's work the app does per order.
 *
 * `est_cycles` weighs what the simulated caches missed: an instruction is one cycle, a miss in the
 * first-level caches twelve, in the last level a hundred; a rough model, for comparing builds only.
 */
const SEATS = 300;
const BUYERS = 5000;
const CONNECTIONS = 8;

export async function cyclesScenario(args: {
  requests: number;
  warmup: number;
  floor: boolean;
  layers: boolean;
}): Promise<void> {
  try {
    execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
  } catch {
    console.log('cycles: needs valgrind (Debian: apt-get install valgrind)');
    process.exitCode = 2;
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'fanpass-cycles-'));
  const out = join(dir, 'callgrind.out');
  const main = process.env.BENCH_API_MAIN ?? API_MAIN;
  const valgrind = [
    'valgrind',
    '--quiet',
    '--tool=callgrind',
    '--instr-atstart=no',
    '--cache-sim=yes',
    '--separate-threads=yes',
    // V8 writes the code it runs (its JIT), which valgrind must then translate again.
    '--smc-check=all-non-file',
    `--callgrind-out-file=${out}`,
  ];
  // e.g. --perf-basic-prof, whose map (/tmp/perf-<pid>.map) names the JIT code callgrind shows as addresses.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // --layers needs the map that names the JIT code.
  if (args.layers && !nodeArgs.includes('--perf-basic-prof')) nodeArgs.push('--perf-basic-prof');
  const database = join(dir, 'fanpass.sqlite');
  const app = await startApi({
    main,
    nodeArgs: args.floor ? [] : nodeArgs,
    env: {
      SEED_DEMO: 'false',
      THROTTLE_LIMIT: '10000000',
      REDIS_URL: '',
      DATABASE_URL: `sqlite:${database}`,
    },
    wrap: args.floor ? [] : valgrind,
  });
  // valgrind names its control pipes after $HOST, which the api's environment sets (and the floor's, here).
  const floor = args.floor
    ? await startFloor(await freePort(), 'sqlite', `sqlite:${database}`, {
        wrap: valgrind,
        nodeArgs,
        env: { HOST: '127.0.0.1' },
        quiet: true,
      })
    : undefined;
  const counted = floor ?? app;
  const build = floor ? 'floor' : main.replace(/.*\/packages\//, '');
  const control = (...flags: string[]) =>
    execFileSync('callgrind_control', [...flags, String(counted.pid)], {
      env: { ...process.env, HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
  const db = sqliteDb(join(dir, 'fanpass.sqlite'));
  try {
    const buyers = await seedBuyers(db, BUYERS);
    const warm = await seedEvent(db, 'cycles-warmup', Math.floor(args.warmup / 2));
    const sale = await seedEvent(db, 'cycles-sale', SEATS);
    const base = new URL(counted.url);
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const codes = new Map<number, number>();
    const drive = async (n: number, order: (i: number) => Promise<number>) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (next < n) {
            const code = await order(next++);
            codes.set(code, (codes.get(code) ?? 0) + 1);
          }
        }),
      );
    };
    await drive(args.warmup, async (i) => {
      const body = { eventId: warm.eventId, items: [{ ticketTypeId: warm.typeId, quantity: 1 }] };
      return (await postOrder(base, agent, buyers[i % buyers.length]!, body, 1)).code;
    });
    codes.clear();
    control('--instr=on');
    await drive(args.requests, async (i) => {
      const quantity = 1 + (i % 4);
      const body = { eventId: sale.eventId, items: [{ ticketTypeId: sale.typeId, quantity }] };
      return (await postOrder(base, agent, buyers[(i * 7 + 11) % buyers.length]!, body, quantity)).code;
    });
    control('--instr=off');
    control('--dump');
    agent.destroy();
    // The main thread's file (`.1-01`): the one thread that bounds the app's rate.
    const text = await waitFor(() => {
      const file = readdirSync(dir).find((f) => f.startsWith('callgrind.out') && f.endsWith('-01'));
      const written = file && readFileSync(join(dir, file), 'utf8');
      return written && /^totals: /m.test(written) ? written : undefined;
    });
    // BENCH_CYCLES_OUT keeps the main thread's profile for callgrind_annotate.
    if (process.env.BENCH_CYCLES_OUT) writeFileSync(process.env.BENCH_CYCLES_OUT, text);
    const names = /^events: (.+)$/m.exec(text)![1]!.split(' ');
    const totals = /^totals: (.+)$/m.exec(text)![1]!.split(' ').map(Number);
    const per = (name: string) => (totals[names.indexOf(name)] ?? 0) / args.requests;
    const l1 = per('I1mr') + per('D1mr') + per('D1mw');
    const ll = per('ILmr') + per('DLmr') + per('DLmw');
    // The envelope's code of a success is 200.
    const held = codes.get(200) ?? 0;
    console.log(
      `cycles: build=${build} requests=${args.requests} held=${held} ` +
        `refused=${args.requests - held} ir_per_req=${per('Ir').toFixed(0)} l1_misses_per_req=${l1.toFixed(0)} ` +
        `ll_misses_per_req=${ll.toFixed(0)} est_cycles_per_req=${(per('Ir') + 12 * l1 + 100 * ll).toFixed(0)}`,
    );
    if (args.layers) {
      const map = `/tmp/perf-${counted.pid}.map`;
      const layers = layerCosts(text, readFileSync(map, 'utf8'));
      rmSync(map, { force: true });
      console.log(
        `cycles-layers: build=${build} ` +
          [...layers].map(([name, ir]) => `${name}=${(ir / args.requests).toFixed(0)}`).join(' '),
      );
    }
  } finally {
    await db.close();
    await floor?.stop();
    await app.stop();
    // --perf-basic-prof also leaves V8's log of the process in its working directory.
    for (const where of new Set([ROOT, process.cwd()])) {
      for (const file of readdirSync(where)) {
        if (file.startsWith('isolate-') && file.endsWith(`-${counted.pid}-v8.log`))
          rmSync(join(where, file), { force: true });
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

async function waitFor<T>(found: () => T | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = found();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('cycles: callgrind wrote no profile');
}
