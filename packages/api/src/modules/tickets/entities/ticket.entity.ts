import type { SeatState, TicketStatus } from '@fanpass/contracts';
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

  /** Seated areas: 'confirming' until `pnpm ops seats assign` gives a seat, then 'assigned'; null for general admission. */
  @Column({ type: 'varchar', length: 12, nullable: true })
  seatState: SeatState | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  seatRow: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  seatNumber: string | null;

  /** After a transfer, no new transfer before this time (TRANSFER_LOCK_HOURS); entry still works. */
  @Column({ ...BIGINT, nullable: true })
  transferLockedUntil: number | null;

  /** A real-name ticket received by transfer: the new holder must choose one of their attendees. */
  @Column({ type: 'boolean', default: false })
  attendeePending: boolean;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;
}
