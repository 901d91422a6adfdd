import type { QueueMethod, QueueMode } from '@fanpass/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** How an event's on-sale waiting room runs (ops `queue set`, or the event import's `queue`). */
@Entity('queue_settings')
export class QueueSettings {
  @PrimaryColumn({ type: 'int' })
  eventId: number;

  @Column({ type: 'boolean', default: false })
  enabled: boolean;

  @Column({ type: 'varchar', length: 16 })
  method: QueueMethod;

  @Column({ type: 'varchar', length: 16 })
  mode: QueueMode;

  /** Fans may join from here; the sale itself starts at the event's saleStartsAt. */
  @Column(BIGINT)
  prequeueOpensAt: number;

  @Column({ type: 'int' })
  ratePerMinute: number;

  /** The most fans holding a live admission at once. */
  @Column({ type: 'int' })
  maxActive: number;

  /** How long an admission lasts before it must be used for an order. */
  @Column({ type: 'int' })
  admissionSeconds: number;

  /** Secret until the sale starts; its SHA-256 (seedHash) is published from the start of the prequeue. */
  @Column({ type: 'varchar', length: 64 })
  seed: string;

  @Column({ type: 'varchar', length: 64 })
  seedHash: string;

  @Column(BIGINT)
  updatedAt: number;
}
