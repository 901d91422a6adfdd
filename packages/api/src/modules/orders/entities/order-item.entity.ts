import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** Seats of one seat area in an order. */
@Entity('order_items')
export class OrderItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  orderId: number;

  @Column({ type: 'int' })
  ticketTypeId: number;

  @Column({ type: 'int' })
  quantity: number;

  @Column(BIGINT)
  unitPrice: number;
}
