import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** An address in a fan's shipping-address book (under Me). */
@Entity('shipping_addresses')
export class ShippingAddress {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 60 })
  recipient: string;

  @Column({ type: 'varchar', length: 6 })
  areaCode: string;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'varchar', length: 2 })
  country: string;

  @Column({ type: 'varchar', length: 60 })
  region: string;

  @Column({ type: 'varchar', length: 120 })
  line1: string;

  @Column({ type: 'varchar', length: 120 })
  line2: string;

  @Column({ type: 'varchar', length: 12 })
  postcode: string;

  @Column({ type: 'boolean', default: false })
  isDefault: boolean;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;
}
