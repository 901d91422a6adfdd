import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../../database/columns.js';

/**
 * One attempt counter (failed sign-ins of an account or a client address, wrong payment
 * passwords of an account...): attempts claimed in the current window, and when the window (or
 * the lock, once the limit is reached) ends.
 */
@Entity('attempt_counters')
export class AttemptCounter {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  scope: string;

  @PrimaryColumn({ type: 'varchar', length: 191 })
  subject: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column(BIGINT)
  resetAt: number;
}
