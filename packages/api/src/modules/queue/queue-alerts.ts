import { ROUTES } from '@fanpass/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { inList, num, sqlOf, type Sql } from '../../database/sql.js';
import { CrowdLane } from '../../database/crowd-lane.js';
import { TransactionRunner } from '../../database/transaction.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { WriteBatch } from '../../infra/write-batch.js';
import { AlertsService } from '../alerts/index.js';
import type { EventRow } from '../events/index.js';

/** Places one statement names at most. */
const ROWS_PER_STATEMENT = 500;
/** Fans told of a sell-out per transaction. */
const SOLD_OUT_BATCH = 200;

/**
 * The queue's alerts (issue 49): the account behind each place (written when the fan joins, the
 * joins of one turn of the event loop in one INSERT), "it's your turn" to the fans each admission
 * step lets in, and "sold out while you waited" to those still waiting when the seats run out.
 * Both stores call it with the places' codes; the alerts go out through the outbox after commit.
 */
@Injectable()
export class QueueAlerts extends TransactionalRepository {
  private readonly logger = new Logger(QueueAlerts.name);
  /** On the crowd lane: a join waits for its row, never for the checkouts' turns at the seats. */
  private readonly watches = new WriteBatch<{ eventId: number; code: string; userId: number }>((rows) =>
    sqlOf(this.lane.dataSource).run(
      `${this.sql.mysql ? 'INSERT IGNORE' : 'INSERT OR IGNORE'} INTO queue_watchers (event_id, code, user_id) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}`,
      rows.flatMap((r) => [r.eventId, r.code, r.userId]),
    ),
  );

  constructor(
    dataSource: DataSource,
    private readonly alerts: AlertsService,
    private readonly transactions: TransactionRunner,
    private readonly lane: CrowdLane,
  ) {
    super(dataSource);
  }

  private get sql(): Sql {
    return sqlOf(this.dataSource);
  }

  /** The fan behind a new place (or one back in the queue after an admission ran out). */
  joined(eventId: number, code: string, userId: number, again: boolean): Promise<void> {
    if (again) {
      return this.sql
        .run('UPDATE queue_watchers SET admitted_at = NULL, sold_out_at = NULL WHERE event_id = ? AND code = ?', [
          eventId,
          code,
        ])
        .then(() => undefined);
    }
    return this.watches.add({ eventId, code, userId });
  }

  /** The fans one admission step let in (their codes): "it's your turn", until their admission ends. */
  async admitted(event: EventRow, codes: readonly string[], now: number, expiresAt: number): Promise<void> {
    for (let at = 0; at < codes.length; at += ROWS_PER_STATEMENT) {
      const list = inList(this.sql, codes.slice(at, at + ROWS_PER_STATEMENT));
      await this.transactions.withTransaction(async (tx) => {
        const rows = await this.sql.rows<{ user_id: unknown }>(
          `SELECT user_id FROM queue_watchers WHERE event_id = ? AND code ${list.text}`,
          [event.id, ...list.params],
          tx,
        );
        await this.sql.run(
          `UPDATE queue_watchers SET admitted_at = ? WHERE event_id = ? AND code ${list.text}`,
          [now, event.id, ...list.params],
          tx,
        );
        await this.alerts.notifyAll(
          tx,
          rows.map((r) => num(r.user_id)),
          {
            kind: 'queueAdmitted',
            key: `queue:${event.id}:admitted:${expiresAt}`,
            params: { event: event.title },
            times: { until: expiresAt },
            zone: event.timeZone,
            path: `${ROUTES.queue}?id=${event.id}`,
            expiresAt,
          },
        );
      });
    }
  }

  /**
   * The seats ran out: every fan still waiting (never admitted, not yet told) hears it, in
   * batches; answers how many were told.
   */
  async soldOut(event: EventRow, now: number): Promise<number> {
    let told = 0;
    for (;;) {
      const batch = await this.transactions.withTransaction(async (tx) => {
        const rows = await this.sql.rows<{ code: unknown; user_id: unknown }>(
          // Instances telling at once on MySQL take different fans (SQLite runs one writer at a time).
          `SELECT code, user_id FROM queue_watchers
            WHERE event_id = ? AND admitted_at IS NULL AND sold_out_at IS NULL LIMIT ?${this.sql.mysql ? ' FOR UPDATE SKIP LOCKED' : ''}`,
          [event.id, SOLD_OUT_BATCH],
          tx,
        );
        if (!rows.length) return 0;
        const list = inList(
          this.sql,
          rows.map((r) => String(r.code)),
        );
        await this.sql.run(
          `UPDATE queue_watchers SET sold_out_at = ? WHERE event_id = ? AND sold_out_at IS NULL AND code ${list.text}`,
          [now, event.id, ...list.params],
          tx,
        );
        await this.alerts.notifyAll(
          tx,
          rows.map((r) => num(r.user_id)),
          {
            kind: 'queueSoldOut',
            key: `queue:${event.id}:sold-out`,
            params: { event: event.title },
            path: `${ROUTES.ticketDetail}?id=${event.id}`,
            ttlSeconds: 6 * 3600,
          },
        );
        return rows.length;
      });
      told += batch;
      if (batch < SOLD_OUT_BATCH) break;
    }
    if (told) this.logger.log(`event ${event.id} sold out: ${told} waiting fan(s) told`);
    return told;
  }
}
