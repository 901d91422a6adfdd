import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** An e-mail or SMS as sent, kept outside production for people and tests to read. */
@Entity('outbox_messages')
@Index(['recipient', 'createdAt'])
export class OutboxMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 8 })
  channel: 'email' | 'sms';

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  /** JSON list of { filename, contentType, content } (text attachments such as an .ics), or null. */
  @Column({ type: 'text', nullable: true })
  attachments: string | null;

  @Column(BIGINT)
  createdAt: number;
}
