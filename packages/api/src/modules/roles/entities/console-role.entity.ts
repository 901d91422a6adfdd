import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** A console role an account holds: for one event (organiser, staff) or the platform (`eventId` 0). */
@Entity('console_roles')
export class ConsoleRoleRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 16 })
  role: string;

  /** The event of an organiser or staff role; 0 for admin and support. */
  @Column({ type: 'int', default: 0 })
  eventId: number;

  @Column(BIGINT)
  createdAt: number;
}
