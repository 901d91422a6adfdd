import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CrowdLane } from '../../database/crowd-lane.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { EventRow, TicketType } from '../events/index.js';
import { QueueSettingChange } from './entities/queue-setting-change.entity.js';
import { QueueSettings } from './entities/queue-settings.entity.js';

/**
 * The settings, their change log and the one stock figure the admission step needs. What every
 * status answer may wait for (the event, its settings, the seats left) is read on the crowd lane,
 * so the waiting room keeps answering while checkouts fill the main pool.
 */
@Injectable()
export class QueueRepository extends TransactionalRepository {
  constructor(
    dataSource: DataSource,
    private readonly lane: CrowdLane,
  ) {
    super(dataSource);
  }

  settings(eventId: number, tx?: EntityManager): Promise<QueueSettings | null> {
    return (tx ?? this.lane.dataSource.manager).findOneBy(QueueSettings, { eventId });
  }

  event(eventId: number): Promise<EventRow | null> {
    return this.lane.dataSource.manager.findOneBy(EventRow, { id: eventId });
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
    const row = await this.lane.dataSource.manager
      .createQueryBuilder(TicketType, 't')
      .select('COALESCE(SUM(t.capacity - t.sold - t.held), 0)', 'left')
      .where('t.eventId = :eventId', { eventId })
      .getRawOne<{ left: string | number }>();
    return Number(row?.left ?? 0);
  }
}
