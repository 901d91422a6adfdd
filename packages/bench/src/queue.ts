import { QUEUE_ADMISSION_HEADER, type QueueStatusView, seedCommitment, shuffledOrder } from '@fanpass/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Agent } from 'node:http';
import { Pool } from 'undici';
import type { BenchApp, Target } from './app.js';
import { latencies, type Outcome } from './levels.js';
import { quantities } from './onsale.js';
import { purchase, type Purchase } from './purchase.js';
import { type BenchEvent, type Fan, seedEvent, seedFans } from './seed.js';
import { signedPost } from './signed.js';

/**
 * The on-sale waiting room (issue 48): `fans` fans for an event of `seats` seats; 60% join the
 * prequeue before the start, 40% arrive in the first minute after it; admissions at `rate` a
 * minute. Each fan behaves as the waiting-room screen does when it asks in turn: it keeps the
 * status its join answered and asks again when the last answer says (retryAfterMs), 5 s after a
 * failure; once admitted it holds and pays as in `purchase`; told it sold out (or closed), it stops.
 * A handful of fans try the order call without an admission. Then the checks the issue names.
 *
 * The crowd costs the bench little, so what is measured is the server: one timer wheel drives every
 * fan's next ask (no timer per fan), status asks go over keep-alive pools (undici) with more
 * connections than are ever busy at once, and each ask's time runs from when its request is
 * written to the connection until its answer is read.
 */
export interface QueueOptions {
  fans: number;
  seats: number;
  rate: number;
}

/**
 * ALTCHA difficulty for the run: each fan solves the server's real challenge, but a small one, as
 * the bench's CPU is the app's; the server's cost (a challenge made, a solution checked once) does
 * not depend on the difficulty. What the production difficulty costs the fan's own device is
 * waited instead (deviceSolveMs).
 */
export const QUEUE_BENCH_ENV = { ALTCHA_MAX_NUMBER: '10' };
/** The production difficulty (the API's ALTCHA_MAX_NUMBER default): the number a device searches up to. */
const PRODUCTION_MAX_NUMBER = 100_000;
/**
 * A low-end phone's ALTCHA search, in ms per 1,000 numbers: ALTCHA's published benchmark has a
 * Samsung Galaxy A14 take 2.5 s for 100,000 (an iPhone 12 mini 0.83 s).
 */
const DEVICE_MS_PER_1000 = 25;

/**
 * The time a fan's device spends on the production-difficulty challenge: the search ends at a
 * number drawn at random up to the difficulty, at a low-end phone's pace. The fans' own devices do
 * that work, so the bench waits it rather than spending the shared CPU on it.
 */
function deviceSolveMs(): number {
  return (Math.random() * PRODUCTION_MAX_NUMBER * DEVICE_MS_PER_1000) / 1000;
}

/** What the screen waits after a failed ask (use-queue-status RETRY_MS). */
const RETRY_MS = 5_000;
/** The timer wheel's slot. */
const SLOT_MS = 50;
/**
 * Prequeue fans joining at once: most of each join is the device's solve (a wait), so this many
 * keep the server as busy as 200 did without one.
 */
const JOINING_AT_ONCE = 1_000;
/** Status connections per instance: far more than are ever in flight, so no ask waits for one. */
const CONNECTIONS = 256;

interface FanRun {
  fan: Fan;
  prequeue: boolean;
  joinAt: number;
  /** When its join was sent. */
  joinedAt: number;
  place: string | null;
  code: string | null;
  arrival: number | null;
  position: boolean;
  admissionIndex: number | null;
  admittedSeenAt: number | null;
  soldOutSeenAt: number | null;
  purchase: Purchase | null;
  /** Nothing more to do: bought (or refused), told it sold out, closed, expired, or never placed. */
  done: boolean;
}

interface Answer<T> {
  code: number;
  data: T | null;
  /** From the request written to the connection to the answer read, in ms. */
  ms: number;
}

/**
 * A GET over the pool. The time starts when undici writes the request to its connection
 * (`onConnect`), so a request waiting in the client for a connection would not count as the
 * server's time; with CONNECTIONS free, none waits.
 */
function getJson<T>(pool: Pool, path: string): Promise<Answer<T>> {
  return new Promise((resolve) => {
    let sent = performance.now();
    const chunks: Buffer[] = [];
    const fail = () => resolve({ code: -1, data: null, ms: performance.now() - sent });
    pool.dispatch(
      { method: 'GET', path, headers: { accept: 'application/json' }, headersTimeout: 60_000, bodyTimeout: 60_000 },
      {
        onConnect: () => {
          sent = performance.now();
        },
        onHeaders: () => true,
        onData: (chunk: Buffer) => {
          chunks.push(chunk);
          return true;
        },
        onComplete: () => {
          const ms = performance.now() - sent;
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: number; data: T };
            resolve({ code: body.code, data: body.data, ms });
          } catch {
            resolve({ code: -1, data: null, ms });
          }
        },
        onError: fail,
      },
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The ALTCHA answer a fan's browser would send (altcha-lib solves the server's challenge), after
 * the time its device takes at the production difficulty.
 */
async function captcha(pool: Pool): Promise<string> {
  const { body } = await pool.request({ method: 'GET', path: '/fanapih5/humanCheck/challenge' });
  const c = (await body.json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  await sleep(deviceSolveMs());
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution?.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Peak resident memory of a process, in MiB (0 when it cannot be read). */
function peakMiB(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmHWM:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * One interval for the whole crowd: `at(ms, fn)` runs fn in the first slot at or after ms. A
 * hundred thousand fans cost the bench a bucket each, not a timer each.
 */
class TimerWheel {
  private readonly slots = new Map<number, (() => void)[]>();
  private last = Math.floor(Date.now() / SLOT_MS);
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.timer = setInterval(() => this.turn(), SLOT_MS);
  }

  at(ms: number, fn: () => void): void {
    const slot = Math.max(this.last + 1, Math.ceil(ms / SLOT_MS));
    const bucket = this.slots.get(slot);
    if (bucket) bucket.push(fn);
    else this.slots.set(slot, [fn]);
  }

  private turn(): void {
    const now = Math.floor(Date.now() / SLOT_MS);
    while (this.last < now) {
      this.last++;
      const bucket = this.slots.get(this.last);
      if (!bucket) continue;
      this.slots.delete(this.last);
      for (const fn of bucket) fn();
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

export async function runQueue(app: BenchApp, o: QueueOptions): Promise<Outcome> {
  const db = app.db;
  const cpuBefore = app.cpuMs();
  const benchCpuBefore = process.cpuUsage();
  const benchFrom = Date.now();
  // Purchases and joins each on keep-alive agents of their own, with sockets to spare, so neither
  // waits in the bench behind the other.
  const targets: Target[] = app.instances.map((i) => ({
    base: new URL(i.url),
    agent: new Agent({ keepAlive: true, maxSockets: 512 }),
  }));
  // Each fan joins on a connection of its own when none is free, as fans' browsers do.
  const joinTargets: Target[] = app.instances.map((i) => ({
    base: new URL(i.url),
    agent: new Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 256 }),
  }));
  const pools = app.instances.map(
    (i) => new Pool(i.url, { connections: CONNECTIONS, keepAliveTimeout: 60_000, keepAliveMaxTimeout: 600_000 }),
  );
  const warmCount = Math.min(1000, Math.ceil(o.fans / 10));
  const fans = await seedFans(db, o.fans + 20 + warmCount, app.keys.jwt);
  const warmFans = fans.splice(o.fans + 20);
  const intruders = fans.splice(o.fans);
  const queuedEvent = async (startAt: number): Promise<BenchEvent> => {
    const event = await seedEvent(db, `queue-${randomBytes(3).toString('hex')}`, { capacity: o.seats, limit: 4 });
    const seed = randomBytes(32).toString('hex');
    await db.run('UPDATE events SET sale_starts_at = ? WHERE id = ?', [startAt, event.eventId]);
    await db.run(
      `INSERT INTO queue_settings (event_id, enabled, method, mode, prequeue_opens_at, rate_per_minute, max_active, admission_seconds, seed, seed_hash, updated_at)
       VALUES (?, 1, 'shuffle', 'open', ?, ?, ?, 120, ?, ?, ?)`,
      [event.eventId, Date.now() - 1000, o.rate, o.fans, seed, seedCommitment(seed), Date.now()],
    );
    return event;
  };
  // The warm-up: a tenth of the crowd (at most 1,000) joins an event of its own, far from its start,
  // which warms the servers up and says how fast this machine takes joins just now.
  const warm = await queuedEvent(Date.now() + 3_600_000);
  const warmFrom = Date.now();
  let warmNext = 0;
  await Promise.all(
    Array.from({ length: JOINING_AT_ONCE }, async () => {
      while (warmNext < warmFans.length) {
        const i = warmNext++;
        const target = joinTargets[i % joinTargets.length]!;
        await signedPost(target.base, target.agent, '/fanapih5/queue/join', warmFans[i]!, {
          eventId: warm.eventId,
          captcha: await captcha(pools[i % pools.length]!),
        });
      }
    }),
  );
  const joinsPerMs = warmFans.length / Math.max(1, Date.now() - warmFrom);
  const prequeueCount = Math.round(o.fans * 0.6);
  // Long enough for the prequeue to join before the start at the warm-up's rate (a cold server's,
  // so a slow one), and 20 s more.
  const startAt = Date.now() + Math.max(15_000, Math.round(prequeueCount / joinsPerMs) + 20_000);
  const event = await queuedEvent(startAt);
  if (process.env.BENCH_DEBUG)
    console.error(
      `queue: warm-up ${Math.round(joinsPerMs * 1000)} joins/s; start in ${Math.round((startAt - Date.now()) / 1000)} s`,
    );
  const qty = quantities(o.fans, 4848);
  const runs: FanRun[] = fans.map((fan, i) => ({
    fan,
    prequeue: i < prequeueCount,
    joinAt: i < prequeueCount ? 0 : startAt + Math.floor(((i - prequeueCount) / (o.fans - prequeueCount)) * 60_000),
    joinedAt: 0,
    place: null,
    code: null,
    arrival: null,
    position: false,
    admissionIndex: null,
    admittedSeenAt: null,
    soldOutSeenAt: null,
    purchase: null,
    done: false,
  }));
  const statusMs: number[] = [];
  let windowMs: number[] = [];
  const samples: { at: number; admitted: number }[] = [];
  let allHeldAt: number | null = null;
  let stopped = false;
  let open = runs.length;
  let joinedBeforeStart = 0;
  let asks = 0;
  const joinRefusals = new Map<number, number>();
  let joinPhases: [number, number][] = [];
  let failedAsks = 0;
  const wheel = new TimerWheel();
  let finished!: () => void;
  const allDone = new Promise<void>((resolve) => (finished = resolve));
  const finish = (run: FanRun) => {
    if (run.done) return;
    run.done = true;
    if (--open === 0) finished();
  };

  // The moment every seat is held or sold, as the database says.
  const watcher = (async () => {
    while (!stopped && allHeldAt === null) {
      const [row] = await db.all<{ taken: number }>('SELECT sold + held AS taken FROM ticket_types WHERE id = ?', [
        event.typeId,
      ]);
      if (Number(row?.taken) >= o.seats) allHeldAt = Date.now();
      await sleep(100);
    }
  })();

  const purchases: Promise<void>[] = [];
  /** What the screen does with a status: keep the admission and buy, stop when decided, else ask in turn. */
  const handle = (run: FanRun, i: number, s: QueueStatusView) => {
    const now = Date.now();
    samples.push({ at: now, admitted: s.admitted });
    run.code = s.code;
    run.arrival = s.arrival;
    if (s.position !== null) run.position = true;
    if (s.state === 'admitted' && s.admission) {
      run.admissionIndex = s.admissionIndex;
      run.admittedSeenAt = now;
      const target = targets[i % targets.length]!;
      const headers = { [QUEUE_ADMISSION_HEADER]: s.admission.token };
      purchases.push(
        (async () => {
          let p = await purchase(target, run.fan, qty[i]!, event, app.keys.sandbox, headers);
          // Fewer seats left than wanted: the screen offers what is left; the bench takes one.
          if (p.refused === 3005 && qty[i]! > 1)
            p = await purchase(target, run.fan, 1, event, app.keys.sandbox, headers);
          run.purchase = p;
          finish(run);
        })(),
      );
      return;
    }
    if (s.state === 'soldOut') {
      run.soldOutSeenAt ??= now;
      finish(run);
      return;
    }
    if (s.state === 'expired' || s.state === 'closed') {
      finish(run);
      return;
    }
    wheel.at(now + s.retryAfterMs, () => void ask(run, i));
  };

  const ask = async (run: FanRun, i: number) => {
    if (stopped || !run.place) return;
    const answer = await getJson<QueueStatusView>(
      pools[i % pools.length]!,
      `/fanapih5/queue/status?place=${encodeURIComponent(run.place)}`,
    );
    if (stopped) return;
    asks++;
    // Every ask counts, the prequeue's too.
    statusMs.push(answer.ms);
    windowMs.push(answer.ms);
    if (answer.code !== 200 || !answer.data) {
      failedAsks++;
      wheel.at(Date.now() + RETRY_MS, () => void ask(run, i));
      return;
    }
    handle(run, i, answer.data);
  };

  const join = async (run: FanRun, i: number) => {
    const target = joinTargets[i % joinTargets.length]!;
    run.joinedAt = Date.now();
    const solved = await captcha(pools[i % pools.length]!);
    const captchaAt = Date.now();
    const joined = await signedPost<{ place: string; status: QueueStatusView }>(
      target.base,
      target.agent,
      '/fanapih5/queue/join',
      run.fan,
      { eventId: event.eventId, captcha: solved },
    );
    joinPhases.push([captchaAt - run.joinedAt, joined.ms]);
    if (Date.now() < startAt) joinedBeforeStart++;
    if (joined.code === 200 && joined.data) {
      run.place = joined.data.place;
      handle(run, i, joined.data.status);
      return;
    }
    // Arriving after the last seat went: told so at once, instead of a place.
    if (joined.code === 3207) run.soldOutSeenAt = Date.now();
    else joinRefusals.set(joined.code, (joinRefusals.get(joined.code) ?? 0) + 1);
    finish(run);
  };

  let debugCpu = app.cpuMs();
  const debug = process.env.BENCH_DEBUG
    ? setInterval(() => {
        const cpu = app.cpuMs();
        const appPct = Math.round((cpu - debugCpu) / 50);
        debugCpu = cpu;
        const seen = samples.at(-1)?.admitted ?? 0;
        const told = runs.filter((r) => r.soldOutSeenAt !== null).length;
        const w = latencies(windowMs);
        windowMs = [];
        const jc = latencies(joinPhases.map((p) => p[0]));
        const jp = latencies(joinPhases.map((p) => p[1]));
        joinPhases = [];
        console.error(
          `queue: t=${Math.round((Date.now() - startAt) / 1000)}s joined=${runs.filter((r) => r.place).length} admitted=${seen} soldOut=${told} open=${open} asks=${asks} failed=${failedAsks} held=${allHeldAt ? 'yes' : 'no'} p50=${Math.round(w.p50)} p99=${Math.round(w.p99)} n=${w.n} join_captcha_p99=${Math.round(jc.p99)} join_p50=${Math.round(jp.p50)} join_p99=${Math.round(jp.p99)} joins=${jp.n} app_cpu=${appPct}% load=${loadavg()[0]!.toFixed(1)}`,
        );
      }, 5000)
    : null;

  // Fans without an admission try the order call at the start: each must be refused.
  const bypass = (async () => {
    await sleep(startAt + 2_000 - Date.now());
    let accepted = 0;
    for (const [i, fan] of intruders.entries()) {
      const target = targets[i % targets.length]!;
      const forged: Record<string, string> =
        i % 2 ? { [QUEUE_ADMISSION_HEADER]: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' } : {};
      const r = await signedPost(
        target.base,
        target.agent,
        '/fanapih5/order/create',
        fan,
        { eventId: event.eventId, items: [{ ticketTypeId: event.typeId, quantity: 1 }] },
        forged,
      );
      if (r.code === 200) accepted++;
    }
    return accepted;
  })();

  // The prequeue joins as fast as the fans can (JOINING_AT_ONCE at once); arrivals each at their moment.
  let next = 0;
  await Promise.all(
    Array.from({ length: JOINING_AT_ONCE }, async () => {
      while (next < prequeueCount) {
        const i = next++;
        await join(runs[i]!, i);
      }
    }),
  );
  for (let i = prequeueCount; i < runs.length; i++) wheel.at(runs[i]!.joinAt, () => void join(runs[i]!, i));
  const deadline = startAt + 5 * 60_000;
  // A timer cleared once every fan is done: left pending, it would keep the bench alive until the deadline.
  let deadlineTimer: NodeJS.Timeout | undefined;
  await Promise.race([allDone, new Promise((resolve) => (deadlineTimer = setTimeout(resolve, deadline - Date.now())))]);
  clearTimeout(deadlineTimer);
  stopped = true;
  wheel.stop();
  if (debug) clearInterval(debug);
  await Promise.all(purchases);
  const bypassed = await bypass;
  await watcher;
  // The app's CPU for everything the run did (warm-up, joins, asks, purchases), per fan admitted.
  const appCpuMs = app.cpuMs() - cpuBefore;
  const benchCpu = process.cpuUsage(benchCpuBefore);

  // Admission order: the published shuffle of the prequeue, then arrivals in order.
  const published = await getJson<{ codes: string[]; seed: string; seedHash: string }>(
    pools[0]!,
    `/fanapih5/queue/prequeue?eventId=${event.eventId}`,
  );
  await Promise.all(pools.map((p) => p.close()));
  const expected = [
    ...shuffledOrder(published.data?.seed ?? '', published.data?.codes ?? []),
    ...runs
      .filter((r) => r.arrival !== null && r.code !== null)
      .sort((a, b) => a.arrival! - b.arrival!)
      .map((r) => r.code!),
  ];
  const admitted = runs.filter((r) => r.admissionIndex !== null).sort((a, b) => a.admissionIndex! - b.admissionIndex!);
  const orderMismatch =
    admitted.filter((r, k) => r.admissionIndex !== k || expected[k] !== r.code).length +
    (published.data && seedCommitment(published.data.seed) === published.data.seedHash ? 0 : 1);
  const cpuUs = (appCpuMs * 1000) / Math.max(1, admitted.length);
  const admittedTwice = admitted.length - new Set(admitted.map((r) => r.admissionIndex)).size;

  // Rate: admissions a minute while seats remained, from the counts the status answers carried.
  samples.sort((a, b) => a.at - b.at);
  const finalAdmitted = samples.at(-1)?.admitted ?? 0;
  const from = samples.find((s) => s.at >= startAt + 5_000);
  const until = samples.find((s) => s.admitted >= finalAdmitted * 0.9);
  const perMinute =
    from && until && until.at > from.at ? ((until.admitted - from.admitted) / (until.at - from.at)) * 60_000 : 0;
  const rateOff = Math.abs(perMinute - o.rate) / o.rate > 0.05 ? 1 : 0;

  // Correctness in the database.
  const [type] = await db.all<{ sold: number; held: number }>('SELECT sold, held FROM ticket_types WHERE id = ?', [
    event.typeId,
  ]);
  const oversold = Math.max(0, Number(type!.sold) + Number(type!.held) - o.seats);
  const buyers = new Set(admitted.map((r) => r.fan.id));
  const orders = await db.all<{ user_id: number }>('SELECT user_id FROM orders WHERE event_id = ?', [event.eventId]);
  const unadmittedOrders = orders.filter((r) => !buyers.has(Number(r.user_id))).length + bypassed;
  // Every fan who joined got a position (a fan arriving after the sell-out is told so instead).
  const noPosition = runs.filter((r) => !r.position && r.admissionIndex === null && r.soldOutSeenAt === null).length;
  const heldLate = allHeldAt === null || allHeldAt - startAt > 180_000 ? 1 : 0;
  // A fan waiting when the last seat went hears within 10 s; one arriving later, at its join.
  const toldBy = (r: FanRun) => Math.max(allHeldAt ?? Infinity, r.joinedAt);
  const notice = runs
    .filter((r) => r.admissionIndex === null && r.soldOutSeenAt !== null && allHeldAt !== null)
    .map((r) => r.soldOutSeenAt! - toldBy(r));
  const toldLate = runs.filter(
    (r) => r.admissionIndex === null && (r.soldOutSeenAt === null || r.soldOutSeenAt - toldBy(r) > 10_000),
  ).length;
  if (process.env.BENCH_DEBUG) {
    const late = runs.filter(
      (r) => r.admissionIndex === null && (r.soldOutSeenAt === null || r.soldOutSeenAt - toldBy(r) > 10_000),
    );
    const ago = (t: number | null) => (t === null ? 'never' : `${Math.round((t - startAt) / 1000)}s`);
    console.error(`queue: join refusals ${JSON.stringify([...joinRefusals])}; late: ${late.length}`);
    for (const r of late.slice(0, 8))
      console.error(
        `  ${r.prequeue ? 'prequeue' : 'arrival'} joined ${ago(r.joinedAt)} placed=${r.place !== null} position=${r.position} told ${ago(r.soldOutSeenAt)} held ${ago(allHeldAt)}`,
      );
  }
  // The app's processes only: the bench's own memory is the load generator's, not the service's.
  const appMiB = Math.max(...app.instances.map((i) => peakMiB(i.pid)));
  const { p50, p99 } = latencies(statusMs);
  const benchMs = Date.now() - benchFrom;
  return {
    scenario: 'queue',
    db: app.kind,
    size: { fans: o.fans, seats: o.seats, rate_per_min: o.rate, instances: app.instances.length },
    rate: perMinute / 60,
    p50,
    p99,
    cpuUs,
    extra: {
      status_asks: statusMs.length,
      joined_before_start: joinedBeforeStart,
      all_held_s: allHeldAt === null ? -1 : Math.round((allHeldAt - startAt) / 100) / 10,
      // Latest sell-out notice after the last seat was held (negative: told before it went).
      told_max_s: notice.length ? Math.round(Math.max(...notice) / 100) / 10 : 0,
      app_peak_mib: Math.round(appMiB),
      bench_cpu_pct: Math.round(((benchCpu.user + benchCpu.system) / 1000 / Math.max(1, benchMs)) * 100),
    },
    counts: {
      no_position: noPosition,
      oversold,
      admitted_twice: admittedTwice,
      orders_without_admission: unadmittedOrders,
      order_mismatch: orderMismatch,
      rate_off_5pct: rateOff,
      seats_held_after_3min: heldLate,
      told_late: toldLate,
      failed_asks: failedAsks,
      memory_over_1gib: appMiB > 1024 ? 1 : 0,
    },
  };
}
