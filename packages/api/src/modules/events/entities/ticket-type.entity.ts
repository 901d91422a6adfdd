import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/**
 * A seat area of an event. `sold + held <= capacity` always: every change is one conditional
 * UPDATE inside the transaction that writes the order rows.
 */
@Entity('ticket_types')
export class TicketType {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  eventId: number;

  /** Stable external id within the event (event import). */
  @Column({ type: 'varchar', length: 60 })
  code: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Minor units of the event's currency. */
  @Column(BIGINT)
  price: number;

  @Column({ type: 'int' })
  capacity: number;

  @Column({ type: 'int', default: 0 })
  sold: number;

  /** Seats in unpaid holds, waiting-list offers included. */
  @Column({ type: 'int', default: 0 })
  held: number;

  @Column({ type: 'int', default: 0 })
  sortOrder: number;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;
}
