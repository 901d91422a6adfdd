import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** One line of a merch order: a variant, how many and at what price. */
@Entity('merch_order_items')
export class MerchOrderItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  orderId: number;

  @Column({ type: 'int' })
  productId: number;

  @Column({ type: 'int' })
  variantId: number;

  @Column({ type: 'int' })
  quantity: number;

  @Column(BIGINT)
  unitPrice: number;
}
