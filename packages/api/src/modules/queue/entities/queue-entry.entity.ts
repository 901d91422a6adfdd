import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** A fan's place as the in-process store journals it, so a restart loses no one's place. */
@Entity('queue_entries')
export class QueueEntry {
  @PrimaryColumn({ type: 'int' })
  eventId: number;

  /** The fan's public queue code (queueCode). */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  code: string;

  @Column(BIGINT)
  score: number;

  @Column({ type: 'int', nullable: true })
  admittedIndex: number | null;

  @Column({ ...BIGINT, nullable: true })
  admissionEndsAt: number | null;
}
