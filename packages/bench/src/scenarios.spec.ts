import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BenchApp, startBenchApp } from './app.js';
import { checkGate, runGate } from './gate.js';
import { lineOf } from './levels.js';
import { checkOnsale, runOnsale } from './onsale.js';
import { checkPurchase, runPurchase } from './purchase.js';
import { seedEvent, seedFans } from './seed.js';
import { signedPost } from './signed.js';
import { checkWallet, runWallet, type Wallet } from './wallet.js';

/*
 * Each scenario end to end on a tiny run against the built api (one server, one SQLite database,
 * shared by the tests): the counts of what went wrong must be 0, whatever the speed, which is the
 * benchmark's business and not the suite's. Then each check is shown a wrong database or wrong
 * answers and must count them.
 */

let app: BenchApp;
beforeAll(async () => {
  app = await startBenchApp('sqlite', 'spec');
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

describe('the scenarios on a tiny run', { timeout: 120_000 }, () => {
  it('onsale: a crowd larger than the seats takes every seat once, no fan past the limit, no orphan', async () => {
    const outcome = await runOnsale(app, { buyers: 60, seats: 40, connections: 8, warmup: 10 });
    expect(outcome.counts).toEqual({ oversold: 0, over_limit: 0, orphans: 0, unexpected: 0 });
    expect(outcome.size).toMatchObject({ seats: 40, buyers: 60, orders: 66, held: 40 });
    expect(lineOf(outcome)).toMatch(/^onsale: db=sqlite .* target=(met|missed)$/);
  });

  it('purchase: every seat sold once, each paid order with its tickets, replayed callbacks changing nothing', async () => {
    const outcome = await runPurchase(app, { buyers: 40, seats: 30, connections: 8, warmup: 6 });
    expect(outcome.counts).toEqual({ oversold: 0, orphans: 0, double_paid: 0, unexpected: 0 });
    expect(outcome.size).toMatchObject({ seats: 30, tickets: 30 });
  });

  it('wallet: short wallets refused, racers paying once, replays answered with the first payment', async () => {
    const outcome = await runWallet(app, { wallets: 30, connections: 8, warmup: 10 });
    expect(outcome.counts).toEqual({ overspent: 0, unbalanced: 0, duplicated: 0, wrong_answers: 0 });
    // Every wallet pays once, a racer and a replay twice.
    expect(outcome.size).toEqual({ wallets: 30, payments: 36 });
  });

  it('gate: every ticket admitted once, duplicates and expired codes refused', async () => {
    const outcome = await runGate(app, { tickets: 100, warmup: 20 });
    expect(outcome.counts).toEqual({ admitted_twice: 0, wrong_verdicts: 0 });
    expect(outcome.size).toMatchObject({ tickets: 100, scans: 107 });
  });
});

describe('the checks count what went wrong', { timeout: 60_000 }, () => {
  it('onsale: a seat counted twice, and an order nobody was answered', async () => {
    const [fan] = await seedFans(app.db, 1, app.keys.jwt);
    const event = await seedEvent(app.db, `spec-onsale-${Date.now()}`, { capacity: 2 });
    const agent = new Agent({ keepAlive: false });
    const reply = await signedPost<{ orderNo: string }>(
      new URL(app.instances[0]!.url),
      agent,
      '/fanapih5/order/create',
      fan!,
      {
        eventId: event.eventId,
        items: [{ ticketTypeId: event.typeId, quantity: 2 }],
      },
    );
    expect(reply.code).toBe(200);
    const answer = { ms: 1, code: 200, orderNo: reply.data!.orderNo, quantity: 2 };
    expect(await checkOnsale(app.db, event, 2, [answer])).toMatchObject({ oversold: 0, orphans: 0, overLimit: 0 });
    expect(await checkOnsale(app.db, event, 2, [])).toMatchObject({ orphans: 1 });
    expect(await checkOnsale(app.db, event, 2, [{ ...answer, code: 500 }])).toMatchObject({ unexpected: 1 });
    await app.db.run('UPDATE ticket_types SET held = held + 1 WHERE id = ?', [event.typeId]);
    expect((await checkOnsale(app.db, event, 2, [answer])).oversold).toBeGreaterThan(0);
  });

  it('purchase: a replayed callback applied again, and a paid card whose order is not paid', async () => {
    const event = await seedEvent(app.db, `spec-purchase-${Date.now()}`, { capacity: 2 });
    const unpaid = { startedAt: 0, answeredAt: 0, orderNo: 'NOPE', paymentNo: 'P-NOPE', refused: null };
    const checked = await checkPurchase(app.db, event, 2, {
      purchases: [unpaid],
      paid: [],
      seconds: 1,
      latencies: [],
      replays: ['applied', 'duplicate'],
    });
    expect(checked).toMatchObject({ orphans: 1, doublePaid: 1, oversold: 0 });
  });

  it('wallet: a short wallet answered as paid, and a replay answered with a second payment', async () => {
    const fan = { id: -1, uuid: 'x', token: 'x', pin: '1' };
    const short: Wallet = { fan, role: 'short', orders: [{ orderNo: 'O-SHORT', total: 100 }], funded: 99 };
    const replay: Wallet = {
      fan: { ...fan, id: -2 },
      role: 'replay',
      orders: [{ orderNo: 'O-R', total: 100 }],
      funded: 0,
    };
    const checked = await checkWallet(
      app.db,
      [short, replay],
      [
        { job: { wallet: short, orderNo: 'O-SHORT', key: 'k1' }, code: 200, paymentNo: 'P1', ms: 1 },
        { job: { wallet: replay, orderNo: 'O-R', key: 'k2' }, code: 200, paymentNo: 'P2', ms: 1 },
        { job: { wallet: replay, orderNo: 'O-R', key: 'k2' }, code: 200, paymentNo: 'P3', ms: 1 },
      ],
    );
    expect(checked).toEqual({ overspent: 1, unbalanced: 1, duplicated: 1, wrong: 2 });
  });

  it('gate: a ticket admitted at two gates, and an expired code let in', async () => {
    const { eventId } = await seedEvent(app.db, `spec-gate-${Date.now()}`, { capacity: 1 });
    const ticket = { id: -1, code: 'X', secret: 'x' };
    const checked = await checkGate(app.db, eventId, [
      { scan: { ticket, age: 0 }, verdict: 'valid', ms: 1 },
      { scan: { ticket, age: 0 }, verdict: 'valid', ms: 1 },
      { scan: { ticket: { ...ticket, id: -2 }, age: 5 }, verdict: 'valid', ms: 1 },
    ]);
    // The expired code let in, and the ticket said admitted that the database never validated.
    expect(checked).toEqual({ twice: 1, wrong: 2 });
  });
});
