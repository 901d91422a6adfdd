import type { OrderSource, OrderStatus } from '@fanpass/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';
import { OrderDiscountColumns } from '../../../database/order-discount.js';

export type { OrderSource };

/** Snapshot of a real-name attendee on an order (one per ticket). */
export interface OrderAttendee {
  attendeeId: number;
  fullName: string;
  idType: string;
  idNumber: string;
}

/** A ticket order: held until paid, or expired/cancelled with its seats returned. */
@Entity('orders')
export class Order extends OrderDiscountColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  orderNo: string;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column({ type: 'varchar', length: 16 })
  status: OrderStatus;

  @Column({ type: 'varchar', length: 16 })
  source: OrderSource;

  @Column({ type: 'varchar', length: 32 })
  platform: string;

  @Column({ type: 'int' })
  holdMinutes: number;

  @Column({ type: 'int' })
  quantity: number;

  @Column(BIGINT)
  total: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** JSON array of OrderAttendee for real-name events. */
  @Column({ type: 'text', nullable: true })
  attendees: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyKey: string | null;

  /** `<user>:<event>` while a direct order is held, else NULL (unique: one live hold per fan and event). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  liveKey: string | null;

  /** The checkout this order is a part of (tickets and merch in one payment), or null: it lives and ends with it. */
  @Column({ type: 'int', nullable: true })
  checkoutId?: number | null;

  @Column(BIGINT)
  expiresAt: number;

  @Column({ ...BIGINT, nullable: true })
  paidAt: number | null;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;
}
