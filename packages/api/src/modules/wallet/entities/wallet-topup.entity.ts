import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

export type TopUpStatus = 'pending' | 'paid';

/**
 * A top-up ('recharge', deposit): an order for money into the fan's wallet, paid through the
 * payment provider (purpose 'topup', order numbers `W…`). Paid once: the payment that paid it is
 * `paymentNo`, and the ledger credit is keyed by its provider transaction.
 */
@Entity('wallet_topups')
@Index('ix_wallet_topups_user_created', ['userId', 'createdAt'])
export class WalletTopUp {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20, unique: true })
  orderNo: string;

  @Column({ type: 'int' })
  userId: number;

  /** Minor units, > 0. */
  @Column(BIGINT)
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 8 })
  status: TopUpStatus;

  /** The payment that paid it. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  paymentNo: string | null;

  @Column(BIGINT)
  createdAt: number;

  /** After it an unpaid top-up cannot be paid any more (a charge that still arrives is credited). */
  @Column(BIGINT)
  expiresAt: number;

  @Column({ ...BIGINT, nullable: true })
  paidAt: number | null;
}
