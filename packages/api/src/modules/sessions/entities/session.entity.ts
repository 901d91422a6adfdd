import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** A login: the JWT names it, so revoking the row ends the login everywhere. */
@Entity('sessions')
@Index(['userId', 'revokedAt'])
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 32 })
  platform: string;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  expiresAt: number;

  @Column({ ...BIGINT, nullable: true })
  revokedAt: number | null;
}
