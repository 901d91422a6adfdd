import { QUEUE_ARRIVAL_BASE } from '@fanpass/contracts';
import { describe, expect, it } from '@jest/globals';
import type { EventRow } from '../events/index.js';
import type { HumanCheckService } from '../human-check/index.js';
import type { QueueClaims, QueueTokens } from './admission-tokens.js';
import type { QueueSettings } from './entities/queue-settings.entity.js';
import type { QueueAlerts } from './queue-alerts.js';
import type { QueueRepository } from './queue.repository.js';
import { QueueService } from './queue.service.js';
import type { LiveQueue, QueueState } from './queue-state.js';
import type { QueueStore } from './queue-store.js';

const NOW = 1_800_000_000_000;
const RATE = 6_000;
const LIMIT = 4;

/**
 * The service over a queue where the fan asking has `ahead` fans before it and `seatsLeft` seats
 * remain, the sale having started a minute ago (or starting in `startsIn` ms), `pending` fans
 * admitted who have not ordered yet.
 */
function askedBy(ahead: number, seatsLeft: number, startsIn = -60_000, pending = 0): Promise<number[]> {
  const event = { id: 7, saleStartsAt: NOW + startsIn, endsAt: NOW + 86_400_000, ticketLimit: LIMIT } as EventRow;
  const settings = { enabled: true, mode: 'open', method: 'shuffle', ratePerMinute: RATE } as QueueSettings;
  const live = { event, settings, seatsLeft, rate: RATE } as LiveQueue;
  const claims: QueueClaims = { sub: 1, evt: 7, code: 'ABC' };
  const store = {
    place: async () => ({
      place: { score: QUEUE_ARRIVAL_BASE + 5, ahead, admission: null },
      figures: { joined: 100_000, waiting: 90_000, admitted: 1_000, active: 500, pending },
    }),
  } as unknown as QueueStore;
  const state = { live: async () => live, advance: async () => undefined } as unknown as QueueState;
  const tokens = { readPlace: () => claims } as unknown as QueueTokens;
  const service = new QueueService(
    {} as QueueRepository,
    state,
    {} as HumanCheckService,
    {} as QueueAlerts,
    store,
    tokens,
    { now: () => NOW },
  );
  // Many answers, so the ±10% spread shows its extremes.
  return Promise.all(Array.from({ length: 200 }, () => service.status('place').then((s) => s.retryAfterMs)));
}

describe('QueueService pacing: when a waiting fan is told to ask again', () => {
  it('a fan the seats could still serve asks within 8 s of when the fans ahead could use them up', async () => {
    // 2,300 seats, 2,000 fans ahead each taking up to 4: the seats could run out before this fan in
    // (2,300 - 2,000) / (3 × 100 a second) = 1 s, so it asks again by 9 s, spread included (half
    // its expected wait, 10 s, would be later).
    const waits = await askedBy(2_000, 2_300);
    const bound = 8_000 + (2_300 - 2_000) / ((LIMIT - 1) * (RATE / 60_000));
    expect(bound).toBe(9_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(bound);
    // And not much sooner than that: the bound, not a crowd asking every second.
    expect(Math.min(...waits)).toBeGreaterThan(8_000);
  });

  it('counts the fans admitted who have not ordered yet as taking the most each', async () => {
    // As above, with 50 admissions not used yet: up to 200 more seats may go at any moment, so the
    // seats could run out before this fan in (2,300 - 200 - 2,000) / 0.3 ms = 333 ms.
    const waits = await askedBy(2_000, 2_300, -60_000, 50);
    expect(Math.max(...waits)).toBeLessThanOrEqual(8_334);
    // More of them than the seats beyond the fans ahead: at most 8 s.
    const crowded = await askedBy(2_000, 2_300, -60_000, 500);
    expect(Math.max(...crowded)).toBeLessThanOrEqual(8_000);
  });

  it('far from the seats running out, it asks after half its expected wait, spread ±10%', async () => {
    // 200 ahead at 100 a second: about 2 s of wait, so about 1 s, held at the 2 s floor, spread.
    const near = await askedBy(200, 9_000);
    expect(Math.min(...near)).toBeGreaterThanOrEqual(1_800);
    expect(Math.max(...near)).toBeLessThanOrEqual(2_200);
    // 5,000 ahead: 50 s of wait, half of it 25 s, spread; the seats (60,000) are far from running out.
    const far = await askedBy(5_000, 60_000);
    expect(Math.min(...far)).toBeGreaterThanOrEqual(Math.floor(25_005 * 0.9));
    expect(Math.max(...far)).toBeLessThanOrEqual(Math.ceil(25_005 * 1.1));
  });

  it('a fan the seats can no longer serve is told it sold out, and asks rarely', async () => {
    const waits = await askedBy(5_000, 4_000);
    expect(new Set(waits)).toEqual(new Set([60_000]));
  });

  it('in the last minute before the start, a prequeue fan is sent back after half its wait from the start', async () => {
    // 30 s before the start, 4,000 drawn ahead at 100 a second: 40 s of wait from the start, so
    // back 30 s + 20 s later, spread; the front of the draw comes back 2 s after the start.
    const drawn = await askedBy(4_000, 60_000, 30_000);
    expect(Math.min(...drawn)).toBeGreaterThanOrEqual(30_000 + Math.floor(20_005 * 0.9));
    expect(Math.max(...drawn)).toBeLessThanOrEqual(30_000 + Math.ceil(20_005 * 1.1));
    const front = await askedBy(0, 60_000, 30_000);
    expect(Math.min(...front)).toBeGreaterThanOrEqual(31_800);
    expect(Math.max(...front)).toBeLessThanOrEqual(32_200);
    // Drawn near the end of the seats, it comes back within 8 s of when they could run out.
    const atRisk = await askedBy(9_700, 10_000, 30_000);
    expect(Math.max(...atRisk)).toBeLessThanOrEqual(30_000 + 8_000 + 300 / 0.3);
  });

  it('earlier in the prequeue, a fan looks again every 5 minutes at most, and once in the last minute', async () => {
    const waits = await askedBy(4_000, 60_000, 3_600_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(Math.ceil(300_000 * 1.1));
    const soon = await askedBy(4_000, 60_000, 120_000);
    // Its look lands inside the last minute (between 60 s and 10 s before the start).
    expect(Math.min(...soon)).toBeGreaterThanOrEqual(60_000);
    expect(Math.max(...soon)).toBeLessThanOrEqual(110_000);
  });
});
