import { type GateVerdict, type HmacBytes, qrText } from '@fanpass/contracts';
import { createHmac, randomBytes } from 'node:crypto';
import { type BenchApp, pool, type Target, targetsOf } from './app.js';
import { type Db, places } from './db.js';
import { latencies, type Outcome } from './levels.js';
import { type Fan, seedEvent, seedFans } from './seed.js';
import { signedPost } from './signed.js';

/**
 * Gate entry at the doors (issue 13): `tickets` tickets, 50 gate devices (staff sessions)
 * validating over HTTP with the real signature, 5% duplicate scans and 2% expired codes (a
 * screenshot from minutes ago); then the answers and the database: no ticket admitted twice, every
 * scan answered with the verdict it deserved.
 */

const DEVICES = 50;
const qrHmac: HmacBytes = (key, message) => createHmac('sha256', Buffer.from(key, 'hex')).update(message).digest();

export interface GateOptions {
  tickets: number;
  /** Tickets scanned first on an event of their own (the JIT warmed up); none when 0. */
  warmup: number;
}

interface Device extends Fan {
  gate: string;
}

export interface Ticket {
  id: number;
  code: string;
  secret: string;
}

/** An event starting within the hour and its tickets, ready at the doors. */
async function seedTickets(db: Db, slug: string, count: number): Promise<{ eventId: number; tickets: Ticket[] }> {
  const now = Date.now();
  const { eventId, typeId } = await seedEvent(db, slug, { capacity: count, startsInMs: 3_600_000 });
  const tickets: Ticket[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, () => ({
      code: randomBytes(10).toString('hex').toUpperCase(),
      secret: randomBytes(32).toString('hex'),
    }));
    await db.run(
      `INSERT INTO tickets (code, order_id, user_id, event_id, ticket_type_id, seat_area, status, secret, created_at, updated_at) VALUES ${places(batch.length, "(?, 0, 0, ?, ?, 'Standing', 'ready', ?, ?, ?)")}`,
      batch.flatMap((b) => [b.code, eventId, typeId, b.secret, now, now]),
    );
    const ids = await db.all<{ id: number; code: string }>(
      `SELECT id, code FROM tickets WHERE code IN (${places(batch.length)})`,
      batch.map((b) => b.code),
    );
    const idOf = new Map(ids.map((r) => [r.code, Number(r.id)]));
    for (const b of batch) tickets.push({ id: idOf.get(b.code)!, ...b });
  }
  return { eventId, tickets };
}

/** The gate devices: signed-in staff of the events. */
async function seedDevices(app: BenchApp, eventIds: number[]): Promise<Device[]> {
  const staff = await seedFans(app.db, DEVICES, app.keys.jwt);
  const now = Date.now();
  await app.db.run(
    `INSERT INTO gate_staff (user_id, event_id, created_at) VALUES ${places(staff.length * eventIds.length, '(?, ?, ?)')}`,
    staff.flatMap((s) => eventIds.flatMap((eventId) => [s.id, eventId, now])),
  );
  return staff.map((s, i) => ({ ...s, gate: `Gate ${i + 1}` }));
}

export interface Scan {
  ticket: Ticket;
  /** How old the QR is, in steps (0: fresh; 5: a screenshot from minutes ago). */
  age: number;
}

/** Every ticket once, 5% scanned a second time (soon after, maybe at another gate), 2% with an expired code. */
export function scansOf<T>(tickets: T[]): { ticket: T; age: number }[] {
  const scans = tickets.map((ticket) => ({ ticket, age: 0 }));
  const extra = (share: number, make: (i: number) => { ticket: T; age: number }) => {
    for (let i = 0; i < Math.floor(tickets.length * share); i++) {
      scans.splice(Math.min(scans.length, ((i * 7919) % tickets.length) + 3), 0, make(i));
    }
  };
  extra(0.05, (i) => ({ ticket: tickets[(i * 7919) % tickets.length]!, age: 0 }));
  extra(0.02, (i) => ({ ticket: tickets[(i * 104_729) % tickets.length]!, age: 5 }));
  return scans;
}

export interface Answer {
  scan: Scan;
  verdict: GateVerdict | 'error';
  ms: number;
}

async function validate(target: Target, device: Device, eventId: number, scan: Scan): Promise<Answer> {
  const qr = qrText(scan.ticket.secret, scan.ticket.code, Date.now() - scan.age * 30_000, 30, qrHmac);
  const reply = await signedPost<{ verdict?: GateVerdict }>(
    target.base,
    target.agent,
    '/fanapih5/gate/validate',
    device,
    {
      eventId,
      qr,
      gate: device.gate,
    },
  );
  const verdict = reply.code === 200 && reply.data?.verdict ? reply.data.verdict : 'error';
  return { scan, verdict, ms: reply.ms };
}

/** Each device scanning the next ticket in the queue as soon as its last answer came. */
async function drive(targets: Target[], devices: Device[], eventId: number, scans: Scan[]) {
  const answers: Answer[] = [];
  let next = 0;
  const started = performance.now();
  await pool(devices, devices.length, async (device, i) => {
    const target = targets[i % targets.length]!;
    while (next < scans.length) answers.push(await validate(target, device, eventId, scans[next++]!));
  });
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/** Tickets admitted more than once, and answers that are not what the scan deserved. */
export async function checkGate(db: Db, eventId: number, answers: Answer[]) {
  const valid = new Map<number, number>();
  let wrong = 0;
  for (const a of answers) {
    if (a.scan.age > 0) {
      if (a.verdict !== 'expired') wrong++;
      continue;
    }
    // A fresh scan is 'valid' or 'alreadyUsed' (its duplicate may race ahead of it); once per ticket 'valid'.
    if (a.verdict === 'valid') valid.set(a.scan.ticket.id, (valid.get(a.scan.ticket.id) ?? 0) + 1);
    else if (a.verdict !== 'alreadyUsed') wrong++;
  }
  const scanned = new Set(answers.filter((a) => a.scan.age === 0).map((a) => a.scan.ticket.id));
  // Every ticket scanned with a fresh code was admitted exactly once.
  wrong += [...scanned].filter((id) => !valid.has(id)).length;
  let twice = [...valid.values()].filter((n) => n > 1).length;
  const rows = await db.all<{ ticket_id: number }>(
    `SELECT h.ticket_id FROM ticket_history h JOIN tickets t ON t.id = h.ticket_id
     WHERE t.event_id = ? AND h.kind = 'Validated' GROUP BY h.ticket_id HAVING COUNT(*) > 1`,
    [eventId],
  );
  twice += rows.length;
  const [{ n: validated } = { n: 0 }] = await db.all<{ n: number }>(
    "SELECT COUNT(*) AS n FROM tickets WHERE event_id = ? AND status = 'validated'",
    [eventId],
  );
  wrong += Math.abs(Number(validated) - scanned.size);
  return { twice, wrong };
}

export async function runGate(app: BenchApp, options: GateOptions): Promise<Outcome> {
  const tag = randomBytes(4).toString('hex');
  const run = await seedTickets(app.db, `gate-${tag}`, options.tickets);
  const warm = options.warmup > 0 ? await seedTickets(app.db, `gate-${tag}-warm`, options.warmup) : undefined;
  const devices = await seedDevices(app, [run.eventId, ...(warm ? [warm.eventId] : [])]);
  const targets = targetsOf(app, devices.length);
  try {
    if (warm) await drive(targets, devices, warm.eventId, scansOf(warm.tickets));
    const cpuBefore = app.cpuMs();
    const { answers, seconds } = await drive(targets, devices, run.eventId, scansOf(run.tickets));
    const cpuMs = app.cpuMs() - cpuBefore;
    const { twice, wrong } = await checkGate(app.db, run.eventId, answers);
    return {
      scenario: 'gate',
      db: app.kind,
      size: { tickets: run.tickets.length, devices: devices.length, scans: answers.length },
      rate: answers.length / seconds,
      ...latencies(answers.map((a) => a.ms)),
      cpuUs: (cpuMs * 1000) / answers.length,
      counts: { admitted_twice: twice, wrong_verdicts: wrong },
    };
  } finally {
    for (const t of targets) t.agent.destroy();
  }
}
