import type { EntityManager } from 'typeorm';
import { PaymentEvent } from './entities/payment-event.entity.js';
import { PaymentRefund } from './entities/payment-refund.entity.js';
import { sqlOf } from '../../database/sql.js';

/**
 * The rows the payment job works through (provider events in, refunds out): each is open
 * ('received' / 'pending') until done, attempted with a claim on its attempt count, backed off on
 * failure and dead-lettered after the last attempt.
 */
export type RetriedRow = typeof PaymentEvent | typeof PaymentRefund;

const OPEN: Map<RetriedRow, string> = new Map<RetriedRow, string>([
  [PaymentEvent, 'received'],
  [PaymentRefund, 'pending'],
]);

export class RetryRows<T extends RetriedRow> {
  private readonly open: string;

  constructor(
    private readonly target: T,
    private readonly manager: () => EntityManager,
  ) {
    this.open = OPEN.get(target)!;
  }

  /** Open rows whose next attempt is due, oldest first. */
  due(now: number, limit: number): Promise<InstanceType<T>[]> {
    return this.manager()
      .createQueryBuilder(this.target, 'r')
      .where('r.status = :open AND r.nextAttemptAt <= :now', { open: this.open, now })
      .orderBy('r.id', 'ASC')
      .limit(limit)
      .getMany() as Promise<InstanceType<T>[]>;
  }

  /** Takes one attempt (for `until`); false when another instance took it first or the row is done. */
  async claim(id: number, attempts: number, until: number): Promise<boolean> {
    // Plain SQL: every provider message is claimed once on the purchase path.
    const manager = this.manager();
    const table = manager.connection.getMetadata(this.target).tableName;
    const result = await sqlOf(manager.connection).run(
      `UPDATE ${table} SET attempts = ?, next_attempt_at = ? WHERE id = ? AND attempts = ? AND status = ?`,
      [attempts + 1, until, id, attempts, this.open],
    );
    return result.affected === 1;
  }

  /** An attempt failed: next one at `next`, or dead-lettered. */
  async failed(id: number, error: string, next: number, dead: boolean): Promise<void> {
    await this.manager()
      .createQueryBuilder()
      .update(this.target)
      .set({ lastError: error, nextAttemptAt: next, ...(dead ? { status: 'dead' } : {}) })
      .where('id = :id AND status = :open', { id, open: this.open })
      .execute();
  }

  /** Ops: dead rows matching `where` are open again from their first attempt; answers how many. */
  async revive(where: string, params: Record<string, unknown>, now: number): Promise<number> {
    const result = await this.manager()
      .createQueryBuilder()
      .update(this.target)
      .set({ status: () => `'${this.open}'`, attempts: 0, nextAttemptAt: now })
      .where(`${where} AND status = 'dead'`, params)
      .execute();
    return result.affected ?? 0;
  }
}
