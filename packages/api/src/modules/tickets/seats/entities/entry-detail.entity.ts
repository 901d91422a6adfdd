import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../../database/columns.js';

/** Entry details of an event (ticketTypeId 0) or of one of its seat areas (overriding the event's). */
@Entity('entry_details')
export class EntryDetail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column({ type: 'int', default: 0 })
  ticketTypeId: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  gate: string | null;

  @Column({ ...BIGINT, nullable: true })
  queueAt: number | null;

  @Column({ ...BIGINT, nullable: true })
  entryAt: number | null;

  @Column({ type: 'text', nullable: true })
  guide: string | null;
}
