import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** One processed provider callback; the unique transaction id makes callbacks idempotent. */
@Entity('payment_callbacks')
export class PaymentCallback {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Column({ type: 'varchar', length: 64 })
  providerTxnId: string;

  @Column({ type: 'int' })
  paymentId: number;

  @Column({ type: 'varchar', length: 20 })
  result: string;

  /** paid, failed, refund (late and the seats were gone, or the order was already paid). */
  @Column({ type: 'varchar', length: 20 })
  outcome: string;

  @Column(BIGINT)
  createdAt: number;
}
