import type { Logger } from '@nestjs/common';

const BATCH = 200;

/**
 * The sweep behind the expiry jobs (a held order of each kind, a transfer invitation): finds what
 * has run out, a batch at a time, and ends each. Safe in many instances at once: `end` claims a
 * row by a conditional UPDATE (held -> expired, pending -> expired), so only one instance ends it.
 */
export class ExpirySweep {
  private running = false;

  constructor(
    private readonly logger: Logger,
    private readonly what: string,
    private readonly expiredIds: (now: number, limit: number) => Promise<number[]>,
    private readonly end: (id: number) => Promise<boolean>,
    private readonly now: () => number,
  ) {}

  /** One tick of the job: skipped while the previous one still runs; a failure is logged. */
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.run();
    } catch (error) {
      this.logger.error(`${this.what} expiry failed: ${String(error)}`);
    } finally {
      this.running = false;
    }
  }

  /** Ends every hold that has run out; answers how many this instance ended. */
  async run(): Promise<number> {
    let expired = 0;
    for (;;) {
      const ids = await this.expiredIds(this.now(), BATCH);
      for (const id of ids) if (await this.end(id)) expired++;
      if (ids.length < BATCH) return expired;
    }
  }
}
