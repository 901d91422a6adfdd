import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { CrowdLane } from '../../database/crowd-lane.js';
import { WriteBatch } from '../../infra/write-batch.js';
import { QueueEntry } from './entities/queue-entry.entity.js';

/** Rows one statement names at most (SQLite's parameters and MySQL's packet stay far off). */
const ROWS_PER_STATEMENT = 500;

/**
 * The in-process store's journal in the database: a row per place, written once when the fan
 * joins and once when admitted; read back only when a process first serves an event (after a
 * restart, or an ops command's own process), never per status answer. The joins of one turn of
 * the event loop are written together, one INSERT (a group commit): a crowd joining costs the
 * one SQLite connection a statement per few hundred fans, not one each. Each join still answers
 * only once its row is written. The journal is the waiting room's own rows, written on the crowd
 * lane: no checkout waits for them, and they never wait for the checkouts.
 */
@Injectable()
export class QueueJournal {
  private readonly joins = new WriteBatch<Omit<QueueEntry, 'admittedIndex' | 'admissionEndsAt'>>((rows) =>
    this.manager().insert(
      QueueEntry,
      rows.map((row) => ({ ...row, admittedIndex: null, admissionEndsAt: null })),
    ),
  );

  constructor(private readonly lane: CrowdLane) {}

  private manager(): EntityManager {
    return this.lane.dataSource.manager;
  }

  joined(eventId: number, code: string, score: number): Promise<void> {
    return this.joins.add({ eventId, code, score });
  }

  /** Back in the queue after an admission ran out: the new place; the old index stays (counts go on). */
  async rejoined(eventId: number, code: string, score: number): Promise<void> {
    await this.manager().update(QueueEntry, { eventId, code }, { score, admissionEndsAt: null });
  }

  /** One admission step's fans, in admission order from `firstIndex`, in one transaction. */
  async admitted(eventId: number, codes: string[], firstIndex: number, endsAt: number): Promise<void> {
    for (let at = 0; at < codes.length; at += ROWS_PER_STATEMENT) {
      const part = codes.slice(at, at + ROWS_PER_STATEMENT);
      // One statement: each code's index by a CASE on the code.
      const params: Record<string, string | number> = {};
      const cases = part.map((code, i) => {
        params[`c${i}`] = code;
        params[`i${i}`] = firstIndex + at + i;
        return `WHEN :c${i} THEN :i${i}`;
      });
      await this.manager()
        .createQueryBuilder()
        .update(QueueEntry)
        .set({ admittedIndex: () => `CASE code ${cases.join(' ')} END`, admissionEndsAt: endsAt })
        .where('event_id = :eventId AND code IN (:...codes)', { eventId, codes: part })
        .setParameters(params)
        .execute();
    }
  }

  load(eventId: number): Promise<QueueEntry[]> {
    return this.manager().find(QueueEntry, { where: { eventId }, order: { score: 'ASC' } });
  }

  async forget(eventId: number): Promise<void> {
    await this.manager().delete(QueueEntry, { eventId: In([eventId]) });
  }
}
