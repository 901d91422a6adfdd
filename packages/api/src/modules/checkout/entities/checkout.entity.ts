import type { CheckoutStatus } from '@fanpass/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';
import { OrderDiscountColumns } from '../../../database/order-discount.js';

/**
 * Tickets and merch in one checkout (docs/decisions/0023-one-checkout.md): one hold and one
 * payment (with its discount) over a ticket order and a merch order of one event, its parts
 * (`orders.checkout_id`, `merch_orders.checkout_id`).
 */
@Entity('checkouts')
export class Checkout extends OrderDiscountColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  orderNo: string;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column({ type: 'varchar', length: 12 })
  status: CheckoutStatus;

  @Column({ type: 'varchar', length: 32 })
  platform: string;

  /** The language the fan checked out in (its receipt is in it). */
  @Column({ type: 'varchar', length: 8 })
  lang: string;

  @Column({ type: 'int' })
  holdMinutes: number;

  /** Tickets in its ticket part (0: merch only). */
  @Column({ type: 'int' })
  tickets: number;

  /** Units in its merch part (0: tickets only). */
  @Column({ type: 'int' })
  merch: number;

  /** Both parts' totals, undiscounted (amountDue is what the one payment charges). */
  @Column(BIGINT)
  total: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyKey: string | null;

  @Column(BIGINT)
  expiresAt: number;

  @Column({ ...BIGINT, nullable: true })
  paidAt: number | null;

  /** When it was expired or cancelled. */
  @Column({ ...BIGINT, nullable: true })
  endedAt: number | null;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;
}
