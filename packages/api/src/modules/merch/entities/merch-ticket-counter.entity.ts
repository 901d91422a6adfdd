import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Holder-only units of an item bought (or held) on one ticket, across orders. */
@Entity('merch_ticket_counters')
export class MerchTicketCounter {
  @PrimaryColumn({ type: 'int' })
  ticketId: number;

  @PrimaryColumn({ type: 'int' })
  productId: number;

  @Column({ type: 'int', default: 0 })
  bought: number;
}
