import { spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import { processCpuMs, ROOT, stopProcess, waitUntilUp } from '@fanpass/test-support';
import { type Db, freshDatabase, jwt, mysqlDb, percentile, sqliteDb } from './onsale.js';
import { type RunningServer, startApp } from './servers.js';
import { type Login, signedPost } from './signed.js';

/**
 * Paying from the wallet (issue 12): at least 2,000 funded wallets whose fans have a payment
 * password, each paying a held ticket order over HTTP with the real signature, the payment password
 * and an Idempotency-Key — a tenth of the wallets short (they must be refused with 5104), a tenth
 * racing two orders of which the balance covers one, a tenth sending the same payment twice at once
 * (the replay must answer the first payment) — then a check of the answers, the ledger and
 * `pnpm ops wallet verify`; beside a floor measured in the same run: a bare Fastify route running
 * the ledger's SQL for the same payments through the same driver and the same load generator.
 *
 * Fans, sessions, payment passwords and the funding are written straight into the database the
 * app migrated, as the app writes them (users.pay_password_hash as PinHasher makes it; each wallet
 * funded by a paid top-up: its W order, its succeeded sandbox payment and one balanced ledger
 * transaction `topup:<paymentNo>` crediting the fan's cash from clearing, as TopUpsService.pay
 * posts it). The held orders are made by the app itself over HTTP (order/create).
 */

const PRICE = 100_000;
const WARM_WALLETS = 400;
const ROUNDS = 5;
const INSUFFICIENT = 5104;

type Role = 'normal' | 'short' | 'racer' | 'replay';

/** Which wallets are short, race two orders, or replay one payment: a tenth each. */
const roleOf = (i: number): Role => (['short', 'racer', 'replay'] as const)[i % 10] ?? 'normal';
const quantityOf = (i: number, second = false) => ((i * 7 + (second ? 3 : 0)) % 4) + 1;

interface Fan extends Login {
  id: number;
  pin: string;
}

interface Wallet {
  fan: Fan;
  role: Role;
  orders: { orderNo: string; total: number }[];
  funded: number;
}

interface Job {
  wallet: Wallet;
  orderNo: string;
  key: string;
}

interface Answer {
  job: Job;
  code: number;
  paymentNo: string | null;
  ms: number;
}

interface BenchEvent {
  eventId: number;
  typeId: number;
}

/** The pin as PinHasher.hash stores it: HMAC-SHA256 under PAYMENT_PIN_KEY of the account id and the pin. */
const pinHash = (key: string, userId: number, pin: string) =>
  `hmac-sha256$${createHmac('sha256', key).update(`fanpass:pay-pin:${userId}:${pin}`).digest('base64url')}`;

const places = (n: number, one: string) => Array(n).fill(one).join(', ');

async function seedEvent(db: Db, slug: string): Promise<BenchEvent> {
  const now = Date.now();
  await db.run(
    `INSERT INTO events (slug, title, about, images, venue, location, starts_at, ends_at, sale_starts_at, desktop_only, real_name_required, ticket_limit, currency, created_at, updated_at)
     VALUES (?, 'Wallet bench', '', '[]', 'Arena', 'Macau', ?, ?, ?, 0, 0, 4, 'VND', ?, ?)`,
    [slug, now + 86_400_000 * 30, now + 86_400_000 * 30 + 3_600_000, now - 60_000, now, now],
  );
  const [event] = await db.all<{ id: number }>('SELECT id FROM events WHERE slug = ?', [slug]);
  await db.run(
    `INSERT INTO ticket_types (event_id, code, name, price, capacity, sold, held, sort_order, created_at, updated_at) VALUES (?, 'wallet', 'Standing', ?, 1000000, 0, 0, 0, ?, ?)`,
    [event!.id, PRICE, now, now],
  );
  const [type] = await db.all<{ id: number }>('SELECT id FROM ticket_types WHERE event_id = ?', [event!.id]);
  return { eventId: Number(event!.id), typeId: Number(type!.id) };
}

/** Signed-in fans with a payment password (users, sessions, JWTs as SessionsService issues them). */
async function seedFans(db: Db, count: number, pinKey: string, tag: string): Promise<Fan[]> {
  const now = Date.now();
  const fans: Fan[] = [];
  for (let start = 0; start < count; start += 500) {
    const n = Math.min(500, count - start);
    const uuids = Array.from({ length: n }, () => randomUUID());
    await db.run(
      `INSERT INTO users (uuid, email, password_hash, invite_code, phone_verified, status, role, created_at, updated_at) VALUES ${places(n, "(?, ?, 'x', ?, 1, 'active', 'fan', ?, ?)")}`,
      uuids.flatMap((uuid, i) => [
        uuid,
        `wallet-${tag}-${start + i}@example.com`,
        `W${tag}${start + i}`.slice(0, 16),
        now,
        now,
      ]),
    );
    const rows = await db.all<{ id: number; uuid: string }>(
      `SELECT id, uuid FROM users WHERE uuid IN (${places(n, '?')})`,
      uuids,
    );
    const batch = rows.map(({ id, uuid }, i) => {
      const sid = randomUUID();
      const userId = Number(id);
      return { id: userId, uuid, sid, pin: String(100_000 + ((userId * 7919 + i) % 900_000)) };
    });
    await db.run(
      `UPDATE users SET pay_password_hash = CASE id ${batch.map(() => 'WHEN ? THEN ?').join(' ')} END WHERE id IN (${places(batch.length, '?')})`,
      [...batch.flatMap((f) => [f.id, pinHash(pinKey, f.id, f.pin)]), ...batch.map((f) => f.id)],
    );
    await db.run(
      `INSERT INTO sessions (id, user_id, platform, created_at, expires_at) VALUES ${places(batch.length, "(?, ?, 'H5', ?, ?)")}`,
      batch.flatMap((f) => [f.sid, f.id, now, now + 86_400_000]),
    );
    for (const f of batch) fans.push({ id: f.id, uuid: f.uuid, pin: f.pin, token: jwt(f.id, f.sid, now) });
  }
  return fans;
}

/** Runs `work` over `items` on `connections` workers at once; `work` answering false stops handing out more. */
async function pool<T>(items: T[], connections: number, work: (item: T) => Promise<boolean | void>): Promise<void> {
  let next = 0;
  let stopped = false;
  await Promise.all(
    Array.from({ length: Math.min(connections, items.length) }, async () => {
      while (!stopped && next < items.length) if ((await work(items[next++]!)) === false) stopped = true;
    }),
  );
}

/** Thrown when the app stops answering: its figures would mean nothing. */
class Stalled extends Error {}

/** Held orders made by the app (order/create); a racer holds a second one on the second event. */
async function holdOrders(
  base: URL,
  agent: Agent,
  fans: Fan[],
  events: [BenchEvent, BenchEvent],
  connections: number,
): Promise<Wallet[]> {
  const wallets: Wallet[] = fans.map((fan, i) => ({ fan, role: roleOf(i), orders: [], funded: 0 }));
  const holds = wallets.flatMap((wallet, i) =>
    (wallet.role === 'racer' ? [0, 1] : [0]).map((which) => ({
      wallet,
      event: events[which]!,
      quantity: quantityOf(i, which === 1),
      which,
    })),
  );
  await pool(holds, connections, async ({ wallet, event, quantity, which }) => {
    const body = { eventId: event.eventId, items: [{ ticketTypeId: event.typeId, quantity }] };
    const reply = await signedPost<{ orderNo: string; total: number }>(
      base,
      agent,
      '/fanapih5/order/create',
      wallet.fan,
      body,
    );
    if (reply.code !== 200 || !reply.data)
      throw new Error(`wallet bench: order/create answered ${reply.status} ${reply.code}`);
    wallet.orders[which] = { orderNo: reply.data.orderNo, total: Number(reply.data.total) };
  });
  for (const wallet of wallets) {
    const [a, b] = wallet.orders.map((o) => o.total) as [number, number | undefined];
    wallet.funded = {
      // One unit short of the order.
      short: a - 1,
      // Enough for either order, never for both.
      racer: Math.max(a, b ?? 0),
      // Enough to pay twice: a replay that paid again would go through and be counted.
      replay: 2 * a,
      normal: a + (wallet.fan.id % 3 === 0 ? 0 : 50_000),
    }[wallet.role];
  }
  return wallets;
}

/**
 * Funds each wallet as a paid top-up does: the W order (paid), its succeeded sandbox payment, the
 * fan's cash account and one balanced transaction crediting it from the platform's clearing.
 */
async function fund(db: Db, wallets: Wallet[]): Promise<void> {
  const now = Date.now();
  const [clearing] = await db.all<{ id: number }>(
    "SELECT id FROM ledger_accounts WHERE owner = 'clearing' AND unit = 'cash'",
  );
  const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
  for (let start = 0; start < wallets.length; start += 500) {
    const batch = wallets.slice(start, start + 500).map((w) => ({
      w,
      orderNo: `W${hex(8)}`,
      paymentNo: `P${hex(12)}`,
      owner: `fan:${w.fan.id}`,
    }));
    if (db.kind === 'sqlite') await db.run('BEGIN IMMEDIATE');
    await db.run(
      `INSERT INTO wallet_topups (order_no, user_id, amount, currency, status, payment_no, created_at, expires_at, paid_at) VALUES ${places(batch.length, "(?, ?, ?, 'VND', 'paid', ?, ?, ?, ?)")}`,
      batch.flatMap((b) => [b.orderNo, b.w.fan.id, b.w.funded, b.paymentNo, now, now + 1_800_000, now]),
    );
    const topUps = await db.all<{ id: number; order_no: string }>(
      `SELECT id, order_no FROM wallet_topups WHERE order_no IN (${places(batch.length, '?')})`,
      batch.map((b) => b.orderNo),
    );
    const topUpId = new Map(topUps.map((t) => [t.order_no, Number(t.id)]));
    await db.run(
      `INSERT INTO payments (payment_no, purpose, order_id, order_no, user_id, provider, method, payment_type, amount, currency, status, provider_txn_id, lang, created_at, updated_at) VALUES ${places(batch.length, "(?, 'topup', ?, ?, ?, 'sandbox', 'card', 'visa', ?, 'VND', 'succeeded', ?, 'en_US', ?, ?)")}`,
      batch.flatMap((b) => [
        b.paymentNo,
        topUpId.get(b.orderNo),
        b.orderNo,
        b.w.fan.id,
        b.w.funded,
        `sbx_${hex(12)}`,
        now,
        now,
      ]),
    );
    await db.run(
      `INSERT INTO ledger_accounts (owner, kind, user_id, unit, balance, created_at) VALUES ${places(batch.length, "(?, 'fan', ?, 'cash', ?, ?)")}`,
      batch.flatMap((b) => [b.owner, b.w.fan.id, b.w.funded, now]),
    );
    const accounts = await db.all<{ id: number; owner: string }>(
      `SELECT id, owner FROM ledger_accounts WHERE unit = 'cash' AND owner IN (${places(batch.length, '?')})`,
      batch.map((b) => b.owner),
    );
    const accountId = new Map(accounts.map((a) => [a.owner, Number(a.id)]));
    await db.run(
      `INSERT INTO ledger_transactions (kind, tx_key, order_no, created_at) VALUES ${places(batch.length, "('topup', ?, ?, ?)")}`,
      batch.flatMap((b) => [`topup:${b.paymentNo}`, b.orderNo, now]),
    );
    const transactions = await db.all<{ id: number; tx_key: string }>(
      `SELECT id, tx_key FROM ledger_transactions WHERE tx_key IN (${places(batch.length, '?')})`,
      batch.map((b) => `topup:${b.paymentNo}`),
    );
    const transactionId = new Map(transactions.map((t) => [t.tx_key, Number(t.id)]));
    await db.run(
      `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES ${places(batch.length * 2, '(?, ?, ?, ?)')}`,
      batch.flatMap((b) => {
        const tx = transactionId.get(`topup:${b.paymentNo}`);
        return [tx, accountId.get(b.owner), b.w.funded, b.w.funded, tx, clearing!.id, -b.w.funded, null];
      }),
    );
    if (db.kind === 'sqlite') await db.run('COMMIT');
  }
}

/** Every wallet's payments: a racer's two orders and a replay's second request right after the first. */
function jobsOf(wallets: Wallet[]): Job[] {
  return wallets.flatMap((wallet) => {
    const key = `bench-${randomBytes(8).toString('hex')}`;
    const [a, b] = wallet.orders;
    const first = { wallet, orderNo: a!.orderNo, key };
    if (wallet.role === 'racer')
      return [first, { wallet, orderNo: b!.orderNo, key: `bench-${randomBytes(8).toString('hex')}` }];
    if (wallet.role === 'replay') return [first, { ...first }];
    return [first];
  });
}

async function drive(url: string, jobs: Job[], connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const base = new URL(url);
  const answers: Answer[] = [];
  const started = performance.now();
  await pool(jobs, connections, async (job) => {
    const body = { orderNo: job.orderNo, payPassword: job.wallet.fan.pin };
    const reply = await signedPost<{ paymentNo?: string }>(base, agent, '/fanapih5/wallet/pay', job.wallet.fan, body, {
      'idempotency-key': job.key,
    });
    answers.push({ job, code: reply.code, paymentNo: reply.data?.paymentNo ?? null, ms: reply.ms });
    return reply.status !== 0;
  });
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const unanswered = answers.filter((a) => a.code === -1).length;
  if (unanswered) {
    throw new Stalled(`${url} stopped answering: ${unanswered} of ${answers.length} payments got no answer in 60 s`);
  }
  return { answers, seconds };
}

interface Checked {
  overspent: number;
  unbalanced: number;
  duplicated: number;
  /** Wallets whose answers were not what their balance deserved. */
  wrong: number;
}

/**
 * The answers and the ledger of a group of wallets: overspent (a fan's balance below zero, paid
 * more than funded, or a payment the balance could not cover answered as paid), unbalanced (a
 * balance that is not its funding less its payments), duplicated (an order paid or debited twice,
 * a replay answered with a second payment). `ordersPaid`: the app marks its paid orders paid.
 */
async function check(db: Db, wallets: Wallet[], answers: Answer[], ordersPaid: boolean): Promise<Checked> {
  const ids = new Set(wallets.map((w) => w.fan.id));
  const paid = new Map<number, { orderNo: string; paymentNo: string; amount: number }[]>();
  for (const p of await db.all<{ user_id: number; order_no: string; payment_no: string; amount: number }>(
    "SELECT user_id, order_no, payment_no, amount FROM payments WHERE provider = 'wallet' AND status = 'succeeded'",
  )) {
    const userId = Number(p.user_id);
    if (!ids.has(userId)) continue;
    paid.set(userId, [
      ...(paid.get(userId) ?? []),
      { orderNo: p.order_no, paymentNo: p.payment_no, amount: Number(p.amount) },
    ]);
  }
  const balance = new Map(
    (
      await db.all<{ user_id: number; balance: number }>(
        "SELECT user_id, balance FROM ledger_accounts WHERE kind = 'fan' AND unit = 'cash'",
      )
    ).map((a) => [Number(a.user_id), Number(a.balance)]),
  );
  const debits = new Map(
    (
      await db.all<{ order_no: string; n: number }>(
        "SELECT order_no, COUNT(*) AS n FROM ledger_transactions WHERE kind = 'payment' GROUP BY order_no",
      )
    ).map((r) => [r.order_no, Number(r.n)]),
  );
  const paidOrders = new Set(
    ordersPaid
      ? (await db.all<{ order_no: string }>("SELECT order_no FROM orders WHERE status = 'paid'")).map((o) => o.order_no)
      : [],
  );
  const byWallet = new Map<Wallet, Answer[]>();
  for (const a of answers) byWallet.set(a.job.wallet, [...(byWallet.get(a.job.wallet) ?? []), a]);

  const result: Checked = { overspent: 0, unbalanced: 0, duplicated: 0, wrong: 0 };
  for (const wallet of wallets) {
    const mine = byWallet.get(wallet) ?? [];
    const payments = paid.get(wallet.fan.id) ?? [];
    const spent = payments.reduce((s, p) => s + p.amount, 0);
    const ok = mine.filter((a) => a.code === 200);
    const left = balance.get(wallet.fan.id) ?? 0;
    if (
      left < 0 ||
      spent > wallet.funded ||
      (wallet.role === 'short' && ok.length) ||
      (wallet.role === 'racer' && ok.length > 1)
    ) {
      result.overspent++;
    }
    if (left !== wallet.funded - spent) result.unbalanced++;
    const orders = payments.map((p) => p.orderNo);
    if (
      new Set(orders).size !== orders.length ||
      orders.some((o) => (debits.get(o) ?? 0) !== 1) ||
      new Set(ok.map((a) => a.paymentNo)).size !== (wallet.role === 'replay' ? Math.min(1, ok.length) : ok.length)
    ) {
      result.duplicated++;
    }
    const codes = mine.map((a) => a.code).sort((x, y) => x - y);
    const expected = { normal: [200], short: [INSUFFICIENT], racer: [200, INSUFFICIENT], replay: [200, 200] }[
      wallet.role
    ];
    const answeredPaid = new Set(ok.map((a) => a.job.orderNo));
    if (
      codes.join() !== expected.join() ||
      payments.length !== answeredPaid.size ||
      payments.some((p) => !answeredPaid.has(p.orderNo)) ||
      (ordersPaid && wallet.orders.some((o) => paidOrders.has(o.orderNo) !== answeredPaid.has(o.orderNo)))
    ) {
      result.wrong++;
    }
  }
  return result;
}

/** `pnpm ops wallet verify` on the database: its breaches, one line each. */
function verify(url: string, env: Record<string, string>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['packages/api/dist/ops/cli.js', 'wallet', 'verify'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'error', ...env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const breaches = out.split('\n').filter((l) => l.startsWith('BREACH '));
      if (code !== 0 && !breaches.length) return reject(new Error(`wallet verify exited with ${code}: ${out}`));
      if (!/every wallet invariant holds|wallet invariant breaches/.test(out)) {
        return reject(new Error(`wallet verify said nothing: ${out}`));
      }
      resolve(breaches);
    });
  });
}

function startFloor(port: number, kind: string, url: string): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./wallet-floor-server.js', import.meta.url)), String(port), kind, url],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  return waitUntilUp(`${base}/fanapih5/notify`, child).then(() => ({
    url: base,
    stop: () => stopProcess(child),
    cpuMs: () => processCpuMs(child.pid),
  }));
}

/** Wallets funded and their orders held, ready to pay. */
async function prepare(
  db: Db,
  base: URL,
  agent: Agent,
  count: number,
  events: [BenchEvent, BenchEvent],
  pinKey: string,
  tag: string,
): Promise<Wallet[]> {
  const fans = await seedFans(db, count, pinKey, tag);
  const wallets = await holdOrders(base, agent, fans, events, 32);
  await fund(db, wallets);
  return wallets;
}

async function runOne(kind: 'sqlite' | 'mysql', port: number, count: number, connections: number): Promise<string> {
  const { url, drop } = await freshDatabase(kind, 'wallet');
  // A key of this run's own (the app and the seeding share it), and holds that outlast the run.
  const env = { PAYMENT_PIN_KEY: `bench-${randomBytes(24).toString('hex')}`, HOLD_MINUTES_H5: '240' };
  const app = await startApp(port, { DATABASE_URL: url, THROTTLE_LIMIT: '10000000', SEED_DEMO: 'false', ...env });
  const db = kind === 'sqlite' ? sqliteDb(url.slice('sqlite:'.length)) : await mysqlDb(url);
  let floor: RunningServer | undefined;
  try {
    const events: [BenchEvent, BenchEvent] = [
      await seedEvent(db, 'bench-wallet-a'),
      await seedEvent(db, 'bench-wallet-b'),
    ];
    const agent = new Agent({ keepAlive: true, maxSockets: 32 });
    const base = new URL(app.url);
    const tag = randomBytes(3).toString('hex');
    const warm = await prepare(db, base, agent, WARM_WALLETS, events, env.PAYMENT_PIN_KEY, `${tag}w`);
    const floorWarm = await prepare(db, base, agent, WARM_WALLETS, events, env.PAYMENT_PIN_KEY, `${tag}x`);
    const wallets = await prepare(db, base, agent, count, events, env.PAYMENT_PIN_KEY, `${tag}a`);
    const floorWallets = await prepare(db, base, agent, count, events, env.PAYMENT_PIN_KEY, `${tag}f`);
    agent.destroy();
    floor = await startFloor(port + 1, kind, url);

    // Warm both up (their JIT) on wallets of their own. Then the measured payments in rounds, the
    // app and the floor taking turns, so a change in the shared machine's load weighs on both alike.
    await drive(app.url, jobsOf(warm), connections);
    await drive(floor.url, jobsOf(floorWarm), connections);
    const answers: Answer[] = [];
    const floorAnswers: Answer[] = [];
    let appSeconds = 0;
    let floorSeconds = 0;
    const size = Math.ceil(count / ROUNDS);
    const serverCpuBefore = app.cpuMs();
    const floorCpuBefore = floor.cpuMs();
    for (let r = 0; r < ROUNDS; r++) {
      const a = await drive(app.url, jobsOf(wallets.slice(r * size, (r + 1) * size)), connections);
      answers.push(...a.answers);
      appSeconds += a.seconds;
      const f = await drive(floor.url, jobsOf(floorWallets.slice(r * size, (r + 1) * size)), connections);
      floorAnswers.push(...f.answers);
      floorSeconds += f.seconds;
    }
    if (process.env.BENCH_CPU) {
      console.log(
        `wallet-cpu: db=${kind} server_cpu_us_per_pay=${(((app.cpuMs() - serverCpuBefore) * 1000) / answers.length).toFixed(0)} ` +
          `floor_cpu_us_per_pay=${(((floor.cpuMs() - floorCpuBefore) * 1000) / floorAnswers.length).toFixed(0)}`,
      );
    }
    await floor.stop();
    floor = undefined;

    const checked = await check(db, wallets, answers, true);
    const floorChecked = await check(db, floorWallets, floorAnswers, false);
    const breaches = await verify(url, env);
    for (const breach of breaches.slice(0, 5)) console.log(`wallet: db=${kind} ${breach}`);
    const unexpected = answers.filter((a) => a.code !== 200 && a.code !== INSUFFICIENT);
    if (unexpected.length) {
      console.log(
        `wallet: db=${kind} ${unexpected.length} payments answered ${[...new Set(unexpected.map((a) => a.code))].join(', ')}`,
      );
    }
    if (checked.wrong)
      console.log(`wallet: db=${kind} ${checked.wrong} wallets were not answered as their balance deserved`);
    if (floorChecked.overspent + floorChecked.unbalanced + floorChecked.duplicated + floorChecked.wrong) {
      console.log(`wallet: db=${kind} the floor itself was wrong`, floorChecked);
    }
    const unbalanced = checked.unbalanced + breaches.length;
    if (checked.overspent || unbalanced || checked.duplicated || checked.wrong || unexpected.length)
      process.exitCode = 1;
    const latencies = answers.map((a) => a.ms).sort((x, y) => x - y);
    const perS = answers.length / appSeconds;
    const floorPerS = floorAnswers.length / floorSeconds;
    return (
      `wallet: db=${kind} wallets=${wallets.length} payments=${answers.length} overspent=${checked.overspent} ` +
      `unbalanced=${unbalanced} duplicated=${checked.duplicated} pay_per_s=${perS.toFixed(0)} ` +
      `p50_ms=${percentile(latencies, 50).toFixed(1)} p99_ms=${percentile(latencies, 99).toFixed(1)} ` +
      `floor_per_s=${floorPerS.toFixed(0)} ratio=${(perS / floorPerS).toFixed(2)}`
    );
  } finally {
    await db.close();
    await floor?.stop();
    await app.stop();
    await drop();
  }
}

/** The line of a database, or why there is none (the app stopped answering). */
async function lineOf(kind: 'sqlite' | 'mysql', port: number, wallets: number, connections: number): Promise<string> {
  try {
    return await runOne(kind, port, wallets, connections);
  } catch (error) {
    if (!(error instanceof Stalled)) throw error;
    process.exitCode = 1;
    return `wallet: db=${kind} FAILED ${error.message}`;
  }
}

export async function walletScenario(args: { wallets: number; connections: number }): Promise<void> {
  const wallets = Math.max(2000, args.wallets);
  const lines = [await lineOf('sqlite', 3931, wallets, args.connections)];
  if (/^(mysql|mariadb):/.test(process.env.DATABASE_URL ?? '')) {
    lines.push(await lineOf('mysql', 3933, wallets, args.connections));
  }
  for (const line of lines) console.log(line);
}
