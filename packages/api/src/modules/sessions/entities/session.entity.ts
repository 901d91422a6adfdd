import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { DeviceClass } from '../../../common/http/device-class.js';
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

  /** The device class the sign-in came from (its browser's own headers): desktop-only sales need `desktop`. */
  @Column({ type: 'varchar', length: 16, default: 'unknown' })
  deviceClass: DeviceClass;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  expiresAt: number;

  @Column({ ...BIGINT, nullable: true })
  revokedAt: number | null;
}
