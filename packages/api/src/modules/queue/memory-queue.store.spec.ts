import { QUEUE_ARRIVAL_BASE } from '@fanpass/contracts';
import { describe, expect, it } from '@jest/globals';
import type { QueueEntry } from './entities/queue-entry.entity.js';
import { MemoryQueueStore } from './memory-queue.store.js';
import type { QueueJournal } from './queue-journal.js';
import { type AdvanceLimits, creditSince } from './queue-store.js';

/** A journal kept in memory: the rows the database would hold, so a "restart" reads them back. */
class RowsJournal {
  readonly rows = new Map<string, QueueEntry>();
  joined(eventId: number, code: string, score: number) {
    this.rows.set(code, { eventId, code, score, admittedIndex: null, admissionEndsAt: null });
    return Promise.resolve();
  }
  rejoined(_eventId: number, code: string, score: number) {
    Object.assign(this.rows.get(code)!, { score, admissionEndsAt: null });
    return Promise.resolve();
  }
  admitted(_eventId: number, codes: string[], first: number, endsAt: number) {
    codes.forEach((code, i) =>
      Object.assign(this.rows.get(code)!, { admittedIndex: first + i, admissionEndsAt: endsAt }),
    );
    return Promise.resolve();
  }
  load() {
    return Promise.resolve([...this.rows.values()].sort((a, b) => a.score - b.score));
  }
  forget() {
    this.rows.clear();
    return Promise.resolve();
  }
}

const START = 1_000_000;
const limits = (now: number, over: Partial<AdvanceLimits> = {}): AdvanceLimits => ({
  now,
  startAt: START,
  ratePerMinute: 60,
  maxActive: 1000,
  admissionMs: 60_000,
  seatsLeft: 1000,
  running: true,
  ...over,
});

describe('the in-process queue store', () => {
  it('drops credit it could not use, so a full room never bursts', () => {
    expect(creditSince(0, 2_500, 60)).toEqual({ due: 2, next: 2_000 });
    expect(creditSince(0, 999, 60)).toEqual({ due: 0, next: 0 });
  });

  it('orders shuffled places before arrivals and admits at the rate, within the room and the seats', async () => {
    const journal = new RowsJournal();
    const store = new MemoryQueueStore(journal as unknown as QueueJournal);
    await store.join(1, 'late', null, START);
    for (const [code, score] of [
      ['c', 30],
      ['a', 10],
      ['b', 20],
    ] as const)
      await store.join(1, code, score, START);
    expect(await store.join(1, 'a', 99, START)).toEqual({ joined: false, score: 10 });
    expect((await store.place(1, 'late')).place).toMatchObject({ score: QUEUE_ARRIVAL_BASE + 1, ahead: 3 });
    // Three seconds at one a minute... a second: three due, but two live admissions at most.
    expect(await store.advance(1, limits(START + 3_000, { maxActive: 2 }))).toHaveLength(2);
    expect((await store.place(1, 'a')).place?.admission?.index).toBe(0);
    expect((await store.place(1, 'b')).place?.admission?.index).toBe(1);
    // One seat left and one admission not yet used for an order: nobody more.
    expect(await store.advance(1, limits(START + 5_000, { seatsLeft: 1 }))).toHaveLength(0);
    await store.markUsed(1, 'a');
    await store.markUsed(1, 'b');
    expect(await store.advance(1, limits(START + 6_000, { seatsLeft: 1 }))).toHaveLength(1);
    expect((await store.place(1, 'late')).place).toMatchObject({ ahead: 0, admission: null });
    // Read back from the journal (a restart): the same places and admissions.
    const again = new MemoryQueueStore(journal as unknown as QueueJournal);
    expect((await again.place(1, 'c')).place?.admission?.index).toBe(2);
    expect((await again.figures(1, START + 6_000)).joined).toBe(4);
    expect(await again.shuffled(1)).toEqual(['a', 'b', 'c']);
  });

  it('takes a fan whose admission ran out back at the end, and a restart keeps it there', async () => {
    const journal = new RowsJournal();
    const store = new MemoryQueueStore(journal as unknown as QueueJournal);
    for (const code of ['a', 'b', 'c']) await store.join(1, code, null, START);
    expect(await store.advance(1, limits(START + 1_000, { admissionMs: 30_000 }))).toHaveLength(1);
    // Still live: one place per account.
    expect((await store.join(1, 'a', null, START + 30_000)).joined).toBe(false);
    expect(await store.join(1, 'a', 5, START + 31_001)).toEqual({ joined: true, score: QUEUE_ARRIVAL_BASE + 4 });
    expect((await store.place(1, 'a')).place).toMatchObject({ ahead: 2, admission: null });
    const again = new MemoryQueueStore(journal as unknown as QueueJournal);
    expect((await again.place(1, 'a')).place).toMatchObject({ ahead: 2, admission: null });
    expect(await again.advance(1, limits(START + 40_000, { admissionMs: 30_000 }))).toHaveLength(0);
    expect(await again.advance(1, limits(START + 43_100, { admissionMs: 30_000 }))).toHaveLength(3);
    expect((await again.place(1, 'a')).place?.admission?.index).toBe(3);
  });

  it('gives no credit for the time before the start, whenever the last step ran', async () => {
    const store = new MemoryQueueStore(new RowsJournal() as unknown as QueueJournal);
    for (let i = 0; i < 20; i++) await store.join(1, `f${i}`, null, START - 20_000);
    expect(await store.advance(1, limits(START - 10_000, { running: false }))).toHaveLength(0);
    expect(await store.advance(1, limits(START + 1_500))).toHaveLength(1);
  });

  it('admits nobody while paused, and credit restarts at the resume', async () => {
    const store = new MemoryQueueStore(new RowsJournal() as unknown as QueueJournal);
    for (let i = 0; i < 10; i++) await store.join(1, `f${i}`, null, START);
    expect(await store.advance(1, limits(START + 5_000, { running: false }))).toHaveLength(0);
    expect(await store.advance(1, limits(START + 6_500))).toHaveLength(1);
  });
});
