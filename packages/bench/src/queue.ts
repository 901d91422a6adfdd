import { QUEUE_ADMISSION_HEADER, type QueueStatusView, seedCommitment, shuffledOrder } from '@fanpass/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { BenchApp, Target } from './app.js';
import { latencies, type Outcome } from './levels.js';
import { quantities } from './onsale.js';
import { purchase, type Purchase } from './purchase.js';
import { type BenchEvent, type Fan, seedEvent, seedFans } from './seed.js';
import { signedPost } from './signed.js';

/**
 * The on-sale waiting room (issue 48): `fans` fans for an event of `seats` seats; 60% join the
 * prequeue before the start, 40% arrive in the first minute after it; admissions at `rate` a
 * minute. Each fan asks for its status when the previous answer says (retryAfterMs), as the
 * screen does when it has no stream; once admitted it holds and pays as in `purchase`. A handful
 * of fans try the order call without an admission. Then the checks the issue names.
 */
export interface QueueOptions {
  fans: number;
  seats: number;
  rate: number;
}

/** ALTCHA difficulty for the run: the fans' proof of work is real but small (the bench's CPU is the app's). */
export const QUEUE_BENCH_ENV = { ALTCHA_MAX_NUMBER: '10' };

interface FanRun {
  fan: Fan;
  prequeue: boolean;
  joinAt: number;
  place: string | null;
  code: string | null;
  arrival: number | null;
  position: boolean;
  admissionIndex: number | null;
  admittedSeenAt: number | null;
  soldOutSeenAt: number | null;
  purchase: Purchase | null;
}

function getJson<T>(target: Target, path: string): Promise<{ code: number; data: T | null; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ agent: target.agent, host: target.base.hostname, port: target.base.port, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const ms = performance.now() - started;
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: number; data: T };
          resolve({ code: body.code, data: body.data, ms });
        } catch {
          resolve({ code: -1, data: null, ms });
        }
      });
    });
    req.setTimeout(60_000, () => req.destroy(new Error('timed out')));
    req.on('error', () => resolve({ code: -1, data: null, ms: performance.now() - started }));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A GET whose answer is raw JSON (no envelope). */
function getRaw(target: Target, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ agent: target.agent, host: target.base.hostname, port: target.base.port, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The ALTCHA answer a fan's browser would send (altcha-lib solves the server's challenge). */
async function captcha(target: Target): Promise<string> {
  const c = JSON.parse(await getRaw(target, '/fanapih5/humanCheck/challenge')) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
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

export async function runQueue(app: BenchApp, o: QueueOptions): Promise<Outcome> {
  const db = app.db;
  const cpuBefore = app.cpuMs();
  const targets: Target[] = app.instances.map((i) => ({
    base: new URL(i.url),
    agent: new Agent({ keepAlive: true, maxSockets: 256 }),
  }));
  const fans = await seedFans(db, o.fans + 20, app.keys.jwt);
  const intruders = fans.splice(o.fans);
  const event: BenchEvent = await seedEvent(db, `queue-${randomBytes(3).toString('hex')}`, {
    capacity: o.seats,
    limit: 4,
  });
  const prequeueCount = Math.round(o.fans * 0.6);
  // Long enough for the prequeue to join before the start (each join is a human check and a write).
  const startAt = Date.now() + Math.max(15_000, prequeueCount * 2);
  const seed = randomBytes(32).toString('hex');
  await db.run('UPDATE events SET sale_starts_at = ? WHERE id = ?', [startAt, event.eventId]);
  await db.run(
    `INSERT INTO queue_settings (event_id, enabled, method, mode, prequeue_opens_at, rate_per_minute, max_active, admission_seconds, seed, seed_hash, updated_at)
     VALUES (?, 1, 'shuffle', 'open', ?, ?, ?, 120, ?, ?, ?)`,
    [event.eventId, Date.now() - 1000, o.rate, o.fans, seed, seedCommitment(seed), Date.now()],
  );
  const qty = quantities(o.fans, 4848);
  const runs: FanRun[] = fans.map((fan, i) => ({
    fan,
    prequeue: i < prequeueCount,
    joinAt: i < prequeueCount ? 0 : startAt + Math.floor(((i - prequeueCount) / (o.fans - prequeueCount)) * 60_000),
    place: null,
    code: null,
    arrival: null,
    position: false,
    admissionIndex: null,
    admittedSeenAt: null,
    soldOutSeenAt: null,
    purchase: null,
  }));
  const statusMs: number[] = [];
  const samples: { at: number; admitted: number }[] = [];
  let allHeldAt: number | null = null;
  let done = false;

  // The moment every seat is held or sold, as the database says.
  const watcher = (async () => {
    while (!done && allHeldAt === null) {
      const [row] = await db.all<{ taken: number }>('SELECT sold + held AS taken FROM ticket_types WHERE id = ?', [
        event.typeId,
      ]);
      if (Number(row?.taken) >= o.seats) allHeldAt = Date.now();
      await sleep(100);
    }
  })();

  const join = async (run: FanRun, i: number) => {
    const target = targets[i % targets.length]!;
    await sleep(run.joinAt - Date.now());
    const joined = await signedPost<{ place: string }>(target.base, target.agent, '/fanapih5/queue/join', run.fan, {
      eventId: event.eventId,
      captcha: await captcha(target),
    });
    if (joined.code === 200 && joined.data) run.place = joined.data.place;
    // Arriving after the last seat went: told so at once, instead of a place.
    else if (joined.code === 3207) run.soldOutSeenAt = Date.now();
  };

  const follow = async (run: FanRun, i: number) => {
    const target = targets[i % targets.length]!;
    if (!run.place) return;
    for (;;) {
      const answer = await getJson<QueueStatusView>(
        target,
        `/fanapih5/queue/status?place=${encodeURIComponent(run.place)}`,
      );
      const now = Date.now();
      if (answer.code !== 200 || !answer.data) {
        await sleep(2000);
        continue;
      }
      if (now >= startAt) statusMs.push(answer.ms);
      const s = answer.data;
      samples.push({ at: now, admitted: s.admitted });
      run.code = s.code;
      run.arrival = s.arrival;
      if (s.position !== null) run.position = true;
      if (s.state === 'admitted' && s.admission) {
        run.admissionIndex = s.admissionIndex;
        run.admittedSeenAt = now;
        const headers = { [QUEUE_ADMISSION_HEADER]: s.admission.token };
        let p = await purchase(target, run.fan, qty[i]!, event, app.keys.sandbox, headers);
        // Fewer seats left than wanted: the screen offers what is left; the bench takes one.
        if (p.refused === 3005 && qty[i]! > 1) p = await purchase(target, run.fan, 1, event, app.keys.sandbox, headers);
        run.purchase = p;
        return;
      }
      if (s.state === 'soldOut') {
        run.soldOutSeenAt = now;
        return;
      }
      if (s.state === 'expired' || s.state === 'closed') return;
      await sleep(s.retryAfterMs);
    }
  };
  if (process.env.BENCH_DEBUG) {
    const timer = setInterval(() => {
      const seen = samples.at(-1)?.admitted ?? 0;
      const told = runs.filter((r) => r.soldOutSeenAt !== null).length;
      console.error(
        `queue: t=${Math.round((Date.now() - startAt) / 1000)}s admitted=${seen} soldOut=${told} held=${allHeldAt ? 'yes' : 'no'}`,
      );
    }, 5000);
    timer.unref();
  }

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
        {
          eventId: event.eventId,
          items: [{ ticketTypeId: event.typeId, quantity: 1 }],
        },
        forged,
      );
      if (r.code === 200) accepted++;
    }
    return accepted;
  })();

  // The prequeue joins as fast as the fans can (200 at once); arrivals at their moment. Each fan
  // then follows its place on its own.
  const tasks: Promise<void>[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 200 }, async () => {
      while (next < prequeueCount) {
        const i = next++;
        await join(runs[i]!, i);
        tasks.push(follow(runs[i]!, i));
      }
    }),
  );
  for (let i = prequeueCount; i < runs.length; i++) {
    tasks.push(join(runs[i]!, i).then(() => follow(runs[i]!, i)));
  }
  const deadline = startAt + 5 * 60_000;
  await Promise.race([Promise.all(tasks), sleep(deadline - Date.now())]);
  done = true;
  const bypassed = await bypass;
  await watcher;
  const cpuUs = ((app.cpuMs() - cpuBefore) * 1000) / Math.max(1, statusMs.length);

  // Admission order: the published shuffle of the prequeue, then arrivals in order.
  const published = await getJson<{ codes: string[]; seed: string; seedHash: string }>(
    targets[0]!,
    `/fanapih5/queue/prequeue?eventId=${event.eventId}`,
  );
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
  const toldLate = runs.filter(
    (r) =>
      r.admissionIndex === null &&
      (r.soldOutSeenAt === null || allHeldAt === null || r.soldOutSeenAt - allHeldAt > 10_000),
  ).length;
  const memory = Math.max(...app.instances.map((i) => peakMiB(i.pid)), process.resourceUsage().maxRSS / 1024);
  const { p50, p99 } = latencies(statusMs);
  return {
    scenario: 'queue',
    db: app.kind,
    size: { fans: o.fans, seats: o.seats, rate_per_min: o.rate, instances: app.instances.length },
    rate: perMinute / 60,
    p50,
    p99,
    cpuUs,
    counts: {
      no_position: noPosition,
      oversold,
      admitted_twice: admittedTwice,
      orders_without_admission: unadmittedOrders,
      order_mismatch: orderMismatch,
      rate_off_5pct: rateOff,
      seats_held_after_3min: heldLate,
      told_late: toldLate,
      memory_over_1gib: memory > 1024 ? 1 : 0,
    },
  };
}
