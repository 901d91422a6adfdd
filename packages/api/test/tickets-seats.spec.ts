import { REPLY_CODES } from '@fanpass/contracts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { SeatsJob } from '../src/modules/tickets/seats/seats.job.js';
import { SeatsService } from '../src/modules/tickets/seats/seats.service.js';
import { TicketsService } from '../src/modules/tickets/tickets.service.js';
import { outbox } from './support/accounts.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer } from './support/tickets-fixtures.js';

describe('tickets: seat assignment (confirming, then assigned) and entry details', () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'fanpass-seats-'));

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Imports a seated event through `pnpm ops event import`; answers its slug. */
  async function importEvent(seats: unknown, capacity = 6, more: Record<string, unknown> = {}): Promise<string> {
    const slug = `seated-${randomBytes(4).toString('hex')}`;
    const now = t.clock.now();
    const file = join(dir, `${slug}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        slug,
        title: 'Seated Night',
        venue: 'Arena',
        location: 'Cotai, Macau',
        startsAt: now + 7 * 86_400_000,
        endsAt: now + 7 * 86_400_000 + 3 * 3_600_000,
        saleStartsAt: now - 60_000,
        entry: {
          gate: 'Gate 3',
          queueAt: now + 7 * 86_400_000 - 7_200_000,
          entryAt: now + 7 * 86_400_000 - 3_600_000,
          guide: 'Bring ID',
        },
        ticketTypes: [
          { code: 'stalls', name: 'Stalls', price: 100_00, capacity, seats, entry: { gate: 'Gate 5' } },
          { code: 'floor', name: 'Floor', price: 50_00, capacity: 10 },
        ],
        ...more,
      }),
    );
    const result = await t.ops('event', 'import', file);
    expect(result.out).toContain('Created 1');
    return slug;
  }

  async function buy(fan: Buyer, slug: string, code: string, quantity: number): Promise<Ticket[]> {
    const event = (await t.get('/fanapih5/event/detail', { slug }, fan.opts)).body.data;
    const eventId = (event?.id as number | undefined) ?? (await eventIdOf(slug));
    const types = (await t.dataSource.query('SELECT id, code FROM ticket_types WHERE event_id = ?', [eventId])) as {
      id: number;
      code: string;
    }[];
    const type = types.find((x) => x.code === code)!;
    const created = await t.post(
      '/fanapih5/order/create',
      { eventId, items: [{ ticketTypeId: Number(type.id), quantity }] },
      fan.opts,
    );
    expect(created.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const order = await t.dataSource.manager.findOneByOrFail(Order, { orderNo: created.body.data.orderNo as string });
    await t.dataSource.transaction((tx) => t.app.get(TicketsService).issue(tx, order, t.clock.now()));
    const tickets = await t.dataSource.manager.find(Ticket, { where: { orderId: order.id }, order: { id: 'ASC' } });
    // As settlement leaves it: paid, no longer the fan's live hold.
    await t.dataSource.query("UPDATE orders SET status = 'paid', live_key = NULL WHERE id = ?", [order.id]);
    return tickets;
  }

  async function eventIdOf(slug: string): Promise<number> {
    const [row] = (await t.dataSource.query('SELECT id FROM events WHERE slug = ?', [slug])) as { id: number }[];
    return Number(row!.id);
  }

  it('a seated ticket starts paid and confirming; the ops command seats orders side by side and e-mails the holder', async () => {
    const slug = await importEvent([
      { row: 'A', from: 1, to: 3 },
      { row: 'B', numbers: ['10', '11', '12', '14'] },
    ]);
    const first = await buyer(t);
    const second = await buyer(t);
    const [solo] = await buy(first, slug, 'stalls', 1);
    await buy(second, slug, 'stalls', 3);
    const [ga] = await buy(first, slug, 'floor', 1);
    expect(solo).toMatchObject({ status: 'paid', seatState: 'confirming', seatRow: null });
    // General admission has no seats and skips the confirming state.
    expect(ga).toMatchObject({ status: 'ready', seatState: null });

    const detail = await t.get('/fanapih5/ticket/detail', { code: solo!.code }, first.opts);
    expect(detail.body.data).toMatchObject({
      status: 'paid',
      seatState: 'confirming',
      seatRow: null,
      seatNumber: null,
    });
    // The area's own gate, the event's times and guide.
    expect(detail.body.data.entry).toMatchObject({ gate: 'Gate 5', guide: 'Bring ID' });
    expect(detail.body.data.entry.queueAt).toBeGreaterThan(0);

    const run = await t.ops('seats', 'assign', slug);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`${slug}/stalls: 4 seat(s) assigned`);

    const seated = await t.dataSource.manager.find(Ticket, {
      where: { ticketTypeId: solo!.ticketTypeId },
      order: { id: 'ASC' },
    });
    expect(seated.map((s) => [s.status, s.seatState])).toEqual(Array(4).fill(['ready', 'assigned']));
    expect(seated[0]).toMatchObject({ seatRow: 'A', seatNumber: '1' });
    // Three together: row A has two left, so the order goes to row B, 10–12 side by side.
    expect(seated.slice(1).map((s) => `${s.seatRow}${s.seatNumber}`)).toEqual(['B10', 'B11', 'B12']);
    const mail = (await outbox(t, first.user.email))[0]!;
    expect(mail.subject).toContain('Seated Night');
    expect(mail.text).toContain('Row A, Seat 1');

    const shown = await t.get('/fanapih5/ticket/detail', { code: solo!.code }, first.opts);
    expect(shown.body.data).toMatchObject({
      status: 'ready',
      seatState: 'assigned',
      seatArea: 'Stalls',
      seatRow: 'A',
      seatNumber: '1',
    });
    expect((await t.get('/fanapih5/ticket/detail', { code: ga!.code }, first.opts)).body.data.entry.gate).toBe(
      'Gate 3',
    );

    // Re-run for new sales: the earlier seats stay, the new ticket gets a free one.
    const [late] = await buy(first, slug, 'stalls', 1);
    const again = await t.ops('seats', 'assign', slug, 'stalls');
    expect(again.out).toContain('1 seat(s) assigned');
    const lateRow = await t.dataSource.manager.findOneByOrFail(Ticket, { id: late!.id });
    expect(`${lateRow.seatRow}${lateRow.seatNumber}`).toBe('A2');
    expect(await t.dataSource.manager.findOneByOrFail(Ticket, { id: solo!.id })).toMatchObject({
      seatRow: 'A',
      seatNumber: '1',
    });
  });

  it('never gives one seat twice, even with runs at the same time, and keeps each order pair together', async () => {
    const slug = await importEvent([{ row: 'C', from: 1, to: 6 }], 6);
    const fans = [await buyer(t), await buyer(t), await buyer(t)];
    for (const fan of fans) await buy(fan, slug, 'stalls', 2);
    // On MySQL a second server races for real; SQLite has one writer per file, so the runs share one app.
    const sibling = t.database.url.startsWith('mysql') ? await t.startSibling() : t;
    try {
      await Promise.all([
        t.app.get(SeatsService).assign(slug),
        t.app.get(SeatsService).assign(slug),
        sibling.app.get(SeatsService).assign(slug),
      ]);
    } finally {
      if (sibling !== t) await sibling.stop();
    }
    const eventId = await eventIdOf(slug);
    const tickets = await t.dataSource.manager.find(Ticket, { where: { eventId }, order: { id: 'ASC' } });
    const places = tickets.map((x) => `${x.seatRow}${x.seatNumber}`);
    expect(new Set(places).size).toBe(6);
    expect(tickets.every((x) => x.seatState === 'assigned')).toBe(true);
    // Each order's pair sits side by side.
    for (let i = 0; i < 6; i += 2) {
      expect(Number(tickets[i + 1]!.seatNumber) - Number(tickets[i]!.seatNumber)).toBe(1);
    }
    const seatRows = (await t.dataSource.query('SELECT ticket_id FROM seats WHERE ticket_id IS NOT NULL')) as unknown[];
    expect(seatRows.length).toBeGreaterThanOrEqual(6);
  });

  it('refuses a seat map smaller than the capacity, listing the problem', async () => {
    const slug = `bad-${randomBytes(3).toString('hex')}`;
    const file = join(dir, `${slug}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        slug,
        title: 'Bad map',
        venue: 'Arena',
        location: 'Macau',
        startsAt: '2030-01-01T20:00:00Z',
        endsAt: '2030-01-01T23:00:00Z',
        ticketTypes: [{ code: 'x', name: 'X', price: 1, capacity: 5, seats: [{ row: 'A', from: 1, to: 3 }] }],
      }),
    );
    const result = await t.ops('event', 'import', file);
    expect(result.code).toBe(2);
    expect(result.out).toContain('3 seat(s) for a capacity of 5');
  });

  // Last in the file: it moves the app's clock days ahead.
  it('seats waiting tickets on its own 48 hours before doors, and tickets sold after that on the next run', async () => {
    const doorsAt = t.clock.now() + 7 * 86_400_000 - 3_600_000;
    const slug = await importEvent([{ row: 'A', from: 1, to: 6 }], 6, { doorsAt });
    const fan = await buyer(t);
    const [early] = await buy(fan, slug, 'stalls', 2);
    const job = t.app.get(SeatsJob);
    const state = async (id: number) => {
      const row = await t.dataSource.manager.findOneByOrFail(Ticket, { id });
      return [row.status, row.seatState, row.seatRow && `${row.seatRow}${row.seatNumber}`];
    };

    await job.tick();
    expect(await state(early!.id)).toEqual(['paid', 'confirming', null]);
    // The holder is told when the seat and its code come.
    const waiting = await t.get('/fanapih5/ticket/detail', { code: early!.code }, fan.opts);
    expect(waiting.body.data).toMatchObject({ seatState: 'confirming', seatsBy: doorsAt - 48 * 3_600_000 });
    t.clock.advance(doorsAt - 48 * 3_600_000 - 60_000 - t.clock.now());
    await job.tick();
    expect(await state(early!.id)).toEqual(['paid', 'confirming', null]);

    t.clock.advance(2 * 60_000);
    await job.tick();
    expect(await state(early!.id)).toEqual(['ready', 'assigned', 'A1']);
    const detail = await t.get('/fanapih5/ticket/detail', { code: early!.code }, fan.opts);
    expect(detail.body.data).toMatchObject({
      status: 'ready',
      seatState: 'assigned',
      seatsBy: null,
      seatRow: 'A',
      seatNumber: '1',
    });
    expect((await outbox(t, fan.user.email)).some((m) => m.text.includes('Row A, Seat 1'))).toBe(true);

    const [late] = await buy(fan, slug, 'stalls', 1);
    expect(await state(late!.id)).toEqual(['paid', 'confirming', null]);
    await job.tick();
    expect(await state(late!.id)).toEqual(['ready', 'assigned', 'A3']);
  });
});
