import type { Language, TicketStatus, TransferState } from '@fanpass/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../../database/columns.js';

/**
 * A ticket transfer; `shareToken` names it on the public /share-transfer page. Done at once to an
 * account (non-reversible); to an e-mail with no account it is pending until the recipient signs
 * up and accepts, the sender cancels, or `expiresAt` passes.
 */
@Entity('ticket_transfers')
export class TicketTransfer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  ticketId: number;

  @Column({ type: 'int' })
  fromUserId: number;

  /** The recipient's account; null while a pending transfer waits for one. */
  @Column({ type: 'int', nullable: true })
  toUserId: number | null;

  @Column({ type: 'varchar', length: 254 })
  toEmail: string;

  @Column({ type: 'varchar', length: 32 })
  shareToken: string;

  @Column(BIGINT)
  createdAt: number;

  @Column({ type: 'varchar', length: 16, default: 'done' })
  state: TransferState;

  /** A pending transfer's deadline: then the ticket goes back to the sender. */
  @Column({ ...BIGINT, nullable: true })
  expiresAt: number | null;

  @Column({ ...BIGINT, nullable: true })
  acceptedAt: number | null;

  /** The ticket's status before it waited (paid or ready): what it gets back, or takes to the recipient. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  ticketStatus: TicketStatus | null;

  /** The sender's language when they sent it: what a later message to them (it came back) is written in. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  lang: Language | null;
}
