import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** The sandbox provider's record of a refund, by the caller's idempotency key: a retry refunds once. */
@Entity('sandbox_refunds')
export class SandboxRefund {
  @PrimaryColumn({ type: 'varchar', length: 120 })
  idempotencyKey: string;

  @Column({ type: 'varchar', length: 64 })
  txnId: string;

  @Column(BIGINT)
  amount: number;

  @Column(BIGINT)
  createdAt: number;
}
