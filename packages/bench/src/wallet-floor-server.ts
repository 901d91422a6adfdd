import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import { floorDriver, type Row } from './floor-driver.js';

/**
 * The wallet scenario's floor: a bare Fastify route paying a held order from the wallet with the
 * ledger's own SQL (the statements of packages/api/src/modules/wallet/ledger.repository.ts and the
 * payment row that its `pay:<paymentNo>` key names) through the same driver, one transaction per
 * payment, and nothing else: no guards, no signature, no session, no payment password, no Nest.
 * The fan is the order's owner; an Idempotency-Key replays the first payment as the app does.
 * argv: port, sqlite|mysql, database URL.
 */
const [portArg, kind, url] = process.argv.slice(2);

const SQL = {
  replay: 'SELECT payment_no, amount, currency FROM payments WHERE user_id = ? AND idempotency_key = ?',
  order: 'SELECT id, order_no, user_id, status, total, currency FROM orders WHERE order_no = ?',
  account: 'SELECT id, kind, user_id, unit FROM ledger_accounts WHERE owner = ? AND unit = ?',
  payment:
    "INSERT INTO payments (payment_no, purpose, order_id, order_no, user_id, provider, method, amount, currency, status, idempotency_key, created_at, updated_at) VALUES (?, 'ticket', ?, ?, ?, 'wallet', 'wallet', ?, ?, 'succeeded', ?, ?, ?)",
  transaction: 'INSERT INTO ledger_transactions (kind, tx_key, order_no, created_at) VALUES (?, ?, ?, ?)',
  move: 'UPDATE ledger_accounts SET balance = balance + ? WHERE id = ? AND balance + ? >= 0',
  balance: 'SELECT balance FROM ledger_accounts WHERE id = ?',
  entries:
    'INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES (?, ?, ?, ?), (?, ?, ?, ?)',
};

const driver = floorDriver(kind, url!);
const isUnique = (error: unknown) => /UNIQUE|ER_DUP_ENTRY|Duplicate entry/i.test(String((error as Error)?.message));
const [sales] = await driver.rows(SQL.account, ['sales', 'cash']);
const salesId = Number(sales!.id);

class Insufficient extends Error {}

const reply = (code: number, data: unknown = null) => ({ code, msg: code === 200 ? 'Success' : 'Refused', data });

async function replay(userId: number, key: string | undefined) {
  if (!key) return null;
  const [first] = await driver.rows(SQL.replay, [userId, key]);
  return first ?? null;
}

const app = Fastify({ logger: false });
app.post('/fanapih5/wallet/pay', async (request) => {
  const { orderNo } = request.body as { orderNo: string };
  const key = request.headers['idempotency-key'] as string | undefined;
  const [order] = await driver.rows(SQL.order, [orderNo]);
  if (!order) return reply(3010);
  const userId = Number(order.user_id);
  const answer = (p: Row, balance: number | null) =>
    reply(200, { orderNo, paymentNo: p.payment_no, amount: Number(p.amount), currency: p.currency, balance });
  const first = await replay(userId, key);
  if (first) return answer(first, null);
  if (order.status !== 'held') return reply(3013);
  const amount = Number(order.total);
  const paymentNo = `P${randomBytes(12).toString('hex').toUpperCase()}`;
  try {
    const balance = await driver.transaction(async (tx) => {
      const now = Date.now();
      const [account] = await tx.rows(SQL.account, [`fan:${userId}`, 'cash']);
      if (!account) throw new Insufficient();
      await tx.run(SQL.payment, [paymentNo, order.id, orderNo, userId, amount, order.currency, key ?? null, now, now]);
      const { insertId } = await tx.run(SQL.transaction, ['payment', `pay:${paymentNo}`, orderNo, now]);
      if ((await tx.run(SQL.move, [-amount, account.id, -amount])).changes !== 1) throw new Insufficient();
      const [after] = await tx.rows(SQL.balance, [account.id]);
      const left = Number(after!.balance);
      await tx.run(SQL.entries, [insertId, account.id, -amount, left, insertId, salesId, amount, null]);
      return left;
    });
    return answer({ payment_no: paymentNo, amount, currency: order.currency }, balance);
  } catch (error) {
    if (error instanceof Insufficient) return reply(5104);
    const won = isUnique(error) ? await replay(userId, key) : null;
    if (won) return answer(won, null);
    throw error;
  }
});
app.get('/fanapih5/notify', async () => reply(200));
await app.listen({ port: Number(portArg), host: '127.0.0.1' });
