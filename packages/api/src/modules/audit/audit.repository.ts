import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { escapeLike } from '../../database/like.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { AuditEntry } from './entities/audit-entry.entity.js';

/** What an audit search narrows by (every part optional); newest first, below `before` (an id). */
export interface AuditFilter {
  /** Only these events' entries (an organiser's); undefined: every entry. */
  eventIds?: number[];
  eventId?: number;
  action?: string;
  /** Part of the actor or the target (an e-mail, an order number, a slug). */
  q?: string;
  before?: number;
  limit: number;
}

/**
 * The audit log's queries: an insert and reads. There is deliberately no update or delete: a
 * recorded action is never edited (the console's audit test holds this class to it).
 */
@Injectable()
export class AuditRepository extends TransactionalRepository {
  async insert(tx: EntityManager | undefined, entry: Omit<AuditEntry, 'id'>): Promise<void> {
    await this.manager(tx).insert(AuditEntry, entry);
  }

  search(filter: AuditFilter): Promise<AuditEntry[]> {
    const query = this.manager().createQueryBuilder(AuditEntry, 'a');
    if (filter.eventIds)
      query.andWhere(filter.eventIds.length ? 'a.eventId IN (:...ids)' : '1 = 0', { ids: filter.eventIds });
    if (filter.eventId !== undefined) query.andWhere('a.eventId = :eventId', { eventId: filter.eventId });
    if (filter.action) query.andWhere("a.action LIKE :action ESCAPE '!'", { action: `${escapeLike(filter.action)}%` });
    if (filter.q) {
      const q = `%${escapeLike(filter.q.toLowerCase())}%`;
      query.andWhere("(LOWER(a.actor) LIKE :q ESCAPE '!' OR LOWER(a.target) LIKE :q ESCAPE '!')", { q });
    }
    if (filter.before !== undefined) query.andWhere('a.id < :before', { before: filter.before });
    return query.orderBy('a.id', 'DESC').take(filter.limit).getMany();
  }
}
