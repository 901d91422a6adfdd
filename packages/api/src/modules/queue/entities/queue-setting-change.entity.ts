import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** One change operators made to an event's waiting room, as `queue log` prints it. */
@Entity('queue_setting_changes')
export class QueueSettingChange {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  eventId: number;

  /** Who changed it (the ops user, or `import`). */
  @Column({ type: 'varchar', length: 100 })
  changedBy: string;

  /** `field: old -> new` for each field changed, one per line. */
  @Column({ type: 'text' })
  detail: string;

  @Column(BIGINT)
  at: number;
}
