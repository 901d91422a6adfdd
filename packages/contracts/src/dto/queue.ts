/** The on-sale waiting room's answers (docs/operations.md "Waiting room"). */

/** How the queue orders fans: a shuffled prequeue then first come (default), everyone at random, or no queue. */
export const QUEUE_METHODS = ['shuffle', 'random', 'passthrough'] as const;
export type QueueMethod = (typeof QUEUE_METHODS)[number];

/** Operators' emergency switches: `open` is normal, `paused` admits nobody, `queueAll` holds even the admitted-free passthrough, `closed` refuses joins. */
export const QUEUE_MODES = ['open', 'paused', 'queueAll', 'closed'] as const;
export type QueueMode = (typeof QUEUE_MODES)[number];

/**
 * Where a fan stands: `prequeue` before the sale (the place is drawn at the start), `waiting`,
 * `admitted` (the admission token is in `admission`), `expired` (the admission ran out unused),
 * `soldOut` (nothing left for the fans still waiting), `paused` and `closed` by operators.
 */
export const QUEUE_FAN_STATES = ['prequeue', 'waiting', 'admitted', 'expired', 'soldOut', 'paused', 'closed'] as const;
export type QueueFanState = (typeof QUEUE_FAN_STATES)[number];

/** GET /queue/info: whether an event sells through the waiting room, and its published commitment. */
export interface QueueInfoView {
  eventId: number;
  enabled: boolean;
  method: QueueMethod;
  mode: QueueMode;
  prequeueOpensAt: number;
  saleStartsAt: number;
  ratePerMinute: number;
  /** SHA-256 of the shuffle seed, published before the prequeue opens. */
  seedHash: string | null;
  /** The seed itself, revealed once the sale has started. */
  seed: string | null;
  soldOut: boolean;
}

/** GET /queue/status (and each server-sent event of /queue/stream): where I stand. */
export interface QueueStatusView {
  eventId: number;
  state: QueueFanState;
  /** My public code in this queue (for checking the shuffle against the published list). */
  code: string;
  /** 1-based place in the whole queue, counting those already admitted; null in the prequeue. */
  position: number | null;
  /** Fans still waiting ahead of me; null in the prequeue. */
  ahead: number | null;
  /** Fans who joined so far. */
  total: number;
  /** Fans admitted so far. */
  admitted: number;
  ratePerMinute: number;
  /** Estimated seconds until my turn at the admission rate; null when not waiting. */
  etaSeconds: number | null;
  /** Ask again after this many milliseconds (the server paces each fan). */
  retryAfterMs: number;
  saleStartsAt: number;
  /** When admitted: the token the order calls carry (header `Queue-Admission`) and when it ends. */
  admission: { token: string; expiresAt: number } | null;
  /** 0-based index in the admission order, once admitted. */
  admissionIndex: number | null;
  /** 1-based arrival number for fans who joined after the start (their order), null for the prequeue. */
  arrival: number | null;
}

/** GET /queue/prequeue: after the start, the codes of every prequeue fan, to re-run the shuffle. */
export interface QueuePrequeueView {
  eventId: number;
  seedHash: string;
  seed: string;
  codes: string[];
}

/** The header an order call carries its admission in. */
export const QUEUE_ADMISSION_HEADER = 'queue-admission';
