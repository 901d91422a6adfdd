import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

import type { UserStatus } from '../../sessions/index.js';

/** A registered fan. Passwords are Argon2id hashes; the e-mail is stored lower-cased. */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** Public user id, sent by clients in the uuid header. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 36 })
  uuid: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 60, nullable: true })
  nickname: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  avatar: string | null;

  @Column({ type: 'varchar', length: 6, nullable: true })
  areaCode: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ type: 'boolean', default: false })
  phoneVerified: boolean;

  /** The verified number as +<area code><phone>; unique, so one number verifies one account. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  verifiedPhone?: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  payPasswordHash: string | null;

  @Column({ type: 'int', default: 0 })
  payPasswordFailures: number;

  @Column({ ...BIGINT, nullable: true })
  payLockedUntil: number | null;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 16 })
  inviteCode: string;

  @Column({ type: 'int', nullable: true })
  invitedBy: number | null;

  /** The version of the terms agreed to at sign-up (TERMS_VERSION then); null for older accounts. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  termsVersion?: string | null;

  /** When the terms were agreed to (epoch ms); null for older accounts. */
  @Column({ ...BIGINT, nullable: true })
  termsAcceptedAt?: number | null;

  /** The account's language (stored at sign-up and on change); e-mails to it are in it. Null for older accounts. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  lang?: string | null;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: UserStatus;

  @Column({ type: 'varchar', length: 16, default: 'fan' })
  role: string;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;
}
