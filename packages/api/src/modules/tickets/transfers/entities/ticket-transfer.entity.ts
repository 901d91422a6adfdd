import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../../database/columns.js';

/** A done ticket transfer (non-reversible); `shareToken` names it on the public /share-transfer page. */
@Entity('ticket_transfers')
export class TicketTransfer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  ticketId: number;

  @Column({ type: 'int' })
  fromUserId: number;

  @Column({ type: 'int' })
  toUserId: number;

  @Column({ type: 'varchar', length: 254 })
  toEmail: string;

  @Column({ type: 'varchar', length: 32 })
  shareToken: string;

  @Column(BIGINT)
  createdAt: number;
}
