import {
  DEV_SIGNING_KEY,
  type GateVerdict,
  makeNonce,
  qrText,
  sign,
  type HmacBytes,
  SIGNATURE_VERSION,
} from '@fanpass/contracts';
import { spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { processCpuMs, stopProcess, waitUntilUp } from '@fanpass/test-support';
import { type Db, freshDatabase, jwt, mysqlDb, percentile, sqliteDb } from './onsale.js';
import { type RunningServer, startApp } from './servers.js';

/**
 * Gate entry at the doors (issue 13): 20,000 tickets, 50 gate devices (staff sessions) validating
 * over HTTP with the real signature, 5% duplicate scans and 2% expired codes (a screenshot from
 * minutes ago), then a check of the answers and the database; beside a floor measured in the same
 * run: a bare Fastify route running the same validation SQL through the same driver, driven by the
 * same load generator (the same signed requests).
 */

const DEVICES = 50;
const nativeHmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url');
const qrHmac: HmacBytes = (key, message) => createHmac('sha256', Buffer.from(key, 'hex')).update(message).digest();

interface Device {
  token: string;
  uuid: string;
  gate: string;
}

interface Seeded {
  eventId: number;
  tickets: { id: number; code: string; secret: string }[];
}

async function seedEvent(db: Db, slug: string, count: number): Promise<Seeded> {
  const now = Date.now();
  await db.run(
    `INSERT INTO events (slug, title, about, images, venue, location, starts_at, ends_at, sale_starts_at, desktop_only, real_name_required, ticket_limit, currency, created_at, updated_at)
     VALUES (?, 'Gate bench', '', '[]', 'Arena', 'Macau', ?, ?, ?, 0, 0, 4, 'VND', ?, ?)`,
    [slug, now + 3_600_000, now + 7_200_000, now - 86_400_000, now, now],
  );
  const [event] = await db.all<{ id: number }>('SELECT id FROM events WHERE slug = ?', [slug]);
  const eventId = Number(event!.id);
  const tickets: Seeded['tickets'] = [];
  for (let start = 0; start < count; start += 500) {
    const n = Math.min(500, count - start);
    const rows: unknown[] = [];
    const batch: { code: string; secret: string }[] = [];
    for (let i = 0; i < n; i++) {
      const code = randomBytes(10).toString('hex').toUpperCase();
      const secret = randomBytes(32).toString('hex');
      batch.push({ code, secret });
      rows.push(code, 0, 0, eventId, 0, 'Standing', 'ready', secret, now, now);
    }
    await db.run(
      `INSERT INTO tickets (code, order_id, user_id, event_id, ticket_type_id, seat_area, status, secret, created_at, updated_at) VALUES ${Array(n).fill('(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      rows,
    );
    const ids = await db.all<{ id: number; code: string }>(
      `SELECT id, code FROM tickets WHERE code IN (${batch.map(() => '?').join(', ')})`,
      batch.map((b) => b.code),
    );
    const idOf = new Map(ids.map((r) => [r.code, Number(r.id)]));
    for (const b of batch) tickets.push({ id: idOf.get(b.code)!, ...b });
  }
  return { eventId, tickets };
}

/** The gate devices: staff accounts of the events, each signed in (sessions made as SessionsService does). */
async function seedDevices(db: Db, eventIds: number[]): Promise<Device[]> {
  const now = Date.now();
  const tag = randomBytes(3).toString('hex');
  const devices: Device[] = [];
  for (let i = 0; i < DEVICES; i++) {
    const uuid = randomUUID();
    await db.run(
      `INSERT INTO users (uuid, email, password_hash, invite_code, phone_verified, status, role, created_at, updated_at) VALUES (?, ?, 'x', ?, 1, 'active', 'fan', ?, ?)`,
      [uuid, `gate-${tag}-${i}@example.com`, `G${tag}${i}`.slice(0, 16), now, now],
    );
    const [user] = await db.all<{ id: number }>('SELECT id FROM users WHERE uuid = ?', [uuid]);
    const userId = Number(user!.id);
    for (const eventId of eventIds) {
      await db.run('INSERT INTO gate_staff (user_id, event_id, created_at) VALUES (?, ?, ?)', [userId, eventId, now]);
    }
    const sid = randomUUID();
    await db.run('INSERT INTO sessions (id, user_id, platform, created_at, expires_at) VALUES (?, ?, ?, ?, ?)', [
      sid,
      userId,
      'H5',
      now,
      now + 86_400_000,
    ]);
    devices.push({ token: jwt(userId, sid, now), uuid, gate: `Gate ${i + 1}` });
  }
  return devices;
}

interface Scan {
  ticket: Seeded['tickets'][number];
  /** How old the QR is, in steps (0: fresh; 5: a screenshot from minutes ago). */
  age: number;
  duplicate: boolean;
}

/** Every ticket once, 5% scanned a second time (soon after, maybe at another gate), 2% with an expired code. */
function scansOf(tickets: Seeded['tickets']): Scan[] {
  const scans: Scan[] = tickets.map((ticket) => ({ ticket, age: 0, duplicate: false }));
  const extra = (share: number, make: (i: number) => Scan) => {
    for (let i = 0; i < Math.floor(tickets.length * share); i++) {
      const scan = make(i);
      scans.splice(Math.min(scans.length, ((i * 7919) % tickets.length) + 3), 0, scan);
    }
  };
  extra(0.05, (i) => ({ ticket: tickets[(i * 7919) % tickets.length]!, age: 0, duplicate: true }));
  extra(0.02, (i) => ({ ticket: tickets[(i * 104_729) % tickets.length]!, age: 5, duplicate: false }));
  return scans;
}

interface Answer {
  scan: Scan;
  verdict: GateVerdict | 'error';
  ms: number;
}

function validate(base: URL, agent: Agent, device: Device, eventId: number, scan: Scan): Promise<Answer> {
  const qr = qrText(scan.ticket.secret, scan.ticket.code, Date.now() - scan.age * 30_000, 30, qrHmac);
  const body = { eventId, qr, gate: device.gate };
  const text = JSON.stringify(body);
  const timestamp = String(Date.now());
  const nonce = makeNonce();
  const signature = sign({ platform: 'H5', timestamp, nonce, params: body }, DEV_SIGNING_KEY, nativeHmac);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: '/fanapih5/gate/validate',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          platform: 'H5',
          timestamp,
          nonce,
          'signature-version': String(SIGNATURE_VERSION),
          signature,
          token: device.token,
          uuid: device.uuid,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let verdict: Answer['verdict'] = 'error';
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString()) as {
              code: number;
              data?: { verdict?: GateVerdict };
            };
            if (parsed.code === 200 && parsed.data?.verdict) verdict = parsed.data.verdict;
          } catch {
            // stays 'error'
          }
          resolve({ scan, verdict, ms: performance.now() - started });
        });
      },
    );
    req.on('error', () => resolve({ scan, verdict: 'error', ms: performance.now() - started }));
    req.end(text);
  });
}

/** 50 devices scanning the job list as fast as answers come; answers every scan's verdict and the rate. */
async function drive(url: string, devices: Device[], eventId: number, scans: Scan[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: devices.length });
  const base = new URL(url);
  const answers: Answer[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    devices.map(async (device) => {
      while (next < scans.length) answers.push(await validate(base, agent, device, eventId, scans[next++]!));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { answers, perS: answers.length / seconds };
}

/** Tickets admitted more than once, and answers that are not what the scan deserved. */
async function check(db: Db, eventId: number, answers: Answer[]) {
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
  const rows = await db.all<{ ticket_id: number; n: number }>(
    `SELECT h.ticket_id, COUNT(*) AS n FROM ticket_history h JOIN tickets t ON t.id = h.ticket_id
     WHERE t.event_id = ? AND h.kind = 'Validated' GROUP BY h.ticket_id HAVING COUNT(*) > 1`,
    [eventId],
  );
  twice += rows.length;
  const [{ n: validated }] = (await db.all<{ n: number }>(
    "SELECT COUNT(*) AS n FROM tickets WHERE event_id = ? AND status = 'validated'",
    [eventId],
  )) as [{ n: number }];
  if (Number(validated) !== scanned.size) wrong += Math.abs(Number(validated) - scanned.size);
  return { twice, wrong };
}

function startFloor(port: number, kind: string, url: string): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./gate-floor-server.js', import.meta.url)), String(port), kind, url],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  return waitUntilUp(`${base}/fanapih5/notify`, child).then(() => ({
    url: base,
    stop: () => stopProcess(child),
    cpuMs: () => processCpuMs(child.pid),
  }));
}

/** The measured scans, in rounds: each ticket's scans stay in one round. */
function rounds(tickets: Seeded['tickets'], count: number): Scan[][] {
  const size = Math.ceil(tickets.length / count);
  return Array.from({ length: count }, (_, r) => scansOf(tickets.slice(r * size, (r + 1) * size)));
}

const ROUNDS = 5;

async function runOne(kind: 'sqlite' | 'mysql', port: number, tickets: number): Promise<string> {
  const { url, drop } = await freshDatabase(kind, 'gate');
  const app = await startApp(port, { DATABASE_URL: url, THROTTLE_LIMIT: '10000000', SEED_DEMO: 'false' });
  const db = kind === 'sqlite' ? sqliteDb(url.slice('sqlite:'.length)) : await mysqlDb(url);
  let floor: RunningServer | undefined;
  try {
    const warm = await seedEvent(db, 'bench-gate-warm', 2000);
    const run = await seedEvent(db, 'bench-gate', tickets);
    const floorWarm = await seedEvent(db, 'bench-gate-floor-warm', 2000);
    const floorRun = await seedEvent(db, 'bench-gate-floor', tickets);
    const devices = await seedDevices(db, [warm.eventId, run.eventId]);
    floor = await startFloor(port + 1, kind, url);

    // Warm both up (their JIT) on events of their own. Then the measured scans in rounds, the app
    // and the floor taking turns, so a change in the shared machine's load weighs on both alike.
    await drive(app.url, devices, warm.eventId, scansOf(warm.tickets));
    await drive(floor.url, devices, floorWarm.eventId, scansOf(floorWarm.tickets));
    const appRounds = rounds(run.tickets, ROUNDS);
    const floorRounds = rounds(floorRun.tickets, ROUNDS);
    const answers: Answer[] = [];
    const floorAnswers: Answer[] = [];
    let appSeconds = 0;
    let floorSeconds = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const a = await drive(app.url, devices, run.eventId, appRounds[r]!);
      answers.push(...a.answers);
      appSeconds += a.answers.length / a.perS;
      const f = await drive(floor.url, devices, floorRun.eventId, floorRounds[r]!);
      floorAnswers.push(...f.answers);
      floorSeconds += f.answers.length / f.perS;
    }
    const { twice, wrong } = await check(db, run.eventId, answers);
    const errors = answers.filter((a) => a.verdict === 'error').length;
    if (errors) console.log(`gate: db=${kind} ${errors} scans answered with an error`);
    const floorCheck = await check(db, floorRun.eventId, floorAnswers);
    if (floorCheck.twice || floorCheck.wrong) console.log(`gate: db=${kind} the floor itself was wrong`, floorCheck);
    if (twice || wrong || errors) process.exitCode = 1;
    const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
    const perS = answers.length / appSeconds;
    const floorPerS = floorAnswers.length / floorSeconds;
    return (
      `gate: db=${kind} tickets=${run.tickets.length} scans=${answers.length} admitted_twice=${twice} wrong_verdicts=${wrong} ` +
      `scans_per_s=${perS.toFixed(0)} p99_ms=${percentile(latencies, 99).toFixed(1)} ` +
      `floor_per_s=${floorPerS.toFixed(0)} ratio=${(perS / floorPerS).toFixed(2)}`
    );
  } finally {
    await db.close();
    await floor?.stop();
    await app.stop();
    await drop();
  }
}

export async function gateScenario(args: { tickets: number }): Promise<void> {
  const tickets = Math.max(1000, args.tickets);
  const lines = [await runOne('sqlite', 3921, tickets)];
  if (/^(mysql|mariadb):/.test(process.env.DATABASE_URL ?? '')) lines.push(await runOne('mysql', 3923, tickets));
  for (const line of lines) console.log(line);
}
