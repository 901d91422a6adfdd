import type { TicketStatus } from '@fanpass/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** One seat of a paid order; the QR encodes its unguessable code. */
@Entity('tickets')
export class Ticket {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'int' })
  orderId: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column({ type: 'int' })
  ticketTypeId: number;

  @Column({ type: 'varchar', length: 100 })
  seatArea: string;

  @Column({ type: 'varchar', length: 60, nullable: true })
  attendeeName: string | null;

  @Column({ type: 'varchar', length: 16 })
  status: TicketStatus;

  /**
   * The current holder's QR secret (64 hex digits): the holder's device derives the rotating QR
   * from it. Replaced on transfer and revocation (`ticket-secret.ts`), so an old holder's QR dies.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  secret: string;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;
}
