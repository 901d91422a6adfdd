import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** A size / colour of an item with its own stock; held and sold only move by conditional UPDATEs. */
@Entity('merch_variants')
export class MerchVariant {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  productId: number;

  @Column({ type: 'varchar', length: 40 })
  code: string;

  @Column({ type: 'varchar', length: 60 })
  label: string;

  @Column({ type: 'int' })
  stock: number;

  @Column({ type: 'int', default: 0 })
  held: number;

  @Column({ type: 'int', default: 0 })
  sold: number;

  @Column({ type: 'int', default: 0 })
  sort: number;

  @Column(BIGINT)
  updatedAt: number;
}
