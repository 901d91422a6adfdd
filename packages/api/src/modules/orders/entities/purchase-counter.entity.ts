import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Tickets one account holds or has bought for one event: the per-account limit's guard row. */
@Entity('purchase_counters')
export class PurchaseCounter {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @PrimaryColumn({ type: 'int' })
  eventId: number;

  @Column({ type: 'int', default: 0 })
  tickets: number;
}
