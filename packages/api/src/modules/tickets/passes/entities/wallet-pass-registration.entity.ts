import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../../database/columns.js';

/** A device that asked for update pushes of one Apple pass (Apple's "register a pass"). */
@Entity('wallet_pass_registrations')
export class WalletPassRegistration {
  @PrimaryGeneratedColumn()
  id: number;

  /** Apple's deviceLibraryIdentifier. */
  @Column({ type: 'varchar', length: 128 })
  deviceId: string;

  @Column({ type: 'int' })
  ticketId: number;

  @Column({ type: 'varchar', length: 256 })
  pushToken: string;

  @Column(BIGINT)
  createdAt: number;
}
