import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { QueueEntry } from './entities/queue-entry.entity.js';

/**
 * The in-process store's journal in the database: a row per place, written once when the fan
 * joins and once when admitted; read back only when a process first serves an event (after a
 * restart, or an ops command's own process), never per status answer.
 */
@Injectable()
export class QueueJournal extends TransactionalRepository {
  async joined(eventId: number, code: string, score: number): Promise<void> {
    await this.manager().insert(QueueEntry, { eventId, code, score, admittedIndex: null, admissionEndsAt: null });
  }

  /** Back in the queue after an admission ran out: the new place; the old index stays (counts go on). */
  async rejoined(eventId: number, code: string, score: number): Promise<void> {
    await this.manager().update(QueueEntry, { eventId, code }, { score, admissionEndsAt: null });
  }

  /** One admission step's fans, in admission order from `firstIndex`, in one transaction. */
  async admitted(eventId: number, codes: string[], firstIndex: number, endsAt: number): Promise<void> {
    if (!codes.length) return;
    await this.dataSource.transaction(async (tx) => {
      for (const [i, code] of codes.entries()) {
        await tx.update(QueueEntry, { eventId, code }, { admittedIndex: firstIndex + i, admissionEndsAt: endsAt });
      }
    });
  }

  load(eventId: number): Promise<QueueEntry[]> {
    return this.manager().find(QueueEntry, { where: { eventId }, order: { score: 'ASC' } });
  }

  async forget(eventId: number): Promise<void> {
    await this.manager().delete(QueueEntry, { eventId: In([eventId]) });
  }
}
