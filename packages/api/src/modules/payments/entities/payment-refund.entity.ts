import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

export type RefundStatus = 'pending' | 'done' | 'dead';

/**
 * A refund owed through the provider, written in the transaction that decided it (a late charge
 * whose seats were gone, a second charge, an operator's refund) and sent by a job that resumes
 * after a restart. One per charge of a payment and part (unique payment, charge id and refund key), so deciding
 * twice refunds once, and every charge that could not pay is refunded, however many a payment had.
 */
@Entity('payment_refunds')
export class PaymentRefund {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  paymentId: number;

  @Column({ type: 'varchar', length: 40 })
  paymentNo: string;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Column({ type: 'varchar', length: 100 })
  providerTxnId: string;

  @Column(BIGINT)
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /**
   * What part of the charge this refund is: 'charge' (the whole charge, or what the operator
   * refunds of it) or `resale:<listingId>` (a ticket returned through resale). Unique with the
   * payment and charge: deciding twice refunds once.
   */
  @Column({ type: 'varchar', length: 60, default: 'charge' })
  refundKey: string;

  /** order_closed, amount_mismatch, already_paid, operator, resale. */
  @Column({ type: 'varchar', length: 40 })
  reason: string;

  /** The operator's note (ops order refund --reason). */
  @Column({ type: 'varchar', length: 300, nullable: true })
  note: string | null;

  @Column({ type: 'varchar', length: 20 })
  status: RefundStatus;

  @Column({ type: 'varchar', length: 100, nullable: true })
  providerRefundId: string | null;

  @Column({ type: 'int' })
  attempts: number;

  @Column(BIGINT)
  nextAttemptAt: number;

  @Column({ type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  @Column(BIGINT)
  createdAt: number;

  @Column({ ...BIGINT, nullable: true })
  doneAt: number | null;
}
