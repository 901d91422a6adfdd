import type { MerchAccess, MerchFulfilment } from '@fanpass/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** An official merchandise item (its sizes and colours are its variants). */
@Entity('merch_products')
export class MerchProduct {
  @PrimaryGeneratedColumn()
  id: number;

  /** The organiser's stable external id (merch import creates or updates by it). */
  @Column({ type: 'varchar', length: 80 })
  slug: string;

  /** The event it belongs to; null for merch sold on its own. */
  @Column({ type: 'int', nullable: true })
  eventId: number | null;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  /** JSON array of image URLs. */
  @Column({ type: 'text' })
  images: string;

  @Column(BIGINT)
  price: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 8 })
  access: MerchAccess;

  @Column({ type: 'boolean', default: false })
  desktopOnly: boolean;

  @Column({ type: 'varchar', length: 8 })
  fulfilment: MerchFulfilment;

  /** JSON array of YYYY-MM-DD. */
  @Column({ type: 'text' })
  pickupDates: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  pickupPlace: string | null;

  @Column({ type: 'int' })
  perTicketLimit: number;

  @Column({ type: 'int' })
  orderLimit: number;

  @Column({ type: 'int', default: 0 })
  sort: number;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;
}
