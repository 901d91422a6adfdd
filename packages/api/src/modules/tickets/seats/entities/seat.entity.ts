import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One seat of a seated area, as the event import describes it. `ticketId` is set once by a
 * conditional UPDATE (`… WHERE ticket_id IS NULL`) and is unique, so a seat is never given twice.
 */
@Entity('seats')
export class Seat {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  ticketTypeId: number;

  @Column({ type: 'varchar', length: 20 })
  rowLabel: string;

  @Column({ type: 'varchar', length: 20 })
  seatNumber: string;

  /** Order in the map: row by row, seats in the order the file lists them (side by side). */
  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'int', nullable: true })
  ticketId: number | null;
}
