import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/**
 * Where a delivery goes: e-mail, SMS, or Web Push (the alerts, decision 0027: one row per
 * subscription, sent by the sender the alerts module registers with the job).
 */
export type DeliveryChannel = 'email' | 'sms' | 'push';

/**
 * A delivery's state: `pending` (never tried), `sending` (claimed by a job until `nextAttemptAt`),
 * `failed` (tried, waiting for its next attempt), `sent`, `dead` (out of attempts: ops retry it).
 */
export type DeliveryStatus = 'pending' | 'sending' | 'failed' | 'sent' | 'dead';

export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['pending', 'sending', 'failed', 'sent', 'dead'];

/** One message a business change owes, written in that change's transaction (decision 0022). */
@Entity('outbox_deliveries')
@Index('ix_outbox_deliveries_due', ['status', 'nextAttemptAt'])
export class OutboxDelivery {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique per business event (`receipt:<orderNo>`): one event never sends twice. */
  @Index('ux_outbox_deliveries_key', { unique: true })
  @Column({ type: 'varchar', length: 191 })
  idempotencyKey: string;

  @Column({ type: 'varchar', length: 16 })
  channel: DeliveryChannel;

  /** The address or number it goes to (lower-cased e-mail, +<area><phone>, `push:<subscription id>`). */
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  /** The account it is for, when it has one. */
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  /** The channel's message as JSON (e-mail: subject, text, attachments; SMS: text). */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'varchar', length: 8 })
  status: DeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column(BIGINT)
  nextAttemptAt: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column(BIGINT)
  createdAt: number;

  @Column({ ...BIGINT, nullable: true })
  sentAt: number | null;
}
