import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

export type CodeChannel = 'email' | 'sms';

/** One verification code sent by e-mail or SMS. Only an HMAC of the code is kept. */
@Entity('verification_codes')
export class VerificationCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 8 })
  channel: CodeChannel;

  /** The lower-cased e-mail, or the phone as +<area code><number>. */
  @Column({ type: 'varchar', length: 254 })
  target: string;

  /** register, forget, changeEmail, newEmail, transfer, payPassword or phone. */
  @Column({ type: 'varchar', length: 16 })
  purpose: string;

  /** The account the code was sent for, when the sender was signed in. */
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 64 })
  clientIp: string;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  expiresAt: number;

  @Column({ ...BIGINT, nullable: true })
  consumedAt: number | null;
}
