import { createHmac, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import {
  type Buyer,
  type Db,
  freshDatabase,
  mysqlDb,
  percentile,
  quantities,
  seedBuyers,
  seedEvent,
  sqliteDb,
  startFloor,
  type Target,
  targetsOf,
} from './onsale.js';
import { benchPort, type RunningServer, startApp } from './servers.js';
import { signedPost } from './signed.js';

/**
 * The whole purchase under a flash crowd (issue 18): at least 5,000 signed-in buyers race for
 * 1,000 seats; each holds 1–4 tickets (order/create), starts paying with a card (payment/create)
 * and submits the sandbox's hosted card form, whose charge calls the app back over real HTTP
 * (payment/callback), which pays the order and issues its tickets. A tenth of the callbacks are
 * then sent again, signed (a provider retry), and must change nothing. Afterwards the database:
 * every seat sold at most once, every paid order with exactly its tickets, no ticket without a
 * paid order, no callback applied twice. Beside it the floor (onsale-floor-server.ts): the same
 * three steps' SQL in a bare Fastify process, the same buyers and bodies, the same load generator.
 *
 * A purchase's time runs from the buyer's first request until its tickets were written (the
 * order's paid_at, on the same clock); a refused buyer's until the refusal.
 */

const SEATS = 1000;
const ROUNDS = 5;
const WARM_BUYERS = 600;

interface Purchase {
  buyer: Buyer;
  quantity: number;
  startedAt: number;
  /** When the buyer's last answer came (the refusal, or the card form's redirect). */
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

async function purchase(
  target: Target,
  buyer: Buyer,
  quantity: number,
  event: { eventId: number; typeId: number },
  secret: string,
): Promise<Purchase> {
  const p: Purchase = {
    buyer,
    quantity,
    startedAt: Date.now(),
    answeredAt: 0,
    orderNo: null,
    paymentNo: null,
    refused: null,
  };
  const held = await signedPost<{ orderNo: string }>(target.base, target.agent, '/fanapih5/order/create', buyer, {
    eventId: event.eventId,
    items: [{ ticketTypeId: event.typeId, quantity }],
  });
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
    buyer,
    { orderNo: p.orderNo, method: 'card', paymentType: 'visa' },
  );
  if (paying.code !== 200 || !paying.data) {
    p.refused = paying.code;
    p.answeredAt = Date.now();
    return p;
  }
  p.paymentNo = paying.data.paymentNo;
  const formToken = createHmac('sha256', secret).update(`form|${p.paymentNo}`).digest('hex');
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
        `SELECT order_no, paid_at FROM orders WHERE status = 'paid' AND order_no IN (${chunk.map(() => '?').join(', ')})`,
        chunk,
      );
      for (const r of rows) paidAt.set(r.order_no, Number(r.paid_at));
    }
    if (paidAt.size === wanted.length) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return paidAt;
}

/** Sends a charge's callback again, signed as the sandbox signs it (a provider's retry). */
async function replayCallback(db: Db, base: string, paymentNo: string, secret: string): Promise<string> {
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
  const response = await fetch(`${base}/fanapih5/payment/callback`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': createHmac('sha256', secret).update(canonical).digest('hex'),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: { outcome?: string } };
  return answer.data?.outcome ?? `status ${response.status}`;
}

/** Where a crowd buys: the servers, the event, the sandbox secret and how many buy at once. */
interface Sale {
  targets: Target[];
  event: { eventId: number; typeId: number };
  secret: string;
  connections: number;
}

async function crowd(sale: Sale, buyers: Buyer[], qty: number[]): Promise<Purchase[]> {
  const { targets, event, secret, connections } = sale;
  const done: Purchase[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < buyers.length) {
        const i = next++;
        done.push(await purchase(targets[i % targets.length]!, buyers[i]!, qty[i]!, event, secret));
      }
    }),
  );
  return done;
}

interface Run {
  purchases: Purchase[];
  seconds: number;
  latencies: number[];
  replays: string[];
}

/** One round: the crowd, then until its tickets are issued, then a tenth of its callbacks again. */
async function round(db: Db, sale: Sale, buyers: Buyer[], qty: number[], run: Run): Promise<void> {
  const { targets, secret } = sale;
  const started = Date.now();
  const purchases = await crowd(sale, buyers, qty);
  const paidAt = await settled(db, purchases);
  let end = started;
  for (const p of purchases) {
    const at = p.orderNo && paidAt.has(p.orderNo) ? paidAt.get(p.orderNo)! : p.answeredAt;
    end = Math.max(end, at);
    run.latencies.push(at - p.startedAt);
  }
  run.seconds += (end - started) / 1000;
  run.purchases.push(...purchases);
  const paid = purchases.filter((p) => p.paymentNo && paidAt.has(p.orderNo!));
  for (let i = 0; i < paid.length; i += 10) {
    run.replays.push(await replayCallback(db, targets[0]!.base.origin, paid[i]!.paymentNo!, secret));
  }
}

interface Checked {
  tickets: number;
  oversold: number;
  orphans: number;
  doublePaid: number;
}

async function check(db: Db, event: { eventId: number; typeId: number }, run: Run): Promise<Checked> {
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
    Math.max(0, Number(tickets) - SEATS) +
    Math.max(0, sold + Number(type!.held) - SEATS) +
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
    const marks = chunk.map(() => '?').join(', ');
    const rows = await db.all<{ payments: number; events: number; callbacks: number }>(
      `SELECT
         (SELECT COUNT(*) FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded') AS payments,
         (SELECT COUNT(*) FROM payment_events e JOIN payments p ON p.payment_no = e.payment_no
            WHERE p.order_id = o.id AND e.status = 'applied' AND e.result = 'paid') AS events,
         (SELECT COUNT(*) FROM payment_callbacks c JOIN payments p ON p.id = c.payment_id WHERE p.order_id = o.id) AS callbacks
       FROM orders o WHERE o.id IN (${marks})`,
      chunk,
    );
    doublePaid += rows.filter((r) => Number(r.payments) > 1 || Number(r.events) > 1 || Number(r.callbacks) > 1).length;
  }
  doublePaid += run.replays.filter((r) => r !== 'duplicate').length;
  return { tickets: Number(tickets), oversold, orphans, doublePaid };
}

async function runOne(kind: 'sqlite' | 'mysql', port: number, count: number, connections: number): Promise<string> {
  const { url, drop } = await freshDatabase(kind, 'purchase');
  const secret = `bench-${randomBytes(16).toString('hex')}`;
  const env = { DATABASE_URL: url, SANDBOX_PAY_SECRET: secret, HOLD_MINUTES_H5: '240' };
  let app: RunningServer | undefined;
  let floor: RunningServer | undefined;
  let db: Db | undefined;
  try {
    app = await startApp(port, env);
    db = kind === 'sqlite' ? sqliteDb(url.slice('sqlite:'.length)) : await mysqlDb(url);
    const buyers = await seedBuyers(db, count);
    const sale = await seedEvent(db, 'bench-purchase');
    const floorSale = await seedEvent(db, 'bench-purchase-floor');
    floor = await startFloor(port + 50, kind, url);
    const appTargets = targetsOf([app.url], connections);
    const floorTargets = targetsOf([floor.url], connections);
    const qty = quantities(count, 4242);

    // Both warmed up (their JIT) on events of their own: full purchases, then refusals.
    const warm = buyers.slice(0, WARM_BUYERS);
    const warmRun = (): Run => ({ purchases: [], seconds: 0, latencies: [], replays: [] });
    const on = (targets: Target[], event: { eventId: number; typeId: number }): Sale => ({
      targets,
      event,
      secret,
      connections,
    });
    await round(db, on(appTargets, await seedEvent(db, 'bench-purchase-warm', 500)), warm, qty, warmRun());
    await round(db, on(floorTargets, await seedEvent(db, 'bench-purchase-warm-floor', 500)), warm, qty, warmRun());

    // The crowd in rounds, the app and the floor taking turns on the same slice of buyers.
    const appRun = warmRun();
    const floorRun = warmRun();
    const size = Math.ceil(count / ROUNDS);
    for (let r = 0; r < ROUNDS; r++) {
      const slice = buyers.slice(r * size, (r + 1) * size);
      const q = qty.slice(r * size, (r + 1) * size);
      await round(db, on(appTargets, sale), slice, q, appRun);
      await round(db, on(floorTargets, floorSale), slice, q, floorRun);
    }
    for (const t of [...appTargets, ...floorTargets]) t.agent.destroy();

    const checked = await check(db, sale, appRun);
    const floorChecked = await check(db, floorSale, floorRun);
    const unexpected = appRun.purchases.filter((p) => p.refused !== null && ![3004, 3005, 3019].includes(p.refused));
    if (unexpected.length) {
      console.log(`purchase: db=${kind} ${unexpected.length} unexpected answers, e.g. ${unexpected[0]!.refused}`);
      process.exitCode = 1;
    }
    if (floorChecked.oversold + floorChecked.orphans + floorChecked.doublePaid) {
      console.log(`purchase: db=${kind} the floor itself was wrong`, floorChecked);
    }
    if (checked.oversold || checked.orphans || checked.doublePaid) process.exitCode = 1;
    const perS = checked.tickets / appRun.seconds;
    const floorPerS = floorChecked.tickets / floorRun.seconds;
    const p99 = percentile(
      appRun.latencies.sort((a, b) => a - b),
      99,
    );
    const floorP99 = percentile(
      floorRun.latencies.sort((a, b) => a - b),
      99,
    );
    return (
      `purchase: db=${kind} seats=${SEATS} buyers=${count} tickets=${checked.tickets} oversold=${checked.oversold} ` +
      `orphans=${checked.orphans} double_paid=${checked.doublePaid} tickets_per_s=${perS.toFixed(0)} ` +
      `p99_ms=${p99.toFixed(1)} floor_per_s=${floorPerS.toFixed(0)} ratio=${(perS / floorPerS).toFixed(2)} ` +
      `floor_p99_ms=${floorP99.toFixed(1)}`
    );
  } finally {
    await db?.close();
    await floor?.stop();
    await app?.stop();
    await drop();
  }
}

export async function purchaseScenario(args: { buyers: number; connections: number }): Promise<void> {
  const buyers = Math.max(5000, args.buyers);
  // BENCH_DB=mysql runs the MariaDB/MySQL line only (comparing builds).
  const lines =
    process.env.BENCH_DB === 'mysql' ? [] : [await runOne('sqlite', benchPort(4130, 0), buyers, args.connections)];
  if (/^(mysql|mariadb):/.test(process.env.DATABASE_URL ?? '')) {
    lines.push(await runOne('mysql', benchPort(4130, 15), buyers, args.connections));
  }
  for (const line of lines) console.log(line);
}
