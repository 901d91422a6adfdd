import { createHmac, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { type BenchApp, pool, type Target, targetsOf } from './app.js';
import { type Db, places } from './db.js';
import { latencies, type Outcome } from './levels.js';
import { quantities } from './onsale.js';
import { type BenchEvent, type Fan, seedEvent, seedFans } from './seed.js';
import { signedPost } from './signed.js';

/**
 * The whole purchase under a flash crowd (issue 18): `buyers` signed-in fans race for `seats`
 * seats; each holds 1–4 tickets (order/create), starts paying with a card (payment/create) and
 * submits the sandbox's hosted card form, whose charge calls the app back over real HTTP
 * (payment/callback), which pays the order and issues its tickets. A tenth of the callbacks are
 * then sent again, signed (a provider's retry), and must change nothing. Then the database: every
 * seat sold at most once, every paid order with exactly its tickets, no ticket without a paid order,
 * no callback applied twice.
 *
 * A purchase's time runs from the fan's first request until its tickets were written (the order's
 * paid_at, on the same clock); a refused fan's until the refusal. The rate is tickets issued over
 * the time from the first request to the last ticket.
 */

/** What a fan may be refused: sold out (3004), over the limit (3005), a live hold already (3019). */
const EXPECTED_REFUSALS = new Set([3004, 3005, 3019]);

export interface PurchaseOptions {
  buyers: number;
  seats: number;
  connections: number;
  /** Fans who buy on an event of its own first (the JIT warmed up); none when 0. */
  warmup: number;
}

export interface Purchase {
  startedAt: number;
  /** When the fan's last answer came (the refusal, or the card form's redirect). */
  answeredAt: number;
  orderNo: string | null;
  paymentNo: string | null;
  refused: number | null;
}

/** The sandbox page's form as the fan's browser posts it (the page's form token, a test card). */
function submitCard(target: Target, redirectUrl: string, formToken: string): Promise<number> {
  const url = new URL(redirectUrl);
  const form = new URLSearchParams({
    formToken,
    paymentType: 'visa',
    cardType: 'visa',
    cardHolder: 'Bench Buyer',
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  }).toString();
  return new Promise((resolve) => {
    const req = request(
      {
        agent: target.agent,
        host: target.base.hostname,
        port: target.base.port,
        method: 'POST',
        path: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('timed out')));
    req.on('error', () => resolve(0));
    req.end(form);
  });
}

/** One fan's hold and card payment; `headers` go with the order call (a waiting room's admission). */
export async function purchase(
  target: Target,
  fan: Fan,
  quantity: number,
  event: BenchEvent,
  sandbox: string,
  headers: Record<string, string> = {},
) {
  const p: Purchase = { startedAt: Date.now(), answeredAt: 0, orderNo: null, paymentNo: null, refused: null };
  const held = await signedPost<{ orderNo: string }>(
    target.base,
    target.agent,
    '/fanapih5/order/create',
    fan,
    { eventId: event.eventId, items: [{ ticketTypeId: event.typeId, quantity }] },
    headers,
  );
  if (held.code !== 200 || !held.data) {
    p.refused = held.code;
    p.answeredAt = Date.now();
    return p;
  }
  p.orderNo = held.data.orderNo;
  const paying = await signedPost<{ paymentNo: string; redirectUrl: string }>(
    target.base,
    target.agent,
    '/fanapih5/payment/create',
    fan,
    { orderNo: p.orderNo, method: 'card', paymentType: 'visa' },
  );
  if (paying.code !== 200 || !paying.data) {
    p.refused = paying.code;
    p.answeredAt = Date.now();
    return p;
  }
  p.paymentNo = paying.data.paymentNo;
  // The token the sandbox's page puts in its form (SandboxSignature.formToken).
  const formToken = createHmac('sha256', sandbox).update(`form|${p.paymentNo}`).digest('hex');
  const status = await submitCard(target, paying.data.redirectUrl, formToken);
  if (status !== 303) p.refused = -status;
  p.answeredAt = Date.now();
  return p;
}

/** Waits until every submitted card payment of `purchases` has paid its order (or `timeoutMs` passed). */
async function settled(db: Db, purchases: Purchase[], timeoutMs = 120_000): Promise<Map<string, number>> {
  const wanted = purchases.filter((p) => p.paymentNo && p.refused === null).map((p) => p.orderNo!);
  const paidAt = new Map<string, number>();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = wanted.filter((no) => !paidAt.has(no));
    for (let i = 0; i < open.length; i += 500) {
      const chunk = open.slice(i, i + 500);
      const rows = await db.all<{ order_no: string; paid_at: number }>(
        `SELECT order_no, paid_at FROM orders WHERE status = 'paid' AND order_no IN (${places(chunk.length)})`,
        chunk,
      );
      for (const r of rows) paidAt.set(r.order_no, Number(r.paid_at));
    }
    if (paidAt.size === wanted.length) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return paidAt;
}

/** Sends a charge's callback again, signed as the sandbox signs it (a provider's retry): its outcome. */
async function replayCallback(db: Db, base: URL, paymentNo: string, sandbox: string): Promise<string> {
  const [charge] = await db.all<{ txn_id: string; amount: number; currency: string; payment_type: string }>(
    'SELECT txn_id, amount, currency, payment_type FROM sandbox_transactions WHERE payment_no = ?',
    [paymentNo],
  );
  if (!charge) return 'missing';
  const body = {
    paymentNo,
    txnId: charge.txn_id,
    result: 'succeeded',
    amount: Number(charge.amount),
    currency: charge.currency,
    paymentType: charge.payment_type,
    card: null,
    sentAt: Date.now(),
  };
  // The sandbox's canonical callback text (SandboxSignature.callback): no card, so its fields are empty.
  const canonical = [
    paymentNo,
    body.txnId,
    body.result,
    body.amount,
    body.currency,
    body.paymentType,
    '',
    '',
    '',
    '',
    '',
    body.sentAt,
  ].join('|');
  const response = await fetch(new URL('/fanapih5/payment/callback', base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': createHmac('sha256', sandbox).update(canonical).digest('hex'),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: { outcome?: string } };
  return answer.data?.outcome ?? `status ${response.status}`;
}

export interface Run {
  purchases: Purchase[];
  /** The purchases whose tickets were issued. */
  paid: Purchase[];
  seconds: number;
  latencies: number[];
  replays: string[];
}

/** The crowd on an event, until its tickets are issued. */
async function crowd(
  app: BenchApp,
  targets: Target[],
  event: BenchEvent,
  fans: Fan[],
  connections: number,
): Promise<Run> {
  const qty = quantities(fans.length, 4242);
  const purchases: Purchase[] = [];
  const started = Date.now();
  await pool(fans, connections, async (fan, i) => {
    purchases.push(await purchase(targets[i % targets.length]!, fan, qty[i]!, event, app.keys.sandbox));
  });
  const paidAt = await settled(app.db, purchases);
  const run: Run = { purchases, paid: [], seconds: 0, latencies: [], replays: [] };
  let end = started;
  for (const p of purchases) {
    const at = p.orderNo && paidAt.has(p.orderNo) ? paidAt.get(p.orderNo)! : p.answeredAt;
    end = Math.max(end, at);
    run.latencies.push(at - p.startedAt);
  }
  run.seconds = (end - started) / 1000;
  run.paid = purchases.filter((p) => p.paymentNo && paidAt.has(p.orderNo!));
  return run;
}

/** A tenth of a run's callbacks sent again: each must answer 'duplicate' and change nothing. */
async function replay(app: BenchApp, target: Target, run: Run): Promise<void> {
  for (let i = 0; i < run.paid.length; i += 10) {
    run.replays.push(await replayCallback(app.db, target.base, run.paid[i]!.paymentNo!, app.keys.sandbox));
  }
}

export async function checkPurchase(db: Db, event: BenchEvent, seats: number, run: Run) {
  const [type] = await db.all<{ sold: number; held: number }>('SELECT sold, held FROM ticket_types WHERE id = ?', [
    event.typeId,
  ]);
  const orders = await db.all<{ id: number; order_no: string; status: string; quantity: number; tickets: number }>(
    `SELECT o.id, o.order_no, o.status, o.quantity, (SELECT COUNT(*) FROM tickets t WHERE t.order_id = o.id) AS tickets
     FROM orders o WHERE o.event_id = ?`,
    [event.eventId],
  );
  const [{ n: tickets } = { n: 0 }] = await db.all<{ n: number }>(
    'SELECT COUNT(*) AS n FROM tickets WHERE event_id = ?',
    [event.eventId],
  );
  const paid = orders.filter((o) => o.status === 'paid');
  const seatsPaid = paid.reduce((s, o) => s + Number(o.quantity), 0);
  const sold = Number(type!.sold);
  // Every seat sold at most once: no more tickets than seats, and the counts agree with the tickets.
  const oversold =
    Math.max(0, Number(tickets) - seats) +
    Math.max(0, sold + Number(type!.held) - seats) +
    Math.abs(sold - Number(tickets)) +
    Math.abs(seatsPaid - Number(tickets));
  // Every paid order has exactly its tickets; no ticket without a paid order; every card form the
  // app took was paid.
  let orphans = paid.filter((o) => Number(o.tickets) !== Number(o.quantity)).length;
  orphans += orders.filter((o) => o.status !== 'paid' && Number(o.tickets) > 0).length;
  const [{ n: stray } = { n: 0 }] = await db.all<{ n: number }>(
    'SELECT COUNT(*) AS n FROM tickets t WHERE t.event_id = ? AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = t.order_id)',
    [event.eventId],
  );
  orphans += Number(stray);
  const paidNos = new Set(paid.map((o) => o.order_no));
  orphans += run.purchases.filter((p) => p.paymentNo && p.refused === null && !paidNos.has(p.orderNo!)).length;
  // No callback applied twice: one succeeded payment, one applied 'paid' event, one settled charge per order.
  const ids = paid.map((o) => Number(o.id));
  let doublePaid = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = await db.all<{ payments: number; events: number; callbacks: number }>(
      `SELECT
         (SELECT COUNT(*) FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded') AS payments,
         (SELECT COUNT(*) FROM payment_events e JOIN payments p ON p.payment_no = e.payment_no
            WHERE p.order_id = o.id AND e.status = 'applied' AND e.result = 'paid') AS events,
         (SELECT COUNT(*) FROM payment_callbacks c JOIN payments p ON p.id = c.payment_id WHERE p.order_id = o.id) AS callbacks
       FROM orders o WHERE o.id IN (${places(chunk.length)})`,
      chunk,
    );
    doublePaid += rows.filter((r) => Number(r.payments) > 1 || Number(r.events) > 1 || Number(r.callbacks) > 1).length;
  }
  doublePaid += run.replays.filter((r) => r !== 'duplicate').length;
  const unexpected = run.purchases.filter((p) => p.refused !== null && !EXPECTED_REFUSALS.has(p.refused)).length;
  return { tickets: Number(tickets), oversold, orphans, doublePaid, unexpected };
}

export async function runPurchase(app: BenchApp, options: PurchaseOptions): Promise<Outcome> {
  const tag = randomBytes(4).toString('hex');
  const fans = await seedFans(app.db, options.buyers, app.keys.jwt);
  const sale = await seedEvent(app.db, `purchase-${tag}`, { capacity: options.seats });
  const targets = targetsOf(app, options.connections);
  try {
    if (options.warmup > 0) {
      // Full purchases, then refusals once its seats run out.
      const warm = await seedEvent(app.db, `purchase-${tag}-warm`, { capacity: Math.ceil(options.warmup / 1.2) });
      await crowd(app, targets, warm, fans.slice(0, options.warmup), options.connections);
    }
    const cpuBefore = app.cpuMs();
    const run = await crowd(app, targets, sale, fans, options.connections);
    const cpuMs = app.cpuMs() - cpuBefore;
    await replay(app, targets[0]!, run);
    const checked = await checkPurchase(app.db, sale, options.seats, run);
    return {
      scenario: 'purchase',
      db: app.kind,
      size: { seats: options.seats, buyers: fans.length, tickets: checked.tickets },
      rate: checked.tickets / run.seconds,
      ...latencies(run.latencies),
      cpuUs: (cpuMs * 1000) / Math.max(1, checked.tickets),
      counts: {
        oversold: checked.oversold,
        orphans: checked.orphans,
        double_paid: checked.doublePaid,
        unexpected: checked.unexpected,
      },
    };
  } finally {
    for (const t of targets) t.agent.destroy();
  }
}
