import { DataSource } from 'typeorm';
import { AttemptCounter } from './attempt-counter.entity.js';
import type { AttemptRule, AttemptStore, Claim, Failure } from './attempt-store.js';

/** Attempt counters in the attempt_counters table: each step is one conditional UPDATE. */
export class DatabaseAttemptStore implements AttemptStore {
  constructor(private readonly dataSource: DataSource) {}

  async claim(scope: string, subject: string, rule: AttemptRule, now: number): Promise<Claim> {
    const where = { scope, subject };
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(AttemptCounter)
      .values({ scope, subject, attempts: 0, resetAt: 0 })
      .orIgnore()
      .execute();
    // A window (or lock) that has run out starts over; only one caller wins this.
    await this.update()
      .set({ attempts: 0, resetAt: now + rule.windowMs })
      .where('scope = :scope AND subject = :subject AND reset_at <= :now', { ...where, now })
      .execute();
    const claimed = await this.update()
      .set({ attempts: () => 'attempts + 1' })
      .where('scope = :scope AND subject = :subject AND attempts < :limit', { ...where, limit: rule.limit })
      .execute();
    const row = await this.dataSource.manager.findOneByOrFail(AttemptCounter, where);
    if ((claimed.affected ?? 0) === 1) return { granted: true, used: Math.min(row.attempts, rule.limit) };
    return { granted: false, msLeft: Math.max(1, row.resetAt - now) };
  }

  async failed(scope: string, subject: string, rule: AttemptRule, now: number): Promise<Failure> {
    await this.update()
      .set({ resetAt: now + rule.lockMs })
      .where('scope = :scope AND subject = :subject AND attempts >= :limit', { scope, subject, limit: rule.limit })
      .execute();
    const row = await this.dataSource.manager.findOneByOrFail(AttemptCounter, { scope, subject });
    const left = Math.max(0, rule.limit - row.attempts);
    return { left, lockedMs: left === 0 ? Math.max(1, row.resetAt - now) : 0 };
  }

  async reset(scope: string, subject: string): Promise<void> {
    await this.update()
      .set({ attempts: 0, resetAt: 0 })
      .where('scope = :scope AND subject = :subject', { scope, subject })
      .execute();
  }

  async refund(scope: string, subject: string): Promise<void> {
    await this.update()
      .set({ attempts: () => 'attempts - 1' })
      .where('scope = :scope AND subject = :subject AND attempts > 0', { scope, subject })
      .execute();
  }

  private update() {
    return this.dataSource.createQueryBuilder().update(AttemptCounter);
  }
}
