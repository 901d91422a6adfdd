/** Injection token of the queue's store (in-process, or Redis with REDIS_URL). */
export const QUEUE_STORE = Symbol('QUEUE_STORE');

/** What an admission step may do, decided by the service from the settings, the clock and the stock. */
export interface AdvanceLimits {
  now: number;
  /** When admissions may begin (the sale start); credit accrues from here or from the last step. */
  startAt: number;
  ratePerMinute: number;
  maxActive: number;
  admissionMs: number;
  /** Seats left to sell (capacity less sold and held, live holds counted). */
  seatsLeft: number;
  /** False while paused, before the start, or sold out: no credit accrues and nobody is admitted. */
  running: boolean;
}

/** A fan's place as the store keeps it. */
export interface FanPlace {
  /** Set when the fan joined: below QUEUE_ARRIVAL_BASE for shuffled places, else BASE + arrival. */
  score: number;
  /** 0-based rank among those still waiting, null once admitted. */
  ahead: number | null;
  /** Once admitted: the 0-based admission index and when the admission ends. */
  admission: { index: number; expiresAt: number } | null;
}

/** The queue's figures, read in one step. */
export interface QueueFigures {
  joined: number;
  waiting: number;
  admitted: number;
  /** Admissions still live. */
  active: number;
  /** Admissions still live and not yet used for an order. */
  pending: number;
}

/**
 * An event queue's state, the same behind both stores, each step atomic: the Redis store runs each
 * as one Lua script, the in-process one runs each within one turn of the event loop.
 */
export interface QueueStore {
  /**
   * Adds the member once. `score` null means "behind everyone, in arrival order" (the store numbers
   * arrivals). Answers false (and changes nothing) when the member was already in, unless its
   * admission ended by `now`: then it joins again at the back, in arrival order (whatever `score`).
   */
  join(eventId: number, member: string, score: number | null, now: number): Promise<{ joined: boolean; score: number }>;
  /** The member's place and the queue's figures, or a null place when the member never joined. */
  place(eventId: number, member: string, now: number): Promise<{ place: FanPlace | null; figures: QueueFigures }>;
  /** Admits the next fans the limits allow; answers their codes, in admission order. */
  advance(eventId: number, limits: AdvanceLimits): Promise<string[]>;
  /** The admission was used for an order: it no longer reserves a seat for admission decisions. */
  markUsed(eventId: number, member: string): Promise<void>;
  figures(eventId: number, now: number): Promise<QueueFigures>;
  /** Members with shuffled scores (the prequeue), for publishing after the start. */
  shuffled(eventId: number): Promise<string[]>;
  /** Forgets an event's queue (operators starting over; tests). */
  clear(eventId: number): Promise<void>;
}

/**
 * Admission credit: how many fans may go in since `creditAt`, and where credit then stands. Unused
 * credit is dropped rather than saved, so a pause or a full room never turns into a burst.
 */
export function creditSince(creditAt: number, now: number, ratePerMinute: number): { due: number; next: number } {
  const per = 60_000 / ratePerMinute;
  const due = Math.floor((now - creditAt) / per);
  return { due: Math.max(0, due), next: due > 0 ? creditAt + due * per : creditAt };
}
