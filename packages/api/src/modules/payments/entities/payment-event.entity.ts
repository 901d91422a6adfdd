import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

export type PaymentEventStatus = 'received' | 'applied' | 'dead';

/**
 * A provider message about a payment's outcome (a webhook or callback, or reconciliation's
 * answer), stored before it is acted on and applied by a job that resumes after a restart. The
 * unique (provider, event id) makes a replayed message a no-op.
 */
@Entity('payment_events')
export class PaymentEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Column({ type: 'varchar', length: 100 })
  eventId: string;

  @Column({ type: 'varchar', length: 40 })
  paymentNo: string;

  /** The outcome (ProviderOutcome) as JSON. */
  @Column({ type: 'text' })
  outcome: string;

  /** 'webhook' (the provider told us) or 'reconcile' (we asked). */
  @Column({ type: 'varchar', length: 20 })
  source: string;

  @Column({ type: 'varchar', length: 20 })
  status: PaymentEventStatus;

  /** What applying it did: paid, failed, refund, ignored. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  result: string | null;

  @Column({ type: 'int' })
  attempts: number;

  @Column(BIGINT)
  nextAttemptAt: number;

  @Column({ type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  @Column(BIGINT)
  createdAt: number;

  @Column({ ...BIGINT, nullable: true })
  appliedAt: number | null;
}
