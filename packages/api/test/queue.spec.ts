import {
  QUEUE_ADMISSION_HEADER,
  type QueueStatusView,
  REPLY_CODES,
  shuffledOrder,
  seedCommitment,
} from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as pathJoin } from 'node:path';
import { Redis } from 'ioredis';
import request from 'supertest';
import type { EventRow, TicketType } from '../src/modules/events/index.js';
import { captcha } from './support/accounts.js';
import { CrowdLane } from '../src/database/crowd-lane.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyers, createEvent, typeRow } from './support/tickets-fixtures.js';

const JOIN = '/fanapih5/queue/join';
const STATUS = '/fanapih5/queue/status';
const ORDER = '/fanapih5/order/create';
const STREAM = '/fanapih5/queue/stream';
const CANCEL = '/fanapih5/order/cancel';

const REDIS_URL = process.env.REDIS_URL;

/** The waiting room over HTTP, on the in-process store and (where a Redis is at hand) on Redis. */
for (const store of REDIS_URL ? ['memory', 'redis'] : ['memory']) {
  describe(`queue: the on-sale waiting room (${store} store)`, () => {
    const prefix = `fanpass-test-queue-${randomBytes(4).toString('hex')}`;
    let t: TestApp;

    beforeAll(async () => {
      t = await TestApp.start({
        ALTCHA_MAX_NUMBER: '10',
        ...(store === 'redis' ? { REDIS_URL: REDIS_URL!, REDIS_PREFIX: prefix } : {}),
      });
    });
    afterAll(async () => {
      await t.close();
      if (store === 'redis') {
        const redis = new Redis(REDIS_URL!);
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
    });

    /** An event whose sale starts in a minute, with a waiting room admitting one fan a second. */
    async function queuedEvent(
      capacity: number,
      extra: string[] = [],
    ): Promise<{ event: EventRow; types: TicketType[] }> {
      const created = await createEvent(t, {
        saleStartsAt: t.clock.now() + 60_000,
        ticketLimit: 1,
        ticketTypes: [{ code: 'a', name: 'Section A', price: 100_00, capacity }],
      });
      const prequeue = new Date(t.clock.now() - 60_000).toISOString();
      const set = await t.opsOnClock(
        'queue',
        'set',
        created.event.slug,
        '--rate',
        '60',
        '--max-active',
        '100',
        '--admission-seconds',
        '120',
        '--prequeue',
        prequeue,
        ...extra,
      );
      expect(set.code).toBe(0);
      return created;
    }

    async function join(eventId: number, fan: Buyer) {
      return t.post(JOIN, { eventId, captcha: await captcha(t) }, fan.opts);
    }

    async function status(place: string): Promise<QueueStatusView> {
      const res = await t.get(STATUS, { place }, { unsigned: true });
      expect(res.body.code).toBe(200);
      return res.body.data as QueueStatusView;
    }

    /** The kinds of a fan's inbox, newest first, once it has `n` items (the step writes them beside the answers). */
    async function alertKinds(fan: Buyer, n: number): Promise<string[]> {
      let kinds: string[] = [];
      for (let i = 0; i < 50; i++) {
        const items = (await t.get('/fanapih5/alerts/inbox', {}, fan.opts)).body.data.items as { kind: string }[];
        kinds = items.map((item) => item.kind);
        if (kinds.length >= n) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return kinds;
    }

    function order(eventId: number, typeId: number, fan: Buyer, admission?: string) {
      return t.post(
        ORDER,
        { eventId, items: [{ ticketTypeId: typeId, quantity: 1 }] },
        { ...fan.opts, headers: admission ? { [QUEUE_ADMISSION_HEADER]: admission } : {} },
      );
    }

    it('one place per account under concurrent joins, a fair published shuffle, then arrival order', async () => {
      const { event } = await queuedEvent(50);
      const info = (await t.get('/fanapih5/queue/info', { eventId: event.id })).body.data;
      expect(info).toMatchObject({ enabled: true, method: 'shuffle', seed: null });
      expect(info.seedHash).toMatch(/^[0-9a-f]{64}$/);

      // Twelve fans each join from two tabs at once: every fan gets exactly one place.
      const fans = await buyers(t, 12);
      const answers = await Promise.all(fans.flatMap((fan) => [join(event.id, fan), join(event.id, fan)]));
      const codes = answers.map((a) => a.body.code as number);
      expect(codes.filter((c) => c === 200)).toHaveLength(12);
      expect(codes.filter((c) => c === REPLY_CODES.QUEUE_ALREADY_JOINED.code)).toHaveLength(12);
      const places = new Map<number, string>();
      for (const [i, a] of answers.entries()) {
        const place = (a.body.code === 200 ? a.body.data.place : a.body.data.place) as string;
        const fan = fans[Math.floor(i / 2)]!;
        if (places.has(fan.user.id)) expect(places.get(fan.user.id)).toBeDefined();
        places.set(fan.user.id, place);
      }
      const before = await status(places.get(fans[0]!.user.id)!);
      expect(before).toMatchObject({ state: 'prequeue', position: null, total: 12, admission: null });

      // The sale starts; two fans arrive after it, in this order.
      t.clock.advance(61_000);
      const late = await buyers(t, 2);
      for (const fan of late) {
        const res = await join(event.id, fan);
        expect(res.body.code).toBe(200);
        places.set(fan.user.id, res.body.data.place as string);
      }
      const revealed = (await t.get('/fanapih5/queue/info', { eventId: event.id })).body.data;
      expect(seedCommitment(revealed.seed as string)).toBe(info.seedHash);

      // One fan a second: step the clock until everyone is admitted, noting each one's admission index.
      const indexOf = new Map<string, number>();
      for (let s = 0; s < 30 && indexOf.size < 14; s++) {
        t.clock.advance(1_000);
        for (const place of places.values()) {
          const st = await status(place);
          if (st.admissionIndex !== null) indexOf.set(st.code, st.admissionIndex);
          else expect(st.state).toBe('waiting');
        }
      }
      expect(indexOf.size).toBe(14);
      const admitted = [...indexOf.entries()].sort((a, b) => a[1] - b[1]).map(([code]) => code);
      const published = (await t.get('/fanapih5/queue/prequeue', { eventId: event.id })).body.data;
      expect(published.codes).toHaveLength(12);
      expect(admitted.slice(0, 12)).toEqual(shuffledOrder(revealed.seed as string, published.codes as string[]));
      const lateCodes = await Promise.all(late.map(async (f) => (await status(places.get(f.user.id)!)).code));
      expect(admitted.slice(12)).toEqual(lateCodes);
      expect([...indexOf.values()].sort((a, b) => a - b)).toEqual([...Array(14).keys()]);
    });

    it('the order call refuses a queued event without this fan’s live admission', async () => {
      const { event, types } = await queuedEvent(5);
      const [fan, other] = await buyers(t, 2);
      const place = (await join(event.id, fan!)).body.data.place as string;
      const otherPlace = (await join(event.id, other!)).body.data.place as string;
      // Skipping the queue: no admission, a forged one, a place token passed off as one.
      expect((await order(event.id, types[0]!.id, fan!)).body.code).toBe(REPLY_CODES.QUEUE_ADMISSION_REQUIRED.code);
      expect((await order(event.id, types[0]!.id, fan!, 'eyJhbGciOiJIUzI1NiJ9.e30.x')).body.code).toBe(
        REPLY_CODES.QUEUE_ADMISSION_INVALID.code,
      );
      expect((await order(event.id, types[0]!.id, fan!, place)).body.code).toBe(
        REPLY_CODES.QUEUE_ADMISSION_INVALID.code,
      );
      t.clock.advance(63_000);
      const mine = await status(place);
      const theirs = await status(otherPlace);
      expect([mine.state, theirs.state]).toEqual(['admitted', 'admitted']);
      // The screen's server-sent events say the same, and the stream ends once the state is final.
      const stream = await request(t.server).get(`${STREAM}?place=${encodeURIComponent(place)}`);
      expect(stream.headers['content-type']).toContain('text/event-stream');
      expect(stream.text).toContain('event: status');
      expect(stream.text).toContain('"state":"admitted"');
      // Another fan's admission is not mine.
      const stolen = await order(event.id, types[0]!.id, fan!, theirs.admission!.token);
      expect(stolen.status).toBe(403);
      expect(stolen.body.code).toBe(REPLY_CODES.QUEUE_ADMISSION_INVALID.code);
      const ok = await order(event.id, types[0]!.id, fan!, mine.admission!.token);
      expect(ok.body.code).toBe(200);
      // An admission that ran out is refused, and says so.
      t.clock.advance(121_000);
      const late = await order(event.id, types[0]!.id, other!, theirs.admission!.token);
      expect(late.body.code).toBe(REPLY_CODES.QUEUE_ADMISSION_EXPIRED.code);
      expect((await status(otherPlace)).state).toBe('expired');
      expect((await typeRow(t, types[0]!.id)).held).toBe(1);
      // Its fan may join again, at the back (a new arrival), once; and is admitted in turn.
      const again = await join(event.id, other!);
      expect(again.body.code).toBe(200);
      expect(again.body.data.status).toMatchObject({ arrival: 1, admission: null });
      expect((await join(event.id, other!)).body.code).toBe(REPLY_CODES.QUEUE_ALREADY_JOINED.code);
      t.clock.advance(2_000);
      expect(await status(again.body.data.place as string)).toMatchObject({ state: 'admitted', admissionIndex: 2 });
    });

    it('admits no more fans than the seats left can serve, tells the rest at once, and resumes when a hold is released', async () => {
      const { event, types } = await queuedEvent(2);
      const fans = await buyers(t, 5);
      const places: string[] = [];
      for (const fan of fans) places.push((await join(event.id, fan)).body.data.place as string);
      t.clock.advance(70_000);
      let states = await Promise.all(places.map(status));
      // Ten seconds of credit, two seats: only two admitted.
      expect(states.filter((s) => s.state === 'admitted')).toHaveLength(2);
      const admittedAt = states.flatMap((s, i) => (s.state === 'admitted' ? [i] : []));
      // Their alert: it's their turn (inbox, and push where they turned it on).
      for (const i of admittedAt) expect(await alertKinds(fans[i]!, 1)).toEqual(['queueAdmitted']);
      const [turn] = (await t.get('/fanapih5/alerts/inbox', {}, fans[admittedAt[0]!]!.opts)).body.data.items;
      expect(turn).toMatchObject({ title: `It's your turn: ${event.title}`, path: `/queue?id=${event.id}` });
      // The two buy at once (real concurrent orders); the others are told it sold out.
      const orders = await Promise.all(
        admittedAt.map((i) => order(event.id, types[0]!.id, fans[i]!, states[i]!.admission!.token)),
      );
      expect(orders.map((o) => o.body.code)).toEqual([200, 200]);
      t.clock.advance(1_000);
      states = await Promise.all(places.map(status));
      const waiting = states.filter((s) => s.admission === null);
      expect(waiting.map((s) => s.state)).toEqual(['soldOut', 'soldOut', 'soldOut']);
      // Each fan still waiting hears it once, pointed at the event (its waiting list).
      const left = fans.filter((_, i) => !admittedAt.includes(i));
      for (const fan of left) expect(await alertKinds(fan, 1)).toEqual(['queueSoldOut']);
      t.clock.advance(1_000);
      await Promise.all(places.map(status));
      for (const fan of left) expect(await alertKinds(fan, 0)).toEqual(['queueSoldOut']);
      const newcomer = (await buyers(t, 1))[0]!;
      expect((await join(event.id, newcomer)).body.code).toBe(REPLY_CODES.QUEUE_SOLD_OUT.code);
      // One fan lets the seat go: the next fan waiting is admitted.
      await t.post(CANCEL, { orderNo: orders[0]!.body.data.orderNo }, fans[admittedAt[0]!]!.opts).expect(200);
      t.clock.advance(2_000);
      states = await Promise.all(places.map(status));
      expect(states.filter((s) => s.state === 'admitted')).toHaveLength(3);
      const next = left.find((_, i) => states[fans.indexOf(left[i]!)]!.state === 'admitted')!;
      expect(await alertKinds(next, 2)).toEqual(['queueAdmitted', 'queueSoldOut']);
      const type = await typeRow(t, types[0]!.id);
      expect(type.sold + type.held).toBeLessThanOrEqual(2);
    });

    it('operators pause, read the live figures and the log of every change', async () => {
      const { event } = await queuedEvent(10);
      const fans = await buyers(t, 3);
      const places: string[] = [];
      for (const fan of fans) places.push((await join(event.id, fan)).body.data.place as string);
      expect((await t.opsOnClock('queue', 'pause', event.slug)).code).toBe(0);
      t.clock.advance(70_000);
      expect((await status(places[0]!)).state).toBe('paused');
      const paused = await t.opsOnClock('queue', 'status', event.slug);
      expect(paused.out).toContain('paused');
      expect(paused.out).toContain('waiting 3, admitted 0 of 3 joined');
      expect((await t.opsOnClock('queue', 'resume', event.slug)).code).toBe(0);
      t.clock.advance(3_500);
      const admitted = (await Promise.all(places.map(status))).filter((s) => s.state === 'admitted');
      // Credit restarts at the resume: three and a half seconds admit three, not the 73 s since the start.
      expect(admitted).toHaveLength(3);
      const log = await t.opsOnClock('queue', 'log', event.slug);
      expect(log.out).toContain('created (seed commitment');
      expect(log.out).toContain('mode: open -> paused');
      expect(log.out).toContain('mode: paused -> open');
      expect((await t.opsOnClock('queue', 'set', event.slug, '--rate', '0')).code).toBe(2);
    });

    it('a restarted instance loses no one’s place', async () => {
      const { event } = await queuedEvent(10);
      const fans = await buyers(t, 3);
      const places: string[] = [];
      for (const fan of fans) places.push((await join(event.id, fan)).body.data.place as string);
      t.clock.advance(62_000);
      const before = await Promise.all(places.map(status));
      const sibling = await t.startSibling(
        store === 'redis'
          ? { REDIS_URL: REDIS_URL!, REDIS_PREFIX: prefix, ALTCHA_MAX_NUMBER: '10' }
          : { ALTCHA_MAX_NUMBER: '10' },
      );
      try {
        sibling.clock.current = t.clock.now();
        const after = await Promise.all(
          places.map(
            async (place) => (await sibling.get(STATUS, { place }, { unsigned: true })).body.data as QueueStatusView,
          ),
        );
        expect(after.map((s) => [s.code, s.admissionIndex, s.position])).toEqual(
          before.map((s) => [s.code, s.admissionIndex, s.position]),
        );
        expect(after[0]!.total).toBe(3);
      } finally {
        await sibling.stop();
      }
    });

    it('the event import sets the waiting room up, or names every problem and imports nothing', async () => {
      const dir = mkdtempSync(pathJoin(tmpdir(), 'fanpass-queue-import-'));
      try {
        const slug = `qi-${randomBytes(3).toString('hex')}`;
        const event = (queue: object) => ({
          slug,
          title: 'Imported Show',
          venue: 'Arena',
          location: 'Avenida 3, Macau',
          startsAt: t.clock.now() + 30 * 86_400_000,
          endsAt: t.clock.now() + 30 * 86_400_000 + 3_600_000,
          saleStartsAt: t.clock.now() + 86_400_000,
          ticketLimit: 4,
          ticketTypes: [{ code: 'a', name: 'A', price: 100_00, capacity: 10 }],
          queue,
        });
        const bad = pathJoin(dir, 'bad.json');
        writeFileSync(bad, JSON.stringify(event({ ratePerMinute: 0, method: 'lottery' })));
        const refused = await t.opsOnClock('event', 'import', bad);
        expect(refused.code).toBe(2);
        expect(refused.out).toContain('events[0].queue.method: one of shuffle, random, passthrough');
        expect(refused.out).toContain('events[0].queue.ratePerMinute: a whole number from 1 to 1000000');
        const good = pathJoin(dir, 'good.json');
        writeFileSync(good, JSON.stringify(event({ ratePerMinute: 3000, maxActive: 5000, method: 'random' })));
        const imported = await t.opsOnClock('event', 'import', good);
        expect(imported.code).toBe(0);
        expect(imported.out).toContain(`${slug} waiting room: created`);
        const log = await t.opsOnClock('queue', 'log', slug);
        expect(log.out).toContain('import: created');
        expect(log.out).toContain('ratePerMinute: 600 -> 3000');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('refuses a queue for an event without one, a closed one, and a status for a forged place', async () => {
      const { event: plain } = await createEvent(t);
      const [fan] = await buyers(t, 1);
      expect((await join(plain.id, fan!)).body.code).toBe(REPLY_CODES.QUEUE_NOT_OPEN.code);
      const { event } = await queuedEvent(5);
      expect((await t.opsOnClock('queue', 'close', event.slug)).code).toBe(0);
      const closed = await join(event.id, fan!);
      expect(closed.body.code).toBe(REPLY_CODES.QUEUE_CLOSED.code);
      expect(closed.body.msg).toBe('The waiting room for this event has been closed.');
      const forged = await t.get(STATUS, { place: 'not-a-token' }, { unsigned: true, lang: 'vi' });
      expect(forged.body.code).toBe(REPLY_CODES.QUEUE_NOT_JOINED.code);
      expect(forged.body.msg).toBe('Bạn không ở trong phòng chờ của sự kiện này.');
    });

    it('keeps answering the crowd while checkouts hold every connection of the main pool', async () => {
      const lane = t.app.get(CrowdLane).dataSource;
      if (t.dataSource.options.type !== 'mysql') {
        // The embedded database has one connection: both lanes are it.
        expect(lane).toBe(t.dataSource);
        return;
      }
      expect(lane).not.toBe(t.dataSource);
      const { event } = await queuedEvent(5);
      const [fan] = await buyers(t, 1);
      const place = (await join(event.id, fan!)).body.data.place as string;
      t.clock.advance(61_000);
      // Every connection of the main pool taken, as by checkouts each waiting for a seat area's row.
      const poolSize = (t.dataSource.options as { poolSize: number }).poolSize;
      const taken = Array.from({ length: poolSize }, () => t.dataSource.createQueryRunner());
      await Promise.all(taken.map((runner) => runner.connect()));
      try {
        // The settings and the seats left are due again (the clock moved on): read on the lane.
        const answer = await t.get(STATUS, { place }, { unsigned: true }).timeout(5_000);
        expect(answer.body.data).toMatchObject({ state: 'admitted', position: 1 });
        // A signed call's sign-in check reads the session on the lane too.
        const mine = await t.get('/fanapih5/queue/place', { eventId: event.id }, fan!.opts).timeout(5_000);
        expect(mine.body.data).toEqual({ place: expect.any(String) });
      } finally {
        await Promise.all(taken.map((runner) => runner.release()));
      }
    });
  });
}
