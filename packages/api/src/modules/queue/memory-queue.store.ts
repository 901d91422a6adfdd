import { QUEUE_ARRIVAL_BASE } from '@fanpass/contracts';
import type { QueueJournal } from './queue-journal.js';
import { type AdvanceLimits, creditSince, type FanPlace, type QueueFigures, type QueueStore } from './queue-store.js';

interface EventQueue {
  scores: Map<string, number>;
  /** Waiting members sorted by score; `head` of them already left (admitted). */
  waiting: { member: string; score: number }[];
  head: number;
  arrivals: number;
  admitted: Map<string, { index: number; expiresAt: number }>;
  admittedCount: number;
  /** Live admissions (member -> expiresAt) and those not yet used for an order. */
  active: Map<string, number>;
  pending: Map<string, number>;
  creditAt: number | null;
  /** Read back from the journal: credit restarts from the first step, not from the sale start. */
  restored: boolean;
}

/**
 * The queue in this process, for the embedded defaults (one instance): every change to the memory
 * happens within one turn of the event loop, so it is atomic as the Redis scripts are. Each join
 * and admission is journalled in the database, and an event's queue is read back from it the first
 * time this process serves the event, so a restart loses no one's place.
 */
export class MemoryQueueStore implements QueueStore {
  private readonly events = new Map<number, EventQueue>();
  private readonly loading = new Map<number, Promise<EventQueue>>();

  constructor(private readonly journal: QueueJournal) {}

  private queue(eventId: number): Promise<EventQueue> {
    const q = this.events.get(eventId);
    if (q) return Promise.resolve(q);
    let loading = this.loading.get(eventId);
    if (!loading) {
      loading = this.restore(eventId).finally(() => this.loading.delete(eventId));
      this.loading.set(eventId, loading);
    }
    return loading;
  }

  private async restore(eventId: number): Promise<EventQueue> {
    const rows = await this.journal.load(eventId);
    const q = this.empty();
    q.restored = rows.length > 0;
    for (const row of rows) {
      q.scores.set(row.code, row.score);
      if (row.score > QUEUE_ARRIVAL_BASE) q.arrivals = Math.max(q.arrivals, row.score - QUEUE_ARRIVAL_BASE);
      // A fan who joined again after an admission ran out keeps the old index (the count goes on).
      if (row.admittedIndex !== null) q.admittedCount = Math.max(q.admittedCount, row.admittedIndex + 1);
      if (row.admittedIndex === null || row.admissionEndsAt === null) {
        q.waiting.push({ member: row.code, score: row.score });
        continue;
      }
      q.admitted.set(row.code, { index: row.admittedIndex, expiresAt: row.admissionEndsAt });
    }
    // Live admissions in the order they end, as advance() expects; a restart forgets which were used.
    for (const [code, a] of [...q.admitted].sort((x, y) => x[1].expiresAt - y[1].expiresAt)) {
      q.active.set(code, a.expiresAt);
      q.pending.set(code, a.expiresAt);
    }
    this.events.set(eventId, q);
    return q;
  }

  private empty(): EventQueue {
    return {
      scores: new Map(),
      waiting: [],
      head: 0,
      arrivals: 0,
      admitted: new Map(),
      admittedCount: 0,
      active: new Map(),
      pending: new Map(),
      creditAt: null,
      restored: false,
    };
  }

  /** First index in `waiting` (from `head`) whose score is not below `score`. */
  private lowerBound(q: EventQueue, score: number): number {
    let lo = q.head;
    let hi = q.waiting.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (q.waiting[mid]!.score < score) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  async join(
    eventId: number,
    member: string,
    score: number | null,
    now: number,
  ): Promise<{ joined: boolean; score: number }> {
    const q = await this.queue(eventId);
    const known = q.scores.get(member);
    const ended = q.admitted.get(member);
    if (known !== undefined && !(ended && ended.expiresAt <= now)) return { joined: false, score: known };
    // Back in after an admission ran out: behind everyone, as a new arrival.
    const given = ended ? QUEUE_ARRIVAL_BASE + ++q.arrivals : (score ?? QUEUE_ARRIVAL_BASE + ++q.arrivals);
    q.admitted.delete(member);
    q.scores.set(member, given);
    const last = q.waiting[q.waiting.length - 1];
    if (!last || last.score <= given) q.waiting.push({ member, score: given });
    else q.waiting.splice(this.lowerBound(q, given), 0, { member, score: given });
    if (ended) await this.journal.rejoined(eventId, member, given);
    else await this.journal.joined(eventId, member, given);
    return { joined: true, score: given };
  }

  /** Admissions are kept in the order they end (Maps iterate in insertion order): stop at the first live one. */
  private expire(q: EventQueue, now: number): void {
    for (const map of [q.active, q.pending]) {
      for (const [member, until] of map) {
        if (until > now) break;
        map.delete(member);
      }
    }
  }

  private figuresOf(q: EventQueue): QueueFigures {
    return {
      joined: q.scores.size,
      waiting: q.waiting.length - q.head,
      admitted: q.admittedCount,
      active: q.active.size,
      pending: q.pending.size,
    };
  }

  // No expiry sweep here (advance() sweeps), so a status answer stays O(log n).
  async place(eventId: number, member: string): Promise<{ place: FanPlace | null; figures: QueueFigures }> {
    const q = await this.queue(eventId);
    const score = q.scores.get(member);
    if (score === undefined) return { place: null, figures: this.figuresOf(q) };
    const admission = q.admitted.get(member) ?? null;
    const ahead = admission ? null : this.lowerBound(q, score) - q.head;
    return { place: { score, ahead, admission }, figures: this.figuresOf(q) };
  }

  async advance(eventId: number, limits: AdvanceLimits): Promise<string[]> {
    const q = await this.queue(eventId);
    this.expire(q, limits.now);
    if (!limits.running) {
      // Credit starts again from now: a pause or a sell-out never turns into a burst.
      q.creditAt = limits.now;
      return [];
    }
    if (q.creditAt === null && q.restored) q.creditAt = limits.now;
    // Credit never accrues before the start: a step in the prequeue leaves no burst for the first fans.
    const from = Math.max(q.creditAt ?? limits.startAt, limits.startAt);
    const { due, next } = creditSince(from, limits.now, limits.ratePerMinute);
    if (due === 0) return [];
    q.creditAt = next;
    const room = Math.min(
      due,
      limits.maxActive - q.active.size,
      limits.seatsLeft - q.pending.size,
      q.waiting.length - q.head,
    );
    const expiresAt = limits.now + limits.admissionMs;
    const first = q.admittedCount;
    const members: string[] = [];
    for (let i = 0; i < room; i++) {
      const { member } = q.waiting[q.head++]!;
      members.push(member);
      q.admitted.set(member, { index: q.admittedCount++, expiresAt });
      q.active.set(member, expiresAt);
      q.pending.set(member, expiresAt);
    }
    // Drop the admitted prefix now and then, so the array does not keep everyone who ever waited.
    if (q.head > 4096 && q.head * 2 > q.waiting.length) {
      q.waiting = q.waiting.slice(q.head);
      q.head = 0;
    }
    await this.journal.admitted(eventId, members, first, expiresAt);
    return members;
  }

  async markUsed(eventId: number, member: string): Promise<void> {
    (await this.queue(eventId)).pending.delete(member);
  }

  async figures(eventId: number, now: number): Promise<QueueFigures> {
    const q = await this.queue(eventId);
    this.expire(q, now);
    return this.figuresOf(q);
  }

  async shuffled(eventId: number): Promise<string[]> {
    const q = await this.queue(eventId);
    return [...q.scores].filter(([, score]) => score < QUEUE_ARRIVAL_BASE).map(([member]) => member);
  }

  async clear(eventId: number): Promise<void> {
    this.events.delete(eventId);
    await this.journal.forget(eventId);
  }
}
