/** How many attempts a subject may make, over how long, and how long it stays locked after. */
export interface AttemptRule {
  limit: number;
  windowMs: number;
  lockMs: number;
}

/** A claim: granted with the attempts used so far (this one included), or refused while locked. */
export type Claim = { granted: true; used: number } | { granted: false; msLeft: number };

/** What a failed attempt left: the tries left, and whether (and for how long) it now locks. */
export interface Failure {
  left: number;
  lockedMs: number;
}

/**
 * Where attempt counters live: the database (durable, shared by every instance on it) or Redis
 * (shared by every instance when REDIS_URL is set). Every operation is one atomic step.
 */
export interface AttemptStore {
  /** Takes one attempt before the secret is checked; refused once the limit is reached. */
  claim(scope: string, subject: string, rule: AttemptRule, now: number): Promise<Claim>;
  /** The claimed attempt was wrong: reaching the limit starts the lock. */
  failed(scope: string, subject: string, rule: AttemptRule, now: number): Promise<Failure>;
  /** The claimed attempt was right: the count starts over. */
  reset(scope: string, subject: string): Promise<void>;
  /** Gives a claimed attempt back (a right attempt that must not count against a shared subject). */
  refund(scope: string, subject: string): Promise<void>;
}
