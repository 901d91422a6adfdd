import { randomBytes } from 'node:crypto';
import { type BenchApp, pool, type Target, targetsOf } from './app.js';
import type { Db } from './db.js';
import { latencies, type Outcome } from './levels.js';
import { type BenchEvent, type Fan, seedEvent, seedFans } from './seed.js';
import { signedPost } from './signed.js';

/**
 * The on-sale flash crowd (issues 5 and 18): `seats` seats, `buyers` distinct signed-in fans racing
 * with orders of 1–4 tickets (`order/create`, signed as the H5 client signs it), a tenth of them
 * firing a second order at the same moment; then the database: no seat held or sold twice, no fan
 * past the limit, every hold answered and every answer held.
 */

/** Tickets a fan may hold for the event. */
export const LIMIT = 4;
/** What the crowd may be answered: held, sold out (3004), over the limit (3005), a live hold already (3019). */
const EXPECTED = new Set([200, 3004, 3005, 3019]);

export interface OnsaleOptions {
  buyers: number;
  seats: number;
  connections: number;
  /** Orders of one ticket each instance takes on an event of its own first (its JIT warmed up). */
  warmup: number;
}

export interface Answer {
  ms: number;
  code: number;
  orderNo?: string;
  quantity: number;
}

/**
 * Deterministic 1–4 quantities, so both databases see the same crowd: a 31-bit linear congruential
 * sequence (Math.imul keeps the product exact, where a plain `*` loses its low bits past 2^53), its
 * quantity from the high bits (the low two bits of such a sequence only count 1, 2, 3, 4 in turn).
 */
export function quantities(n: number, seed = 12345): number[] {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    return ((x >>> 16) % LIMIT) + 1;
  });
}

/** Every fan orders once; a tenth fire a second order at the same moment (deterministic). */
export function jobsOf<T>(fans: T[]): { fan: T; quantity: number }[] {
  // The one live hold per fan and event, and the limit, under concurrency: a second selection is
  // refused with 3019.
  const extra = Math.floor(fans.length / 10);
  const qty = quantities(fans.length + extra);
  const jobs = fans.map((fan, i) => ({ fan, quantity: qty[i]! }));
  for (let i = 0; i < extra; i++) {
    jobs.splice((i * 11) % jobs.length, 0, { fan: fans[i]!, quantity: qty[fans.length + i]! });
  }
  return jobs;
}

function order(target: Target, fan: Fan, event: BenchEvent, quantity: number): Promise<Answer> {
  const body = { eventId: event.eventId, items: [{ ticketTypeId: event.typeId, quantity }] };
  return signedPost<{ orderNo?: string }>(target.base, target.agent, '/fanapih5/order/create', fan, body).then(
    (reply) => ({ ms: reply.ms, code: reply.code, orderNo: reply.data?.orderNo, quantity }),
  );
}

/** The database after the race: the seat area's counts against the orders and the answers. */
export async function checkOnsale(db: Db, event: BenchEvent, seats: number, answers: Answer[]) {
  const [type] = await db.all<{ sold: number; held: number }>('SELECT sold, held FROM ticket_types WHERE id = ?', [
    event.typeId,
  ]);
  const orders = await db.all<{ order_no: string; user_id: number; quantity: number; seats: number | null }>(
    `SELECT o.order_no, o.user_id, o.quantity, (SELECT SUM(i.quantity) FROM order_items i WHERE i.order_id = o.id) AS seats
     FROM orders o WHERE o.event_id = ? AND o.status IN ('held', 'paid')`,
    [event.eventId],
  );
  const ok = answers.filter((a) => a.code === 200);
  const byNo = new Map(orders.map((o) => [o.order_no, o]));
  const answered = new Set(ok.map((a) => a.orderNo));
  // A hold answered without its order (or with other seats), or an order nobody was answered.
  let orphans = ok.filter((a) => !a.orderNo || Number(byNo.get(a.orderNo)?.seats ?? 0) !== a.quantity).length;
  orphans += orders.filter(
    (o) => !o.seats || Number(o.seats) !== Number(o.quantity) || !answered.has(o.order_no),
  ).length;
  const inOrders = orders.reduce((s, o) => s + Number(o.seats ?? 0), 0);
  const taken = Number(type!.sold) + Number(type!.held);
  const oversold = Math.max(0, taken - seats) + Math.max(0, inOrders - seats) + Math.abs(inOrders - taken);
  const perFan = new Map<number, number>();
  for (const o of orders) perFan.set(Number(o.user_id), (perFan.get(Number(o.user_id)) ?? 0) + Number(o.seats ?? 0));
  const overLimit = [...perFan.values()].filter((n) => n > LIMIT).length;
  return { held: taken, oversold, overLimit, orphans, unexpected: answers.filter((a) => !EXPECTED.has(a.code)).length };
}

export async function runOnsale(app: BenchApp, options: OnsaleOptions): Promise<Outcome> {
  const { db } = app;
  const tag = randomBytes(4).toString('hex');
  const fans = await seedFans(db, options.buyers, app.keys.jwt);
  const sale = await seedEvent(db, `onsale-${tag}`, { capacity: options.seats, limit: LIMIT });
  const targets = targetsOf(app, options.connections);
  try {
    // Each instance warmed up as a server already serving is when a sale opens, on an event of its
    // own whose seats run out halfway (both the hold and the refusal run).
    for (const [i, target] of targets.entries()) {
      if (options.warmup <= 0) break;
      const warm = await seedEvent(db, `onsale-${tag}-warm-${i}`, { capacity: Math.ceil(options.warmup / 2) });
      const orders = Array.from({ length: options.warmup }, (_, n) => fans[n % fans.length]!);
      await pool(orders, options.connections, async (fan) => void (await order(target, fan, warm, 1)));
    }

    const jobs = jobsOf(fans);
    const answers: Answer[] = [];
    const cpuBefore = app.cpuMs();
    const started = performance.now();
    // Job i to instance i mod n.
    await pool(jobs, options.connections, async (job, i) => {
      answers.push(await order(targets[i % targets.length]!, job.fan, sale, job.quantity));
    });
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = app.cpuMs() - cpuBefore;

    const checked = await checkOnsale(db, sale, options.seats, answers);
    return {
      scenario: 'onsale',
      db: app.kind,
      size: {
        ...(app.instances.length > 1 ? { instances: app.instances.length } : {}),
        seats: options.seats,
        buyers: fans.length,
        orders: answers.length,
        held: checked.held,
      },
      rate: answers.length / seconds,
      ...latencies(answers.map((a) => a.ms)),
      cpuUs: (cpuMs * 1000) / answers.length,
      counts: {
        oversold: checked.oversold,
        over_limit: checked.overLimit,
        orphans: checked.orphans,
        unexpected: checked.unexpected,
      },
    };
  } finally {
    for (const t of targets) t.agent.destroy();
  }
}
