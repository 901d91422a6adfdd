import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** An account that may validate tickets at the gates of one event (`pnpm ops staff add`). */
@Entity('gate_staff')
export class GateStaff {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column(BIGINT)
  createdAt: number;
}
