import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { EventRow, TicketType } from '../events/index.js';
import { QueueSettingChange } from './entities/queue-setting-change.entity.js';
import { QueueSettings } from './entities/queue-settings.entity.js';

/** The settings, their change log and the one stock figure the admission step needs. */
@Injectable()
export class QueueRepository extends TransactionalRepository {
  settings(eventId: number, tx?: EntityManager): Promise<QueueSettings | null> {
    return this.manager(tx).findOneBy(QueueSettings, { eventId });
  }

  event(eventId: number): Promise<EventRow | null> {
    return this.manager().findOneBy(EventRow, { id: eventId });
  }

  eventBySlug(slug: string, tx?: EntityManager): Promise<EventRow | null> {
    return this.manager(tx).findOneBy(EventRow, { slug });
  }

  async save(tx: EntityManager, settings: QueueSettings, change: Omit<QueueSettingChange, 'id'>): Promise<void> {
    await tx.save(QueueSettings, settings);
    await tx.insert(QueueSettingChange, change);
  }

  changes(eventId: number): Promise<QueueSettingChange[]> {
    return this.manager().find(QueueSettingChange, { where: { eventId }, order: { id: 'ASC' } });
  }

  /** Seats not sold and not in a live hold, over the event's seat areas: one aggregate read. */
  async seatsLeft(eventId: number): Promise<number> {
    const row = await this.manager()
      .createQueryBuilder(TicketType, 't')
      .select('COALESCE(SUM(t.capacity - t.sold - t.held), 0)', 'left')
      .where('t.eventId = :eventId', { eventId })
      .getRawOne<{ left: string | number }>();
    return Number(row?.left ?? 0);
  }
}
