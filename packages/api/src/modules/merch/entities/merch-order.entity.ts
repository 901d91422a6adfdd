import type { MerchOrderFulfilment, MerchOrderStatus } from '@fanpass/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';
import { OrderDiscountColumns } from '../../../database/order-discount.js';

/** A merch order (with its discount, `database/order-discount.ts`): held until paid, then shipped and delivered, or collected at the counter. */
@Entity('merch_orders')
export class MerchOrder extends OrderDiscountColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  orderNo: string;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int', nullable: true })
  eventId: number | null;

  @Column({ type: 'varchar', length: 12 })
  status: MerchOrderStatus;

  @Column({ type: 'varchar', length: 8 })
  fulfilment: MerchOrderFulfilment;

  @Column({ type: 'varchar', length: 32 })
  platform: string;

  /** The language the fan ordered in (its e-mails are in it). */
  @Column({ type: 'varchar', length: 8 })
  lang: string;

  @Column({ type: 'int' })
  holdMinutes: number;

  @Column({ type: 'int' })
  quantity: number;

  @Column(BIGINT)
  total: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** The ticket that entitled the fan to holder-only items (its count is given back if the hold ends). */
  @Column({ type: 'int', nullable: true })
  ticketId: number | null;

  /** JSON of OrderAddressView for a delivery. */
  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  pickupDate: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  pickupPlace: string | null;

  /** Pick-up orders: the secret the buyer's device draws the rotating pick-up QR from (64 hex digits). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  pickupSecret: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyKey: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  carrier: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  trackingNo: string | null;

  @Column(BIGINT)
  expiresAt: number;

  @Column({ ...BIGINT, nullable: true })
  paidAt: number | null;

  @Column({ ...BIGINT, nullable: true })
  shippedAt: number | null;

  @Column({ ...BIGINT, nullable: true })
  deliveredAt: number | null;

  /** Pick-up orders: when the counter marked it ready (packed), null until then. */
  @Column({ ...BIGINT, nullable: true })
  readyAt?: number | null;

  @Column({ ...BIGINT, nullable: true })
  collectedAt: number | null;

  @Column({ type: 'int', nullable: true })
  collectedBy: number | null;

  /** When it was expired, cancelled or refunded. */
  @Column({ ...BIGINT, nullable: true })
  endedAt: number | null;

  /** The checkout this order is a part of (tickets and merch in one payment), or null: it lives and ends with it. */
  @Column({ type: 'int', nullable: true })
  checkoutId?: number | null;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;
}
