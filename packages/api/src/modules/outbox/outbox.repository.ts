import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

@Injectable()
export class OutboxRepository extends TransactionalRepository {
  async add(message: Omit<OutboxMessage, 'id'>): Promise<void> {
    await this.manager().insert(OutboxMessage, message);
  }

  /** Newest first, for one recipient or everyone. */
  list(recipient: string | undefined, limit: number): Promise<OutboxMessage[]> {
    return this.manager().find(OutboxMessage, {
      where: recipient ? { recipient } : {},
      order: { id: 'DESC' },
      take: limit,
    });
  }
}
