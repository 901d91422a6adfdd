import type { EnquiryType } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MoreThanOrEqual } from 'typeorm';
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

  findByRef(ref: string): Promise<Enquiry | null> {
    return this.manager().findOneBy(Enquiry, { ref });
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

  /** Closes an open request; false when it is unknown or already closed. */
  async close(ref: string, at: number): Promise<boolean> {
    const result = await this.manager().update(Enquiry, { ref, status: 'open' }, { status: 'closed', closedAt: at });
    return result.affected === 1;
  }
}
