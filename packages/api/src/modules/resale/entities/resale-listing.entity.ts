import type { ResalePayout, ResaleStatus, TicketStatus } from '@fanpass/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/**
 * A fan's ticket offered for resale at face value or less: listed (on offer), held (a buyer's
 * unpaid order holds it: `orderId`), sold (the ticket is the buyer's) or withdrawn by its seller.
 */
@Entity('resale_listings')
export class ResaleListing {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  ticketId: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column({ type: 'int' })
  ticketTypeId: number;

  @Column({ type: 'int' })
  sellerId: number;

  @Column({ type: 'varchar', length: 12 })
  status: ResaleStatus;

  @Column({ type: 'varchar', length: 8 })
  payout: ResalePayout;

  @Column(BIGINT)
  price: number;

  /** The event's fee, fixed when the seller confirmed: the seller gets price - fee. */
  @Column(BIGINT)
  fee: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** The ticket's status before it was listed (given back on withdrawal, kept by the buyer). */
  @Column({ type: 'varchar', length: 16 })
  ticketStatus: TicketStatus;

  /** The order the ticket belonged to when listed (a sale moves it to the buyer's order). */
  @Column({ type: 'int' })
  fromOrderId: number;

  /** The ticket's id while listed or held (unique: one live listing per ticket), else NULL. */
  @Column({ type: 'int', nullable: true })
  liveKey: number | null;

  /** The buyer's order while held, and once sold. */
  @Column({ type: 'int', nullable: true })
  orderId: number | null;

  @Column({ type: 'int', nullable: true })
  buyerId: number | null;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;

  @Column({ ...BIGINT, nullable: true })
  soldAt: number | null;
}
