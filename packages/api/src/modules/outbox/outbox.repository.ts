import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxMessage } from './entities/outbox-message.entity.js';

@Injectable()
export class OutboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  async add(message: Omit<OutboxMessage, 'id'>): Promise<void> {
    await this.dataSource.manager.insert(OutboxMessage, message);
  }

  /** Newest first, for one recipient or everyone. */
  list(recipient: string | undefined, limit: number): Promise<OutboxMessage[]> {
    return this.dataSource.manager.find(OutboxMessage, {
      where: recipient ? { recipient } : {},
      order: { id: 'DESC' },
      take: limit,
    });
  }
}
