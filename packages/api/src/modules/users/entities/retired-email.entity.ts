import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** An address an account changed away from: it can never register or be taken again (spec §4). */
@Entity('retired_emails')
export class RetiredEmail {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'int' })
  userId: number;

  @Column(BIGINT)
  retiredAt: number;
}
