import { REPLY_CODES } from '@fanpass/contracts';
import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import { floorDriver, type Tx } from './floor-driver.js';

/**
 * The floor of the onsale and purchase scenarios: a bare Fastify server running the app's own SQL
 * for a purchase's three steps through the same driver, and nothing else: no Nest, no guards, no
 * signature, nonce, session or validation, no serialiser beyond Fastify's JSON.
 *
 * - POST /fanapih5/order/create: the hold (OrdersService.create → HoldsService.place): the fan's
 *   live hold (when there is one, its items compared with the selection: `liveHoldAnswer`), the
 *   event with its seat areas, the fan's counter, then one transaction writing the counter, the
 *   order, its items and the conditional seat UPDATE; then what the answer shows of the event and
 *   its seat areas.
 * - POST /fanapih5/payment/create: the payment row of a held order (PaymentsService.create).
 * - POST /sandbox-pay/:paymentNo: the sandbox's charge row (SandboxCheckoutService.submit), then
 *   its callback sent over real HTTP to this server's own callback route, as the sandbox does.
 * - POST /fanapih5/payment/callback: the stored event, its claim, and the settlement's transaction
 *   (the charge recorded once, the order and its seat areas read, the order paid, held seats sold,
 *   the tickets in one INSERT and their history by one INSERT … SELECT, the event marked applied,
 *   the payment succeeded, Fan Coin earned), then the receipt read and put in the outbox.
 *
 * The fan is the login token's `sub`, read without checking anything. argv: port, sqlite|mysql, URL.
 */
const [portArg, kind, url] = process.argv.slice(2);
const port = Number(portArg);

const SQL = {
  liveHold: 'SELECT * FROM orders WHERE live_key = ? LIMIT 1',
  forOrder:
    'SELECT e.id AS e_id, e.ticket_limit AS e_ticket_limit, e.currency AS e_currency, e.sale_starts_at AS e_sale_starts_at, ' +
    'e.ends_at AS e_ends_at, e.desktop_only AS e_desktop_only, t.id AS t_id, t.price AS t_price, t.capacity AS t_capacity, ' +
    't.sold AS t_sold, t.held AS t_held FROM events e LEFT JOIN ticket_types t ON t.event_id = e.id AND t.id IN (?) ' +
    'WHERE e.id = ? ORDER BY t.id',
  ticketsOf: 'SELECT tickets FROM purchase_counters WHERE user_id = ? AND event_id = ?',
  // A live hold's items, and what its answer shows (OrdersRepository.itemsOf, EventsRepository.findEvents and findTypes).
  itemsOf:
    'SELECT id, order_id, ticket_type_id, quantity, unit_price FROM order_items WHERE order_id IN (?) ORDER BY id',
  events:
    'SELECT e.id, e.slug, e.title, e.about, e.images, e.venue, e.location, e.city, e.doors_at, e.starts_at, e.ends_at, ' +
    'e.sale_starts_at, e.desktop_only, e.real_name_required, e.ticket_limit, e.currency, e.created_at, e.updated_at ' +
    'FROM events e WHERE e.id IN (?)',
  types:
    'SELECT t.id AS t_id, t.event_id AS t_event_id, t.code AS t_code, t.name AS t_name, t.price AS t_price, ' +
    't.capacity AS t_capacity, t.sold AS t_sold, t.held AS t_held, t.sort_order AS t_sort_order, ' +
    't.created_at AS t_created_at, t.updated_at AS t_updated_at FROM ticket_types t WHERE t.id IN (?) ORDER BY t.id',
  // What the answer shows of the event and its seat areas, read once the hold is placed.
  shown:
    'SELECT e.id, e.title, e.venue, e.location, e.starts_at, e.ends_at, e.images, t.id AS t_id, t.name AS t_name ' +
    'FROM events e LEFT JOIN ticket_types t ON t.event_id = e.id AND t.id IN (?) WHERE e.id = ? ORDER BY t.id',
  counterRowSqlite: 'INSERT OR IGNORE INTO purchase_counters (user_id, event_id, tickets) VALUES (?, ?, 0)',
  counterRowMysql:
    'INSERT INTO purchase_counters (user_id, event_id, tickets) VALUES (?, ?, 0) ON DUPLICATE KEY UPDATE tickets = tickets',
  countUp: 'UPDATE purchase_counters SET tickets = tickets + ? WHERE user_id = ? AND event_id = ? AND tickets + ? <= ?',
  insertOrder:
    'INSERT INTO orders (order_no, user_id, event_id, status, source, platform, hold_minutes, quantity, total, currency, ' +
    'attendees, idempotency_key, live_key, expires_at, paid_at, created_at, updated_at, amount_due) ' +
    'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  insertItem: 'INSERT INTO order_items (order_id, ticket_type_id, quantity, unit_price) VALUES (?, ?, ?, ?)',
  hold: 'UPDATE ticket_types SET held = held + ?, updated_at = ? WHERE id = ? AND sold + held + ? <= capacity',
  orderByNo: 'SELECT * FROM orders WHERE order_no = ? LIMIT 1',
  orderById: 'SELECT * FROM orders WHERE id = ? LIMIT 1',
  insertPayment:
    'INSERT INTO payments (payment_no, purpose, order_id, order_no, user_id, provider, method, payment_type, saved_card_id, amount, ' +
    'currency, status, provider_txn_id, provider_ref, failure, lang, time_zone, return_url, idempotency_key, created_at, updated_at) ' +
    "VALUES (?, 'ticket', ?, ?, ?, 'sandbox', 'card', 'visa', NULL, ?, ?, 'pending', NULL, NULL, NULL, 'en_US', NULL, ?, NULL, ?, ?)",
  paymentById: 'SELECT * FROM payments WHERE id = ? LIMIT 1',
  paymentByNo: 'SELECT * FROM payments WHERE payment_no = ? LIMIT 1',
  user: 'SELECT * FROM users WHERE id = ? LIMIT 1',
  chargeOf: 'SELECT * FROM sandbox_transactions WHERE payment_no = ? LIMIT 1',
  insertCharge:
    'INSERT INTO sandbox_transactions (txn_id, payment_no, amount, currency, result, payment_type, card_token, card_brand, card_last4, ' +
    "card_expiry, callback_url, delivered_at, refunded_at, attempts, next_attempt_at, dead_at, last_error, created_at) VALUES (?, ?, ?, ?, 'succeeded', 'visa', " +
    'NULL, NULL, NULL, NULL, ?, NULL, NULL, 0, ?, NULL, NULL, ?)',
  charge: 'SELECT * FROM sandbox_transactions WHERE txn_id = ? LIMIT 1',
  claimCharge:
    'UPDATE sandbox_transactions SET attempts = ?, next_attempt_at = ? WHERE txn_id = ? AND attempts = ? AND delivered_at IS NULL',
  delivered: 'UPDATE sandbox_transactions SET delivered_at = ? WHERE txn_id = ?',
  insertEvent:
    'INSERT INTO payment_events (provider, event_id, payment_no, outcome, source, status, result, attempts, next_attempt_at, last_error, created_at, applied_at) ' +
    "VALUES ('sandbox', ?, ?, ?, 'webhook', 'received', NULL, 0, ?, NULL, ?, NULL)",
  claimEvent:
    "UPDATE payment_events SET attempts = ?, next_attempt_at = ? WHERE id = ? AND attempts = ? AND status = 'received'",
  recordCallback:
    "INSERT INTO payment_callbacks (provider, provider_txn_id, payment_id, result, outcome, created_at) VALUES ('sandbox', ?, ?, 'succeeded', 'settled', ?)",
  paid: "UPDATE orders SET status = 'paid', updated_at = ?, live_key = NULL, paid_at = ? WHERE id = ? AND status = 'held' AND amount_due = ?",
  lines:
    'SELECT i.ticket_type_id, i.quantity, t.name, EXISTS (SELECT 1 FROM seats s WHERE s.ticket_type_id = i.ticket_type_id) AS seated ' +
    'FROM order_items i JOIN ticket_types t ON t.id = i.ticket_type_id WHERE i.order_id = ? ORDER BY i.id',
  confirm: 'UPDATE ticket_types SET held = held - ?, sold = sold + ?, updated_at = ? WHERE id = ? AND held >= ?',
  applied:
    "UPDATE payment_events SET status = 'applied', result = 'paid', applied_at = ?, last_error = NULL WHERE id = ? AND status = 'received'",
  succeeded:
    "UPDATE payments SET status = 'succeeded', updated_at = ?, provider_txn_id = ?, failure = NULL WHERE id = ? AND status IN ('pending', 'failed')",
  insertTickets: (n: number) =>
    'INSERT INTO tickets (code, order_id, user_id, event_id, ticket_type_id, seat_area, attendee_name, status, secret, ' +
    'seat_state, seat_row, seat_number, transfer_locked_until, attendee_pending, created_at, updated_at) VALUES ' +
    Array(n).fill("(?, ?, ?, ?, ?, ?, NULL, 'ready', ?, NULL, NULL, NULL, NULL, 0, ?, ?)").join(', '),
  history: (n: number) =>
    `INSERT INTO ticket_history (ticket_id, kind, detail, created_at) SELECT id, 'Purchased', NULL, ? FROM tickets WHERE code IN (${Array(n).fill('?').join(', ')}) ORDER BY id`,
  // Fan Coin earned on the paid order (FanCoinService.earn through LedgerService.post).
  coinAccount:
    kind === 'mysql'
      ? 'SELECT id, kind, user_id, unit, balance FROM ledger_accounts WHERE owner = ? AND unit = ? FOR UPDATE'
      : 'SELECT id, kind, user_id, unit, balance FROM ledger_accounts WHERE owner = ? AND unit = ?',
  openCoin: `INSERT ${kind === 'mysql' ? 'IGNORE' : 'OR IGNORE'} INTO ledger_accounts (owner, kind, user_id, unit, balance, created_at) VALUES (?, 'fan', ?, 'coin', 0, ?)`,
  ledgerTx: 'INSERT INTO ledger_transactions (kind, tx_key, order_no, created_at) VALUES (?, ?, ?, ?)',
  move: 'UPDATE ledger_accounts SET balance = balance + ? WHERE id = ? AND balance + ? >= 0',
  entries:
    'INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES (?, ?, ?, ?), (?, ?, ?, ?)',
  platform: "SELECT id FROM ledger_accounts WHERE owner = 'coinIssuance' AND unit = 'coin'",
  // The receipt after the commit (ReceiptMailer: ReceiptsService.withEmail, the development outbox).
  receipt:
    'SELECT o.id, o.order_no, o.currency, o.paid_at, e.id AS event_id, e.slug, e.title, e.venue, e.location, e.starts_at, e.ends_at, ' +
    'u.email, t.name AS area, i.quantity FROM orders o JOIN events e ON e.id = o.event_id LEFT JOIN users u ON u.id = o.user_id ' +
    'LEFT JOIN order_items i ON i.order_id = o.id LEFT JOIN ticket_types t ON t.id = i.ticket_type_id WHERE o.id = ? ORDER BY i.id',
  outbox:
    "INSERT INTO outbox_messages (channel, recipient, subject, body, attachments, created_at) VALUES ('email', ?, ?, ?, NULL, ?)",
};

const db = floorDriver(kind, url!);
const isUnique = (error: unknown) =>
  /UNIQUE|ER_DUP_ENTRY|Duplicate entry/i.test(`${(error as { code?: string })?.code} ${String(error)}`);
const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
const secret = () => randomBytes(32).toString('hex');
const [issuance] = await db.rows(SQL.platform, []);
const issuanceId = Number(issuance!.id);

/** Fan Coin earned on a paid order: one per 10,000 minor units (FAN_COIN_EARN_RATE's default), as the app posts it. */
async function earnCoins(tx: Tx, userId: number, orderNo: string, amount: number, at: number): Promise<void> {
  const coins = Math.floor(amount / 10_000);
  if (coins <= 0) return;
  const owner = `fan:${userId}`;
  let [account] = await tx.rows(SQL.coinAccount, [owner, 'coin']);
  let balance = Number(account?.balance ?? 0);
  let accountId = Number(account?.id);
  if (!account) {
    const opened = await tx.run(SQL.openCoin, [owner, userId, at]);
    if (opened.changes === 1) accountId = opened.insertId;
    else {
      [account] = await tx.rows(SQL.coinAccount, [owner, 'coin']);
      accountId = Number(account!.id);
      balance = Number(account!.balance);
    }
  }
  const { insertId } = await tx.run(SQL.ledgerTx, ['coinEarned', `coin-earn:${orderNo}`, orderNo, at]);
  if ((await tx.run(SQL.move, [coins, accountId, coins])).changes !== 1) throw new Error('coin move refused');
  await tx.run(SQL.entries, [insertId, accountId, coins, balance + coins, insertId, issuanceId, -coins, null]);
}
/** The envelope; a refusal is named by its catalogue entry (REPLY_CODES). */
const reply = (answer: number | { code: number }, data: unknown = null) => {
  const code = typeof answer === 'number' ? answer : answer.code;
  return { code, msg: code === 200 ? 'Success' : 'Refused', data };
};

class Refused extends Error {
  constructor(readonly code: { code: number }) {
    super(String(code.code));
  }
}

/** The login token's subject, unchecked (the floor has no session). */
function fanOf(token: string | string[] | undefined): number {
  const payload = String(token).split('.')[1] ?? '';
  return Number((JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: number }).sub);
}

interface OrderBody {
  eventId: number;
  items: { ticketTypeId: number; quantity: number }[];
}

const app = Fastify({ logger: false });
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
  done(null, Object.fromEntries(new URLSearchParams(String(body)))),
);

/**
 * The fan's live hold for the event answers the order (OrdersService.resumeLiveHold): its items are
 * read and compared with the selection; the same selection answers that order (with those items,
 * its event and seat areas read, as OrdersService.views does), another is refused with its number.
 * The app expires a hold that has run out first; the bench's holds (10 minutes) never run out
 * during a race.
 */
async function liveHoldAnswer(userId: number, body: OrderBody): Promise<ReturnType<typeof reply> | null> {
  const [live] = await db.rows(SQL.liveHold, [`${userId}:${body.eventId}`]);
  if (!live) return null;
  const wanted = body.items[0]!;
  const items = await db.rows(SQL.itemsOf, [live.id]);
  const same =
    items.length === 1 &&
    Number(items[0]!.ticket_type_id) === wanted.ticketTypeId &&
    Number(items[0]!.quantity) === wanted.quantity;
  if (!same) return reply(REPLY_CODES.ORDER_ALREADY_HELD, { orderNo: live.order_no });
  const [event] = await db.rows(SQL.events, [live.event_id]);
  const types = await db.rows(SQL.types, [items[0]!.ticket_type_id]);
  return reply(200, {
    orderNo: live.order_no,
    status: live.status,
    event: { id: event!.id, title: event!.title, venue: event!.venue, startsAt: event!.starts_at },
    items: items.map((item) => ({
      ticketTypeId: item.ticket_type_id,
      name: types[0]!.t_name,
      quantity: item.quantity,
    })),
    quantity: live.quantity,
    total: live.total,
    currency: live.currency,
    expiresAt: live.expires_at,
  });
}

app.post('/fanapih5/order/create', async (request) => {
  const userId = fanOf(request.headers.token);
  const body = request.body as OrderBody;
  const live = await liveHoldAnswer(userId, body);
  if (live) return live;
  const wanted = body.items[0]!;
  const rows = await db.rows(SQL.forOrder, [wanted.ticketTypeId, body.eventId]);
  const event = rows[0];
  const type = rows.find((r) => r.t_id !== null);
  if (!event || !type) return reply(REPLY_CODES.EVENT_NOT_FOUND);
  const limit = Number(event.e_ticket_limit);
  const n = wanted.quantity;
  if (Number(type.t_capacity) - Number(type.t_sold) - Number(type.t_held) < n)
    return reply(REPLY_CODES.TICKETS_SOLD_OUT);
  const [counter] = await db.rows(SQL.ticketsOf, [userId, body.eventId]);
  // Over the limit, the app asks whether the fan's own hold used it up (OrdersService.create).
  if (Number(counter?.tickets ?? 0) + n > limit)
    return (await liveHoldAnswer(userId, body)) ?? reply(REPLY_CODES.TICKET_LIMIT_EXCEEDED);
  const now = Date.now();
  const orderNo = `T${hex(8)}`;
  const total = Number(type.t_price) * n;
  try {
    await db.transaction(async (tx) => {
      await tx.run(kind === 'sqlite' ? SQL.counterRowSqlite : SQL.counterRowMysql, [userId, body.eventId]);
      if ((await tx.run(SQL.countUp, [n, userId, body.eventId, n, limit])).changes !== 1)
        throw new Refused(REPLY_CODES.TICKET_LIMIT_EXCEEDED);
      const { insertId } = await tx.run(SQL.insertOrder, [
        orderNo,
        userId,
        body.eventId,
        'held',
        'direct',
        'H5',
        10,
        n,
        total,
        event.e_currency,
        null,
        null,
        `${userId}:${body.eventId}`,
        now + 600_000,
        null,
        now,
        now,
        total,
      ]);
      await tx.run(SQL.insertItem, [insertId, type.t_id, n, type.t_price]);
      if ((await tx.run(SQL.hold, [n, now, type.t_id, n])).changes !== 1)
        throw new Refused(REPLY_CODES.TICKETS_SOLD_OUT);
    });
  } catch (error) {
    // The one live hold per fan and event (unique live_key) was taken by the fan's other request,
    // or that hold used up the limit: as in OrdersService.create, that hold decides the answer.
    if (isUnique(error) || (error instanceof Refused && error.code === REPLY_CODES.TICKET_LIMIT_EXCEEDED)) {
      const live = await liveHoldAnswer(userId, body);
      if (live) return live;
    }
    if (error instanceof Refused) return reply(error.code);
    throw error;
  }
  const [shown] = await db.rows(SQL.shown, [type.t_id, body.eventId]);
  return reply(200, {
    orderNo,
    status: 'held',
    event: { id: shown!.id, title: shown!.title, venue: shown!.venue, startsAt: shown!.starts_at },
    items: [{ ticketTypeId: shown!.t_id, name: shown!.t_name, quantity: n }],
    quantity: n,
    total,
    currency: event.e_currency,
    expiresAt: now + 600_000,
  });
});

app.post('/fanapih5/payment/create', async (request) => {
  const userId = fanOf(request.headers.token);
  const { orderNo } = request.body as { orderNo: string };
  const [order] = await db.rows(SQL.orderByNo, [orderNo]);
  if (!order || Number(order.user_id) !== userId) return reply(REPLY_CODES.ORDER_NOT_FOUND);
  if (order.status !== 'held') return reply(REPLY_CODES.ORDER_EXPIRED);
  const now = Date.now();
  const paymentNo = `P${hex(12)}`;
  const resultUrl = `http://127.0.0.1:${port}/#/payment/result?orderNo=${orderNo}`;
  const { insertId } = await db.run(SQL.insertPayment, [
    paymentNo,
    order.id,
    orderNo,
    userId,
    order.amount_due,
    order.currency,
    resultUrl,
    now,
    now,
  ]);
  const [payment] = await db.rows(SQL.paymentById, [insertId]);
  await db.rows(SQL.user, [userId]);
  return reply(200, {
    paymentNo,
    orderNo,
    method: 'card',
    paymentType: 'visa',
    amount: Number(payment!.amount),
    currency: payment!.currency,
    status: 'pending',
    redirectUrl: `http://127.0.0.1:${port}/sandbox-pay/${paymentNo}?lang=en_US`,
    expiresAt: Number(order.expires_at),
  });
});

const callbackUrl = `http://127.0.0.1:${port}/fanapih5/payment/callback`;

/** The sandbox's callback for a charge, over real HTTP to this server (SandboxCheckoutService.deliver). */
async function deliver(txnId: string): Promise<void> {
  const [charge] = await db.rows(SQL.charge, [txnId]);
  const now = Date.now();
  if ((await db.run(SQL.claimCharge, [1, now + 60_000, txnId, 0])).changes !== 1) return;
  const body = {
    paymentNo: charge!.payment_no,
    txnId,
    result: 'succeeded',
    amount: Number(charge!.amount),
    currency: charge!.currency,
    paymentType: 'visa',
    card: null,
    sentAt: now,
  };
  const response = await fetch(callbackUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) await db.run(SQL.delivered, [Date.now(), txnId]);
}

app.post('/sandbox-pay/:paymentNo', async (request, response) => {
  const { paymentNo } = request.params as { paymentNo: string };
  const [payment] = await db.rows(SQL.paymentByNo, [paymentNo]);
  if (!payment) return response.code(404).send();
  const [charged] = await db.rows(SQL.chargeOf, [paymentNo]);
  const resultUrl = String(payment.return_url);
  if (payment.status !== 'pending' || charged) return response.code(303).header('location', resultUrl).send();
  await db.rows(SQL.paymentByNo, [paymentNo]);
  const now = Date.now();
  const txnId = `sbx_${randomBytes(12).toString('hex')}`;
  try {
    await db.run(SQL.insertCharge, [txnId, paymentNo, payment.amount, payment.currency, callbackUrl, now, now]);
  } catch (error) {
    if (isUnique(error)) return response.code(303).header('location', resultUrl).send();
    throw error;
  }
  void deliver(txnId).catch((error: unknown) =>
    console.error(`floor: callback of ${paymentNo} failed: ${String(error)}`),
  );
  return response.code(303).header('location', resultUrl).send();
});

app.post('/fanapih5/payment/callback', async (request) => {
  const body = request.body as { paymentNo: string; txnId: string; amount: number; currency: string };
  const now = Date.now();
  let eventId: number;
  try {
    const outcome = { state: 'succeeded', txnId: body.txnId, amount: body.amount, currency: body.currency, card: null };
    eventId = (await db.run(SQL.insertEvent, [body.txnId, body.paymentNo, JSON.stringify(outcome), now, now])).insertId;
  } catch (error) {
    if (isUnique(error)) return reply(200, { received: true, outcome: 'duplicate' });
    throw error;
  }
  if ((await db.run(SQL.claimEvent, [1, now + 60_000, eventId, 0])).changes !== 1)
    return reply(200, { received: true, outcome: 'ignored' });
  const [payment] = await db.rows(SQL.paymentByNo, [body.paymentNo]);
  const outcome = await db.transaction(async (tx) => {
    const at = Date.now();
    await tx.run(SQL.recordCallback, [body.txnId, payment!.id, at]);
    const [order] = await tx.rows(SQL.orderById, [payment!.order_id]);
    if (Number(payment!.amount) !== Number(order!.amount_due)) throw new Error('amount differs');
    const lines = await tx.rows(SQL.lines, [order!.id]);
    if ((await tx.run(SQL.paid, [at, at, order!.id, payment!.amount])).changes !== 1)
      throw new Error(`order ${String(order!.order_no)} not held`);
    for (const line of lines) {
      const n = Number(line.quantity);
      if ((await tx.run(SQL.confirm, [n, n, at, line.ticket_type_id, n])).changes !== 1) throw new Error('seats gone');
    }
    const codes: string[] = [];
    const values: unknown[] = [];
    for (const line of lines) {
      for (let i = 0; i < Number(line.quantity); i++) {
        const code = hex(10);
        codes.push(code);
        values.push(code, order!.id, order!.user_id, order!.event_id, line.ticket_type_id, line.name, secret(), at, at);
      }
    }
    await tx.run(SQL.insertTickets(codes.length), values);
    await tx.run(SQL.history(codes.length), [at, ...codes]);
    if ((await tx.run(SQL.applied, [at, eventId])).changes !== 1) throw new Error('applied twice');
    await tx.run(SQL.succeeded, [at, body.txnId, payment!.id]);
    await earnCoins(tx, Number(order!.user_id), String(order!.order_no), Number(payment!.amount), at);
    return 'paid';
  });
  const receipt = await db.rows(SQL.receipt, [payment!.order_id]);
  const first = receipt[0];
  if (first?.email) {
    const seats = receipt.map((r) => `${String(r.area)} × ${String(r.quantity)}`).join(', ');
    await db.run(SQL.outbox, [first.email, `Your tickets for ${String(first.title)}`, seats, Date.now()]);
  }
  return reply(200, { received: true, outcome });
});

app.get('/fanapih5/notify', async () => reply(200));
// A clean exit on SIGTERM, so a --cpu-prof (BENCH_FLOOR_NODE_ARGS) is written.
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port, host: '127.0.0.1' });
