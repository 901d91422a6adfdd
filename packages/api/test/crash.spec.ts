import { REPLY_CODES } from '@fanpass/contracts';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { TicketType } from '../src/modules/events/entities/ticket-type.entity.js';
import { runOps } from '../src/ops/cli.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { buyers, createEvent } from './support/tickets-fixtures.js';
import { TestApp } from './support/test-app.js';
import { call, type Fan, purchase } from './support/traffic.js';
import { expectWithMessage } from './support/expect-with-message.js';
import { MAIN, startServer, stopServer } from './support/server-process.js';

const FANS = 30;
/** Hard kills before the last restart: one in `npm test` (a smoke), more in `npm run test:soak`. */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 1);

/** The payment job often, and a short reconciliation window, so a restart settles quickly. */
const PAYMENT_JOBS = { PAYMENT_JOB_INTERVAL_MS: '200', PAYMENT_RECONCILE_AFTER_SECONDS: '2' };

async function ops(databaseUrl: string, ...argv: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await runOps(argv, (line) => lines.push(line), {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    PAYMENT_RECONCILE_AFTER_SECONDS: '2',
  });
  return { code, out: lines.join('\n') };
}

const verify = (databaseUrl: string) => ops(databaseUrl, 'verify');

/** Until `pnpm ops payments pending` says nothing is overdue (the restarted service's job at work). */
async function settledPayments(databaseUrl: string, within: number): Promise<{ code: number; out: string }> {
  const deadline = Date.now() + within;
  for (;;) {
    const pending = await ops(databaseUrl, 'payments', 'pending');
    if (pending.out.endsWith('nothing pending') || Date.now() > deadline) return pending;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('crash suite: kill -9 during parallel orders and payments, restart, pnpm ops verify', () => {
  let database: TestDatabase;
  let eventId: number;
  let typeIds: number[];
  let fans: Fan[];

  beforeAll(async () => {
    expectWithMessage(existsSync(MAIN), 'build the api first (npm test does)').toBe(true);
    database = await createTestDatabase();
    // Fixtures through the app itself (migrations, an event on sale, fans with sessions), then it stops.
    const t = await TestApp.start({}, {}, database);
    // Enough seats for a few rounds, few enough that the last rounds fight over them.
    const { event, types } = await createEvent(t, {
      ticketLimit: 40,
      ticketTypes: [
        { code: 'a', name: 'A', price: 100_00, capacity: 150 },
        { code: 'b', name: 'B', price: 60_00, capacity: 120 },
      ],
    });
    eventId = event.id;
    typeIds = types.map((type) => type.id);
    fans = (await buyers(t, FANS)).map((b) => ({ token: b.opts.token!, uuid: b.opts.uuid! }));
    await t.stop();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it(
    `survives ${ROUNDS} hard kills in the middle of the traffic with every invariant intact`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const server = await startServer(database.url, PAYMENT_JOBS);
        const traffic = Promise.all(fans.map((fan, i) => purchase(server.base, fan, eventId, typeIds, i + round)));
        // Kill while requests are in flight: somewhere between the first holds and the last callbacks.
        await new Promise((resolve) => setTimeout(resolve, 250 + round * 250));
        await stopServer(server.child, 'SIGKILL');
        await traffic;
        const after = await verify(database.url);
        expectWithMessage(after.out, `round ${round}`).toBe('every invariant holds');
        expect(after.code).toBe(0);
      }
      // The restarted service still serves (and the hard kills left work for it to have done).
      const server = await startServer(database.url, PAYMENT_JOBS);
      try {
        const seats = await call(server.base, 'GET', '/fanapih5/event/availability', { id: eventId }, fans[0]);
        expect(seats?.code).toBe(REPLY_CODES.SUCCESS.code);
        await Promise.all(fans.map((fan, i) => purchase(server.base, fan, eventId, typeIds, i)));
        // Every charge the kills interrupted is delivered, applied, reconciled or refunded by now.
        const payments = await settledPayments(database.url, 60_000);
        expect(payments.out).toBe('nothing pending');
        expect(payments.code).toBe(0);
      } finally {
        await stopServer(server.child, 'SIGKILL');
      }
      const final = await verify(database.url);
      expect(final.out).toBe('every invariant holds');
      expect(final.code).toBe(0);
    },
    120_000 + ROUNDS * 40_000,
  ); // server starts and the payments settling: slow on a busy CI machine

  it('pnpm ops verify names each breach and exits non-zero', async () => {
    const t = await TestApp.start({}, {}, database);
    try {
      const manager = t.dataSource.manager;
      const type = await manager.findOneByOrFail(TicketType, { id: typeIds[0]! });
      await manager.update(TicketType, { id: type.id }, { held: type.held + 1 });
      const ticket = await manager.findOne(Ticket, { where: {}, order: { id: 'ASC' } });
      expectWithMessage(ticket, 'the traffic paid at least one order').not.toBeNull();
      await manager.delete(Ticket, { id: ticket!.id });
      await manager.query('UPDATE purchase_counters SET tickets = tickets + 3 WHERE user_id = ? AND event_id = ?', [
        ticket!.userId,
        eventId,
      ]);
      const broken = await t.ops('verify');
      expect(broken.code).toBe(1);
      expect(broken.out).toContain(`BREACH seat area ${type.id} (event ${eventId}): held is ${type.held + 1}`);
      expect(broken.out).toMatch(/BREACH order T[0-9A-F]{16} \(paid\): \d+ tickets of seat area \d+, expected \d+/);
      expect(broken.out).toContain(`BREACH purchase counter of user ${ticket!.userId} for event ${eventId}`);
      expect(broken.out).toMatch(/3 invariant breaches$/);
    } finally {
      await t.stop();
    }
  });
});
