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

  @Column({ type: 'varchar', length: 300 })
  callbackUrl: string;

  @Column({ ...BIGINT, nullable: true })
  deliveredAt: number | null;

  @Column({ ...BIGINT, nullable: true })
  refundedAt: number | null;

  @Column(BIGINT)
  createdAt: number;
}
