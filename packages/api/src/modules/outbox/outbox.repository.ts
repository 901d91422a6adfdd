import { Injectable } from '@nestjs/common';
import { sqlOf } from '../../database/sql.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

@Injectable()
export class OutboxRepository extends TransactionalRepository {
  /** One plain INSERT: a receipt is written after every payment. */
  async add(message: Omit<OutboxMessage, 'id'>): Promise<void> {
    const { channel, recipient, subject, body, attachments, createdAt } = message;
    await sqlOf(this.dataSource).run(
      'INSERT INTO outbox_messages (channel, recipient, subject, body, attachments, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [channel, recipient, subject, body, attachments, createdAt],
    );
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
