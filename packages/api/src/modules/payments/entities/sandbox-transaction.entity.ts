import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** The sandbox provider's own record of a charge (what a real provider keeps on its side). */
@Entity('sandbox_transactions')
export class SandboxTransaction {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  txnId: string;

  @Column({ type: 'varchar', length: 40 })
  paymentNo: string;

  @Column(BIGINT)
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** succeeded or declined. */
  @Column({ type: 'varchar', length: 20 })
  result: string;

  @Column({ type: 'varchar', length: 20 })
  paymentType: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  cardToken: string | null;

  /** A card the fan asked to remember: brand, last four digits, expiry (M/YYYY); never the number. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  cardBrand: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  cardLast4: string | null;

  @Column({ type: 'varchar', length: 7, nullable: true })
  cardExpiry: string | null;

  @Column({ type: 'varchar', length: 300 })
  callbackUrl: string;

  @Column({ ...BIGINT, nullable: true })
  deliveredAt: number | null;

  @Column({ ...BIGINT, nullable: true })
  refundedAt: number | null;

  /** What of the charge has been refunded (partial refunds add up to at most the amount). */
  @Column({ ...BIGINT, default: 0 })
  refunded: number;

  /** Delivery of the signed callback: attempts so far, when the next is due, and giving up. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ ...BIGINT, nullable: true })
  nextAttemptAt: number | null;

  @Column({ ...BIGINT, nullable: true })
  deadAt: number | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  @Column(BIGINT)
  createdAt: number;
}
