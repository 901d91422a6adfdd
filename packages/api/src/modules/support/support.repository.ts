import type { ConsoleEnquiryFilter, EnquiryType } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MoreThanOrEqual } from 'typeorm';
import { escapeLike } from '../../database/like.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { Enquiry } from './entities/enquiry.entity.js';

export type NewEnquiry = Omit<Enquiry, 'id' | 'status' | 'closedAt'>;

/** Cooperation enquiries and support requests. */
@Injectable()
export class SupportRepository extends TransactionalRepository {
  async insert(values: NewEnquiry, tx?: EntityManager): Promise<void> {
    await this.manager(tx).insert(Enquiry, { ...values, status: 'open', closedAt: null });
  }

  /** Oldest first; without the attachment's bytes. */
  list(filter: { type?: EnquiryType; since?: number }): Promise<Enquiry[]> {
    return this.manager().find(Enquiry, {
      where: {
        ...(filter.type ? { type: filter.type } : {}),
        ...(filter.since !== undefined ? { createdAt: MoreThanOrEqual(filter.since) } : {}),
      },
      order: { id: 'ASC' },
    });
  }

  /**
   * The console's inbox: newest first, narrowed by kind, status and a text (part of the
   * reference, e-mail, name or message); a page of it (`take` undefined: every row, for export).
   */
  search(filter: ConsoleEnquiryFilter, skip = 0, take?: number): Promise<[Enquiry[], number]> {
    const query = this.manager().createQueryBuilder(Enquiry, 'e');
    if (filter.kind) query.andWhere('e.type = :kind', { kind: filter.kind });
    if (filter.status) query.andWhere('e.status = :status', { status: filter.status });
    if (filter.q) {
      const q = `%${escapeLike(filter.q.toLowerCase())}%`;
      query.andWhere(
        "(LOWER(e.ref) LIKE :q ESCAPE '!' OR LOWER(e.email) LIKE :q ESCAPE '!' OR LOWER(e.name) LIKE :q ESCAPE '!' OR LOWER(e.message) LIKE :q ESCAPE '!')",
        { q },
      );
    }
    query.orderBy('e.id', 'DESC');
    if (take === undefined) return query.getMany().then((rows) => [rows, rows.length]);
    return query.skip(skip).take(take).getManyAndCount();
  }

  findByRef(ref: string, tx?: EntityManager): Promise<Enquiry | null> {
    return this.manager(tx).findOneBy(Enquiry, { ref });
  }

  /** The stored image of a request, or null. */
  async attachment(ref: string): Promise<{ type: string; bytes: Buffer } | null> {
    const row = await this.manager()
      .createQueryBuilder(Enquiry, 'e')
      .select(['e.attachmentType', 'e.attachment'])
      .where('e.ref = :ref', { ref })
      .getOne();
    if (!row?.attachment || !row.attachmentType) return null;
    return { type: row.attachmentType, bytes: Buffer.from(row.attachment) };
  }

  /** Closes an open request; false when it is unknown or already closed (the affected row decides). */
  async close(tx: EntityManager, ref: string, at: number): Promise<boolean> {
    const result = await tx.update(Enquiry, { ref, status: 'open' }, { status: 'closed', closedAt: at });
    return result.affected === 1;
  }
}
