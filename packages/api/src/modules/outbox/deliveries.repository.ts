import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { entityOf, inList, num, sqlOf, type Sql } from '../../database/sql.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import type { DeliveryChannel, DeliveryStatus, OutboxDelivery } from './entities/outbox-delivery.entity.js';

/** A delivery to write: its business event's key, where it goes, what it says. */
export interface NewDelivery {
  key: string;
  channel: DeliveryChannel;
  recipient: string;
  userId: number | null;
  payload: string;
}

const NUMBERS = new Set(['id', 'userId', 'attempts', 'nextAttemptAt', 'createdAt', 'sentAt']);
const COLUMNS =
  'id, idempotency_key, channel, recipient, user_id, payload, status, attempts, next_attempt_at, last_error, created_at, sent_at';

/** The outbox's rows. Every change of a delivery's state is a conditional UPDATE on what its claim saw. */
@Injectable()
export class DeliveriesRepository extends TransactionalRepository {
  private get sql(): Sql {
    return sqlOf(this.dataSource);
  }

  /**
   * Writes a delivery in the business change's transaction; its key already written (the same
   * event again) writes nothing. Answers the new row's id, or null for a key seen before.
   */
  async insert(tx: EntityManager, d: NewDelivery, now: number): Promise<number | null> {
    const ignore = this.sql.mysql ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
    const run = await this.sql.run(
      `${ignore} INTO outbox_deliveries (idempotency_key, channel, recipient, user_id, payload, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
      [d.key, d.channel, d.recipient, d.userId, d.payload, now, now],
      tx,
    );
    return run.affected === 1 ? run.insertId : null;
  }

  /** Due deliveries (never tried, failed and due again, or a claim that lapsed), oldest due first. */
  async due(now: number, limit: number): Promise<OutboxDelivery[]> {
    const rows = await this.sql.rows(
      `SELECT ${COLUMNS} FROM outbox_deliveries
        WHERE status IN ('pending', 'failed', 'sending') AND next_attempt_at <= ?
        ORDER BY next_attempt_at, id LIMIT ?`,
      [now, limit],
    );
    return rows.map((r) => entityOf<OutboxDelivery>(r, NUMBERS));
  }

  async byIds(ids: readonly number[]): Promise<OutboxDelivery[]> {
    if (!ids.length) return [];
    const list = inList(this.sql, ids);
    const rows = await this.sql.rows(`SELECT ${COLUMNS} FROM outbox_deliveries WHERE id ${list.text}`, list.params);
    return rows.map((r) => entityOf<OutboxDelivery>(r, NUMBERS));
  }

  /**
   * Claims one attempt: only one job (of any instance) wins a row whose attempts it read, and
   * holds it as `sending` until `leaseUntil` (after which a crashed claim is due again).
   */
  async claim(id: number, seenAttempts: number, now: number, leaseUntil: number): Promise<boolean> {
    const run = await this.sql.run(
      `UPDATE outbox_deliveries SET status = 'sending', attempts = attempts + 1, next_attempt_at = ?
        WHERE id = ? AND attempts = ? AND status IN ('pending', 'failed', 'sending') AND next_attempt_at <= ?`,
      [leaseUntil, id, seenAttempts, now],
    );
    return run.affected === 1;
  }

  /** The claimed attempt went out. */
  async sent(id: number, attempt: number, now: number): Promise<void> {
    await this.sql.run(
      `UPDATE outbox_deliveries SET status = 'sent', sent_at = ?, last_error = NULL
        WHERE id = ? AND attempts = ? AND status = 'sending'`,
      [now, id, attempt],
    );
  }

  /** The claimed attempt failed: due again at `nextAt` (`failed`), or out of attempts (`dead`). */
  async failed(id: number, attempt: number, error: string, dead: boolean, nextAt: number): Promise<void> {
    await this.sql.run(
      `UPDATE outbox_deliveries SET status = ?, next_attempt_at = ?, last_error = ?
        WHERE id = ? AND attempts = ? AND status = 'sending'`,
      [dead ? 'dead' : 'failed', nextAt, error.slice(0, 500), id, attempt],
    );
  }

  /** Ops: a dead or failed delivery is due now (a dead one gets one more attempt). */
  async retry(id: number, now: number): Promise<boolean> {
    const run = await this.sql.run(
      `UPDATE outbox_deliveries SET status = 'failed', next_attempt_at = ? WHERE id = ? AND status IN ('failed', 'dead')`,
      [now, id],
    );
    return run.affected === 1;
  }

  /** Ops: the newest deliveries in the given states. */
  async list(statuses: readonly DeliveryStatus[], limit: number): Promise<OutboxDelivery[]> {
    const list = inList(this.sql, statuses);
    const rows = await this.sql.rows(
      `SELECT ${COLUMNS} FROM outbox_deliveries WHERE status ${list.text} ORDER BY id DESC LIMIT ?`,
      [...list.params, limit],
    );
    return rows.map((r) => entityOf<OutboxDelivery>(r, NUMBERS));
  }

  /** How many deliveries are in each state (ops). */
  async counts(): Promise<Map<string, number>> {
    const rows = await this.sql.rows<{ status: string; n: unknown }>(
      'SELECT status, COUNT(*) AS n FROM outbox_deliveries GROUP BY status',
      [],
    );
    return new Map(rows.map((r) => [r.status, num(r.n)]));
  }
}
