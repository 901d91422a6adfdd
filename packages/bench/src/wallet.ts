import { ROOT } from '@fanpass/test-support';
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { type BenchApp, pool, type Target, targetsOf } from './app.js';
import { type Db, places } from './db.js';
import { latencies, type Outcome } from './levels.js';
import { type BenchEvent, type Fan, seedEvent, seedFans } from './seed.js';
import { signedPost } from './signed.js';

/**
 * Paying from the wallet (issue 12): `wallets` funded wallets whose fans have a payment password,
 * each paying a held ticket order (`wallet/pay`, signed, with the payment password and an
 * Idempotency-Key) — a tenth of the wallets short (they must be refused with 5104), a tenth racing
 * two orders of which the balance covers one, a tenth sending the same payment twice at once (the
 * replay must answer the first payment) — then a check of the answers, the ledger and
 * `pnpm ops wallet verify`.
 *
 * Payment passwords and the funding are written straight into the database the app migrated, as
 * the app writes them (users.pay_password_hash as PinHasher makes it; each wallet funded by a paid
 * top-up: its W order, its succeeded sandbox payment and one balanced ledger transaction
 * `topup:<paymentNo>` crediting the fan's cash from clearing, as TopUpsService.pay posts it). The
 * held orders are made by the app itself over HTTP (order/create).
 */

const PRICE = 100_000;
const INSUFFICIENT = 5104;

export interface WalletOptions {
  wallets: number;
  connections: number;
  /** Wallets that pay first, on the same events (the JIT warmed up); none when 0. */
  warmup: number;
}

export type Role = 'normal' | 'short' | 'racer' | 'replay';

/** Which wallets are short, race two orders, or replay one payment: a tenth each. */
const roleOf = (i: number): Role => (['short', 'racer', 'replay'] as const)[i % 10] ?? 'normal';
const quantityOf = (i: number, second = false) => ((i * 7 + (second ? 3 : 0)) % 4) + 1;

export interface PayingFan extends Fan {
  pin: string;
}

export interface Wallet {
  fan: PayingFan;
  role: Role;
  orders: { orderNo: string; total: number }[];
  funded: number;
}

export interface Job {
  wallet: Wallet;
  orderNo: string;
  key: string;
}

export interface Answer {
  job: Job;
  code: number;
  paymentNo: string | null;
  ms: number;
}

/** The pin as PinHasher.hash stores it: HMAC-SHA256 under PAYMENT_PIN_KEY of the account id and the pin. */
const pinHash = (key: string, userId: number, pin: string) =>
  `hmac-sha256$${createHmac('sha256', key).update(`fanpass:pay-pin:${userId}:${pin}`).digest('base64url')}`;

/** Signed-in fans with a payment password. */
async function seedPayingFans(db: Db, count: number, keys: BenchApp['keys']): Promise<PayingFan[]> {
  const fans = (await seedFans(db, count, keys.jwt)).map((fan, i) => ({
    ...fan,
    pin: String(100_000 + ((fan.id * 7919 + i) % 900_000)),
  }));
  for (let start = 0; start < fans.length; start += 500) {
    const batch = fans.slice(start, start + 500);
    await db.run(
      `UPDATE users SET pay_password_hash = CASE id ${batch.map(() => 'WHEN ? THEN ?').join(' ')} END WHERE id IN (${places(batch.length)})`,
      [...batch.flatMap((f) => [f.id, pinHash(keys.paymentPin, f.id, f.pin)]), ...batch.map((f) => f.id)],
    );
  }
  return fans;
}

/** Held orders made by the app (order/create); a racer holds a second one on the second event. */
async function holdOrders(target: Target, fans: PayingFan[], events: [BenchEvent, BenchEvent]): Promise<Wallet[]> {
  const wallets: Wallet[] = fans.map((fan, i) => ({ fan, role: roleOf(i), orders: [], funded: 0 }));
  const holds = wallets.flatMap((wallet, i) =>
    (wallet.role === 'racer' ? [0, 1] : [0]).map((which) => ({
      wallet,
      event: events[which]!,
      quantity: quantityOf(i, which === 1),
      which,
    })),
  );
  await pool(holds, 32, async ({ wallet, event, quantity, which }) => {
    const body = { eventId: event.eventId, items: [{ ticketTypeId: event.typeId, quantity }] };
    const reply = await signedPost<{ orderNo: string; total: number }>(
      target.base,
      target.agent,
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
      `SELECT id, order_no FROM wallet_topups WHERE order_no IN (${places(batch.length)})`,
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
      `SELECT id, owner FROM ledger_accounts WHERE unit = 'cash' AND owner IN (${places(batch.length)})`,
      batch.map((b) => b.owner),
    );
    const accountId = new Map(accounts.map((a) => [a.owner, Number(a.id)]));
    await db.run(
      `INSERT INTO ledger_transactions (kind, tx_key, order_no, created_at) VALUES ${places(batch.length, "('topup', ?, ?, ?)")}`,
      batch.flatMap((b) => [`topup:${b.paymentNo}`, b.orderNo, now]),
    );
    const transactions = await db.all<{ id: number; tx_key: string }>(
      `SELECT id, tx_key FROM ledger_transactions WHERE tx_key IN (${places(batch.length)})`,
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

/** Wallets funded and their orders held, ready to pay. */
async function prepare(app: BenchApp, target: Target, count: number, events: [BenchEvent, BenchEvent]) {
  const fans = await seedPayingFans(app.db, count, app.keys);
  const wallets = await holdOrders(target, fans, events);
  await fund(app.db, wallets);
  return wallets;
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

async function drive(targets: Target[], jobs: Job[], connections: number) {
  const answers: Answer[] = [];
  const started = performance.now();
  await pool(jobs, connections, async (job, i) => {
    const target = targets[i % targets.length]!;
    const body = { orderNo: job.orderNo, payPassword: job.wallet.fan.pin };
    const reply = await signedPost<{ paymentNo?: string }>(
      target.base,
      target.agent,
      '/fanapih5/wallet/pay',
      job.wallet.fan,
      body,
      { 'idempotency-key': job.key },
    );
    answers.push({ job, code: reply.code, paymentNo: reply.data?.paymentNo ?? null, ms: reply.ms });
  });
  const seconds = (performance.now() - started) / 1000;
  const unanswered = answers.filter((a) => a.code === -1).length;
  if (unanswered) throw new Error(`the app stopped answering: ${unanswered} of ${answers.length} payments unanswered`);
  return { answers, seconds };
}

/**
 * The answers and the ledger of the wallets: overspent (a fan's balance below zero, paid more than
 * funded, or a payment the balance could not cover answered as paid), unbalanced (a balance that is
 * not its funding less its payments), duplicated (an order paid or debited twice, a replay answered
 * with a second payment), wrong answers (a wallet not answered as its balance deserved).
 */
export async function checkWallet(db: Db, wallets: Wallet[], answers: Answer[]) {
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
    (await db.all<{ order_no: string }>("SELECT order_no FROM orders WHERE status = 'paid'")).map((o) => o.order_no),
  );
  const byWallet = new Map<Wallet, Answer[]>();
  for (const a of answers) byWallet.set(a.job.wallet, [...(byWallet.get(a.job.wallet) ?? []), a]);

  const result = { overspent: 0, unbalanced: 0, duplicated: 0, wrong: 0 };
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
      wallet.orders.some((o) => paidOrders.has(o.orderNo) !== answeredPaid.has(o.orderNo))
    ) {
      result.wrong++;
    }
  }
  return result;
}

/** `pnpm ops wallet verify` on the app's database: its breaches, one line each. */
function verify(app: BenchApp): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['packages/api/dist/ops/cli.js', 'wallet', 'verify'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'error', ...app.env },
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

export async function runWallet(app: BenchApp, options: WalletOptions): Promise<Outcome> {
  const tag = randomBytes(4).toString('hex');
  const events: [BenchEvent, BenchEvent] = [
    await seedEvent(app.db, `wallet-${tag}-a`, { capacity: 1_000_000, price: PRICE }),
    await seedEvent(app.db, `wallet-${tag}-b`, { capacity: 1_000_000, price: PRICE }),
  ];
  const targets = targetsOf(app, options.connections);
  try {
    const warm = options.warmup > 0 ? await prepare(app, targets[0]!, options.warmup, events) : [];
    const wallets = await prepare(app, targets[0]!, options.wallets, events);
    if (warm.length) await drive(targets, jobsOf(warm), options.connections);

    const cpuBefore = app.cpuMs();
    const { answers, seconds } = await drive(targets, jobsOf(wallets), options.connections);
    const cpuMs = app.cpuMs() - cpuBefore;

    const checked = await checkWallet(app.db, wallets, answers);
    const breaches = await verify(app);
    for (const breach of breaches.slice(0, 5)) console.log(`wallet: db=${app.kind} ${breach}`);
    return {
      scenario: 'wallet',
      db: app.kind,
      size: { wallets: wallets.length, payments: answers.length },
      rate: answers.length / seconds,
      ...latencies(answers.map((a) => a.ms)),
      cpuUs: (cpuMs * 1000) / answers.length,
      counts: {
        overspent: checked.overspent,
        unbalanced: checked.unbalanced + breaches.length,
        duplicated: checked.duplicated,
        wrong_answers: checked.wrong,
      },
    };
  } finally {
    for (const t of targets) t.agent.destroy();
  }
}
