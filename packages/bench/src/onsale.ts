import { DEV_SIGNING_KEY, makeNonce, sign, SIGNATURE_VERSION } from '@fanpass/contracts';
import { createConnection, type Connection } from 'mysql2/promise';
import jsonwebtoken from 'jsonwebtoken';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { processCpuMs, stopProcess, waitUntilUp } from '@fanpass/test-support';
import { benchPort, type RunningServer, startApp } from './servers.js';

/**
 * The on-sale flash crowd (issues 5 and 18): 1,000 seats, at least 5,000 distinct signed-in buyers
 * racing with orders of 1–4 tickets over HTTP with the real signature, then a check of the
 * database, beside the floor measured in the same run: a bare Fastify process running the app's
 * SQL for the same orders (onsale-floor-server.ts), driven by the same load generator with the same
 * buyers and bodies. For reference, the bare conditional stock UPDATE in an in-process loop.
 *
 * Buyers are created straight in the database (users + sessions rows) and their logins are
 * JWTs signed here with the development JWT secret by jsonwebtoken, which SessionsService.issue
 * signs with too (through @nestjs/jwt).
 */

const SEATS = 1000;
const LIMIT = 4;
/** The crowd runs in rounds, the app and the floor taking turns. */
const ROUNDS = 5;
const DEV_JWT_SECRET = 'fanpass-dev-jwt-secret-change-me';
const nativeHmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/** The part of better-sqlite3 used here (the bench package carries no type package for it). */
interface SqliteHandle {
  prepare(sql: string): { run(...params: unknown[]): { changes: number }; all(...params: unknown[]): unknown[] };
  close(): void;
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (
  path: string,
  options: { timeout: number },
) => SqliteHandle;

/** The few SQL calls the scenario needs, on either driver. */
export interface Db {
  kind: 'sqlite' | 'mysql';
  run(sql: string, params?: unknown[]): Promise<number>;
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export function sqliteDb(path: string): Db {
  const db = new Database(path, { timeout: 10_000 });
  // The app's connection settings (src/database/data-source.ts), so the baseline runs under the
  // same durability: WAL (already set on the file by the app), synchronous=NORMAL, foreign keys.
  db.prepare('PRAGMA journal_mode = WAL').all();
  db.prepare('PRAGMA synchronous = NORMAL').run();
  db.prepare('PRAGMA foreign_keys = ON').run();
  return {
    kind: 'sqlite',
    run: async (sql, params = []) => db.prepare(sql).run(...params).changes,
    all: async <T>(sql: string, params: unknown[] = []) => db.prepare(sql).all(...params) as T[],
    close: async () => db.close(),
  };
}

export async function mysqlDb(url: string): Promise<Db> {
  const conn: Connection = await createConnection({ uri: url, multipleStatements: false });
  return {
    kind: 'mysql',
    run: async (sql, params = []) => {
      const [result] = await conn.query(sql, params);
      return (result as { affectedRows: number }).affectedRows;
    },
    all: async <T>(sql: string, params: unknown[] = []) => (await conn.query(sql, params))[0] as T[],
    close: () => conn.end(),
  };
}

export function jwt(userId: number, sessionId: string, now: number): string {
  return jsonwebtoken.sign({ sub: userId, sid: sessionId, iat: Math.floor(now / 1000) }, DEV_JWT_SECRET, {
    algorithm: 'HS256',
    expiresIn: 86_400,
  });
}

export interface Buyer {
  id: number;
  uuid: string;
  token: string;
}

/** An event on sale now with one seat area of `capacity` seats (and the seat area `baseline` of the in-process loop). */
export async function seedEvent(
  db: Db,
  slug: string,
  capacity = SEATS,
  codes = ['race'],
): Promise<{ eventId: number; typeId: number; typeIds: Record<string, number> }> {
  const now = Date.now();
  await db.run(
    `INSERT INTO events (slug, title, about, images, venue, location, starts_at, ends_at, sale_starts_at, desktop_only, real_name_required, ticket_limit, currency, created_at, updated_at)
     VALUES (?, 'On-sale bench', '', '[]', 'Arena', 'Macau', ?, ?, ?, 0, 0, ?, 'VND', ?, ?)`,
    [slug, now + 86_400_000 * 30, now + 86_400_000 * 30 + 3_600_000, now - 60_000, LIMIT, now, now],
  );
  const [event] = await db.all<{ id: number }>(`SELECT id FROM events WHERE slug = ?`, [slug]);
  for (const code of codes) {
    await db.run(
      `INSERT INTO ticket_types (event_id, code, name, price, capacity, sold, held, sort_order, created_at, updated_at) VALUES (?, ?, ?, 100000, ?, 0, 0, 0, ?, ?)`,
      [event!.id, code, code, capacity, now, now],
    );
  }
  const types = await db.all<{ id: number; code: string }>(`SELECT id, code FROM ticket_types WHERE event_id = ?`, [
    event!.id,
  ]);
  const typeIds = Object.fromEntries(types.map((t) => [t.code, Number(t.id)]));
  return { eventId: Number(event!.id), typeId: typeIds[codes[0]!]!, typeIds };
}

/** Signed-in buyers: users and sessions rows as the app writes them, and their login JWTs. */
export async function seedBuyers(db: Db, buyers: number): Promise<Buyer[]> {
  const now = Date.now();
  const tag = randomBytes(3).toString('hex');
  const list: Buyer[] = [];
  for (let start = 0; start < buyers; start += 500) {
    const count = Math.min(500, buyers - start);
    const rows: unknown[] = [];
    const uuids: string[] = [];
    for (let i = 0; i < count; i++) {
      const uuid = randomUUID();
      uuids.push(uuid);
      rows.push(
        uuid,
        `bench-${tag}-${start + i}@example.com`,
        'x',
        `B${tag}${start + i}`.slice(0, 16),
        1,
        'active',
        'fan',
        now,
        now,
      );
    }
    await db.run(
      `INSERT INTO users (uuid, email, password_hash, invite_code, phone_verified, status, role, created_at, updated_at) VALUES ${Array(count).fill('(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      rows,
    );
    const ids = await db.all<{ id: number; uuid: string }>(
      `SELECT id, uuid FROM users WHERE uuid IN (${uuids.map(() => '?').join(', ')})`,
      uuids,
    );
    const sessions: unknown[] = [];
    for (const { id, uuid } of ids) {
      const sid = randomUUID();
      sessions.push(sid, id, 'H5', now, now + 86_400_000);
      list.push({ id: Number(id), uuid, token: jwt(Number(id), sid, now) });
    }
    await db.run(
      `INSERT INTO sessions (id, user_id, platform, created_at, expires_at) VALUES ${Array(ids.length).fill('(?, ?, ?, ?, ?)').join(', ')}`,
      sessions,
    );
  }
  return list;
}

export interface Answer {
  ms: number;
  status: number;
  code: number;
  orderNo?: string;
  quantity: number;
  userId: number;
}

export function postOrder(base: URL, agent: Agent, buyer: Buyer, body: object, quantity: number): Promise<Answer> {
  const text = JSON.stringify(body);
  const timestamp = String(Date.now());
  const nonce = makeNonce();
  const signature = sign({ platform: 'H5', timestamp, nonce, params: body as never }, DEV_SIGNING_KEY, nativeHmac);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: '/fanapih5/order/create',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          platform: 'H5',
          timestamp,
          nonce,
          'signature-version': String(SIGNATURE_VERSION),
          signature,
          token: buyer.token,
          uuid: buyer.uuid,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let code: number;
          let orderNo: string | undefined;
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString()) as {
              code: number;
              data?: { orderNo?: string };
            };
            code = parsed.code;
            orderNo = parsed.data?.orderNo;
          } catch {
            code = -1;
          }
          resolve({
            ms: performance.now() - started,
            status: res.statusCode ?? 0,
            code,
            orderNo,
            quantity,
            userId: buyer.id,
          });
        });
      },
    );
    req.on('error', () =>
      resolve({ ms: performance.now() - started, status: 0, code: -1, quantity, userId: buyer.id }),
    );
    req.end(text);
  });
}

export function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

/**
 * Deterministic 1–4 quantities, so both databases and both servers see the same crowd: a 31-bit
 * linear congruential sequence (Math.imul keeps the product exact, where a plain `*` loses its low
 * bits past 2^53 and made almost every order one ticket), its quantity from the high bits (the low
 * two bits of such a sequence only count 1, 2, 3, 4 in turn).
 */
export function quantities(n: number, seed = 12345): number[] {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    return ((x >>> 16) % LIMIT) + 1;
  });
}

/**
 * Warms a freshly started server process up (its JIT), as a server already serving is when a sale
 * opens: `warmup` orders of one ticket on an event of its own whose seats run out halfway, so both
 * the hold and the refusal paths run. Every process gets the whole warm-up, the floor and each app
 * instance alike: split between two instances, each would start the race half as warm as the one
 * instance and compile its hot path during the race. The orders and counters belong to that event
 * only and never enter the race's figures or checks.
 */
async function warmUp(
  db: Db,
  target: Target,
  list: Buyer[],
  args: { warmup: number; connections: number },
  slug: string,
): Promise<void> {
  const { eventId, typeId } = await seedEvent(db, slug, Math.floor(args.warmup / 2));
  const body = { eventId, items: [{ ticketTypeId: typeId, quantity: 1 }] };
  let next = 0;
  await Promise.all(
    Array.from({ length: args.connections }, async () => {
      while (next < args.warmup) {
        const i = next++;
        await postOrder(target.base, target.agent, list[i % list.length]!, body, 1);
      }
    }),
  );
}

/** A server the load generator drives: its address and its own keep-alive agent. */
export interface Target {
  base: URL;
  agent: Agent;
}

export function targetsOf(urls: string[], connections: number): Target[] {
  return urls.map((url) => ({
    base: new URL(url),
    agent: new Agent({ keepAlive: true, maxSockets: Math.ceil(connections / urls.length) }),
  }));
}

/** Every buyer orders once; a tenth fire a second order at the same moment (deterministic). */
function jobsOf(list: Buyer[]): { buyer: Buyer; quantity: number }[] {
  // The one live hold per fan and event, and the limit, under concurrency: a second selection is
  // refused with 3019.
  const qty = quantities(list.length + Math.floor(list.length / 10));
  const jobs = list.map((buyer, i) => ({ buyer, quantity: qty[i]! }));
  for (let i = 0; i < Math.floor(list.length / 10); i++) {
    jobs.splice((i * 11) % jobs.length, 0, { buyer: list[i]!, quantity: qty[list.length + i]! });
  }
  return jobs;
}

/** The crowd against servers (job i to server i mod n): every answer, and how long it took. */
async function race(
  targets: Target[],
  jobs: { buyer: Buyer; quantity: number }[],
  event: { eventId: number; typeId: number },
  connections: number,
): Promise<{ answers: Answer[]; seconds: number }> {
  const answers: Answer[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < jobs.length) {
        const i = next++;
        const job = jobs[i]!;
        const target = targets[i % targets.length]!;
        const body = { eventId: event.eventId, items: [{ ticketTypeId: event.typeId, quantity: job.quantity }] };
        answers.push(await postOrder(target.base, target.agent, job.buyer, body, job.quantity));
      }
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/** The database after a race: the seat area's counts against the orders and the answers. */
async function check(db: Db, event: { eventId: number; typeId: number }, answers: Answer[]) {
  const [type] = await db.all<{ sold: number; held: number }>('SELECT sold, held FROM ticket_types WHERE id = ?', [
    event.typeId,
  ]);
  const orders = await db.all<{ order_no: string; user_id: number; quantity: number; seats: number | null }>(
    `SELECT o.order_no, o.user_id, o.quantity, (SELECT SUM(i.quantity) FROM order_items i WHERE i.order_id = o.id) AS seats
     FROM orders o WHERE o.event_id = ? AND o.status IN ('held', 'paid')`,
    [event.eventId],
  );
  const ok = answers.filter((a) => a.status === 200 && a.code === 200);
  const byNo = new Map(orders.map((o) => [o.order_no, o]));
  const answered = new Set(ok.map((a) => a.orderNo));
  let orphans = ok.filter((a) => !a.orderNo || Number(byNo.get(a.orderNo)?.seats ?? 0) !== a.quantity).length;
  orphans += orders.filter(
    (o) => !o.seats || Number(o.seats) !== Number(o.quantity) || !answered.has(o.order_no),
  ).length;
  const seatsInOrders = orders.reduce((s, o) => s + Number(o.seats ?? 0), 0);
  const sold = Number(type!.sold);
  const held = Number(type!.held);
  const oversold =
    Math.max(0, sold + held - SEATS) + Math.max(0, seatsInOrders - SEATS) + Math.abs(seatsInOrders - (sold + held));
  const perUser = new Map<number, number>();
  for (const o of orders) perUser.set(Number(o.user_id), (perUser.get(Number(o.user_id)) ?? 0) + Number(o.seats ?? 0));
  const overLimit = [...perUser.values()].filter((n) => n > LIMIT).length;
  const unexpected = answers.filter((a) => ![200, 3004, 3005, 3019].includes(a.code));
  return { sold, held, oversold, overLimit, orphans, unexpected };
}

/**
 * The floor (onsale-floor-server.ts) in its own process on the database at `url`; `wrap` runs it
 * under another program (valgrind for `cycles --floor`), with `env` added to its environment;
 * `quiet` drops what it writes to stderr (valgrind's notes).
 */
export async function startFloor(
  port: number,
  kind: 'sqlite' | 'mysql',
  url: string,
  options: { wrap?: string[]; nodeArgs?: string[]; env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): Promise<RunningServer & { pid: number | undefined }> {
  const [command, ...args] = [
    ...(options.wrap ?? []),
    process.execPath,
    ...(options.nodeArgs ?? (process.env.BENCH_FLOOR_NODE_ARGS ?? '').split(' ').filter(Boolean)),
    fileURLToPath(new URL('./onsale-floor-server.js', import.meta.url)),
    String(port),
    kind,
    url,
  ];
  const child = spawn(command!, args, {
    stdio: ['ignore', 'ignore', options.quiet ? 'ignore' : 'inherit'],
    env: { ...process.env, ...options.env },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/fanapih5/notify`, child);
  return { url: base, pid: child.pid, stop: () => stopProcess(child), cpuMs: () => processCpuMs(child.pid) };
}

/** A fresh database of the kind: a temporary SQLite file, or a new schema on DATABASE_URL's MariaDB. */
export async function freshDatabase(
  kind: 'sqlite' | 'mysql',
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `fanpass-${prefix}-`));
    return {
      url: `sqlite:${join(dir, `${prefix}.sqlite`)}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = new URL(process.env.DATABASE_URL!.replace(/^mariadb:/, 'mysql:'));
  const name = `fp_${prefix}_${randomBytes(4).toString('hex')}`;
  const server = `mysql://${base.username}:${base.password}@${base.host}/`;
  const admin = await createConnection({ uri: server });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const u = new URL(base.toString());
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const conn = await createConnection({ uri: server });
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

async function runOne(
  kind: 'sqlite' | 'mysql',
  args: { buyers: number; connections: number; port: number; warmup: number; instances: number },
): Promise<string> {
  const { url, drop: dropDatabase } = await freshDatabase(kind, 'onsale');
  const env = {
    DATABASE_URL: url,
    THROTTLE_LIMIT: '10000000',
    SEED_DEMO: 'false',
    // Several instances share nonces and throttle counters in Redis; one keeps them in its process.
    REDIS_URL: args.instances > 1 ? process.env.REDIS_URL! : '',
  };
  const apps: RunningServer[] = [];
  let floor: RunningServer | undefined;
  let db: Db | undefined;
  try {
    // The first instance migrates the database; the others start once it has.
    for (let i = 0; i < args.instances; i++) apps.push(await startApp(args.port + i, env));
    db = kind === 'sqlite' ? sqliteDb(url.slice('sqlite:'.length)) : await mysqlDb(url);
    const list = await seedBuyers(db, args.buyers);
    const sale = await seedEvent(db, 'bench-onsale', SEATS, ['race', 'baseline']);
    const floorSale = await seedEvent(db, 'bench-onsale-floor');
    const jobs = jobsOf(list);

    // Both warmed up (their JIT) on events of their own, then the crowd in rounds, the app and the
    // floor taking turns on the same slice of buyers, so a change in the shared machine's load weighs
    // on both alike. The floor runs the same SQL in a bare Fastify process, with the same buyers and
    // bodies on an event of its own, driven by the same load generator; one process, as one instance.
    floor = await startFloor(args.port + 50, kind, url);
    const appTargets = targetsOf(
      apps.map((a) => a.url),
      args.connections,
    );
    const floorTargets = targetsOf([floor.url], args.connections);
    if (args.warmup > 0) {
      for (const [i, target] of appTargets.entries()) await warmUp(db, target, list, args, `bench-warmup-${i}`);
      await warmUp(db, floorTargets[0]!, list, args, 'bench-warmup-floor');
    }
    const answers: Answer[] = [];
    const floorAnswers: Answer[] = [];
    let seconds = 0;
    let floorSeconds = 0;
    const serverCpuBefore = apps.reduce((sum, a) => sum + a.cpuMs(), 0);
    const floorCpuBefore = floor.cpuMs();
    const size = Math.ceil(jobs.length / ROUNDS);
    for (let r = 0; r < ROUNDS; r++) {
      const slice = jobs.slice(r * size, (r + 1) * size);
      const a = await race(appTargets, slice, sale, args.connections);
      answers.push(...a.answers);
      seconds += a.seconds;
      const f = await race(floorTargets, slice, floorSale, args.connections);
      floorAnswers.push(...f.answers);
      floorSeconds += f.seconds;
    }
    const serverCpuMs = apps.reduce((sum, a) => sum + a.cpuMs(), 0) - serverCpuBefore;
    const floorCpuMs = floor.cpuMs() - floorCpuBefore;
    for (const t of [...appTargets, ...floorTargets]) t.agent.destroy();
    await floor.stop();
    floor = undefined;
    if (process.env.BENCH_CPU) {
      // Load-independent figures for comparing builds on a shared machine.
      console.log(
        `onsale-cpu: db=${kind} requests=${answers.length} server_cpu_us_per_req=${((serverCpuMs * 1000) / answers.length).toFixed(0)} ` +
          `floor_cpu_us_per_req=${((floorCpuMs * 1000) / floorAnswers.length).toFixed(0)}`,
      );
    }
    const floorRun = { answers: floorAnswers, seconds: floorSeconds };

    const checked = await check(db, sale, answers);
    if (checked.unexpected.length) {
      const first = checked.unexpected[0]!;
      console.log(
        `onsale: ${checked.unexpected.length} unexpected answers, e.g. status ${first.status} code ${first.code}`,
      );
      process.exitCode = 1;
    }
    const floorChecked = await check(db, floorSale, floorRun.answers);
    if (floorChecked.oversold + floorChecked.overLimit + floorChecked.orphans + floorChecked.unexpected.length) {
      const codes = [...new Set(floorChecked.unexpected.map((a) => `${a.status}/${a.code}`))].join(', ');
      console.log(`onsale: db=${kind} the floor itself was wrong`, { ...floorChecked, unexpected: codes });
    }
    if (checked.oversold || checked.overLimit || checked.orphans) process.exitCode = 1;
    const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
    const floorLatencies = floorRun.answers.map((a) => a.ms).sort((a, b) => a - b);

    // For reference: the hold's conditional stock UPDATE in a bare in-process loop through the
    // driver (EventsRepository.hold), one transaction per attempt, over the same attempts.
    const baseStarted = performance.now();
    for (const job of jobs) {
      if (db.kind === 'sqlite') await db.run('BEGIN IMMEDIATE');
      await db.run(
        'UPDATE ticket_types SET held = held + ?, updated_at = ? WHERE id = ? AND sold + held + ? <= capacity',
        [job.quantity, Date.now(), sale.typeIds.baseline, job.quantity],
      );
      if (db.kind === 'sqlite') await db.run('COMMIT');
    }
    const updatesPerS = jobs.length / ((performance.now() - baseStarted) / 1000);
    const holdsPerS = answers.length / seconds;
    const floorPerS = floorRun.answers.length / floorRun.seconds;
    const instances = args.instances > 1 ? ` instances=${args.instances}` : '';
    return (
      `onsale: db=${kind}${instances} seats=${SEATS} buyers=${list.length} sold=${checked.sold} held=${checked.held} ` +
      `oversold=${checked.oversold} over_limit=${checked.overLimit} orphans=${checked.orphans} ` +
      `holds_per_s=${holdsPerS.toFixed(0)} p50_ms=${percentile(latencies, 50).toFixed(1)} ` +
      `p99_ms=${percentile(latencies, 99).toFixed(1)} floor_per_s=${floorPerS.toFixed(0)} ` +
      `ratio=${(holdsPerS / floorPerS).toFixed(2)} floor_p99_ms=${percentile(floorLatencies, 99).toFixed(1)} ` +
      `db_updates_per_s=${updatesPerS.toFixed(0)}`
    );
  } finally {
    await db?.close();
    await floor?.stop();
    for (const app of apps) await app.stop();
    await dropDatabase();
  }
}

export async function onsaleScenario(args: { buyers: number; connections: number; instances: number }): Promise<void> {
  const buyers = Math.max(5000, args.buyers);
  // BENCH_ONSALE_WARMUP=0 measures a cold server instead.
  const warmup = Number(process.env.BENCH_ONSALE_WARMUP ?? 2000) || 0;
  const common = { buyers, connections: args.connections, warmup, instances: args.instances };
  const mysql = /^(mysql|mariadb):/.test(process.env.DATABASE_URL ?? '');
  if (args.instances > 1) {
    // Instances share the database and Redis (nonces, throttles): MariaDB/MySQL and REDIS_URL only.
    if (!mysql || !process.env.REDIS_URL) {
      console.log('onsale: --instances needs DATABASE_URL=mysql://… and REDIS_URL=redis://…');
      process.exitCode = 2;
      return;
    }
    console.log(await runOne('mysql', { ...common, port: benchPort(4100, 20) }));
    return;
  }
  // BENCH_DB=mysql runs the MariaDB/MySQL line only (comparing builds).
  const lines =
    process.env.BENCH_DB === 'mysql' ? [] : [await runOne('sqlite', { ...common, port: benchPort(4100, 0) })];
  if (mysql) lines.push(await runOne('mysql', { ...common, port: benchPort(4100, 10) }));
  for (const line of lines) console.log(line);
}
