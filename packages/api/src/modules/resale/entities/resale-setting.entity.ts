import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/**
 * An event's resale rules (`pnpm ops resale settings`, or the event import's `resale`); an event
 * without a row has the defaults: off, promoters opt in.
 */
@Entity('resale_settings')
export class ResaleSetting {
  @PrimaryColumn({ type: 'int' })
  eventId: number;

  @Column({ type: 'boolean', default: false })
  enabled: boolean;

  /** Paused by operators: no new listing and no new sale until resumed. */
  @Column({ type: 'boolean', default: false })
  paused: boolean;

  /** Listings close this many hours before the event starts (doors). */
  @Column({ type: 'int', default: 2 })
  deadlineHours: number;

  @Column({ type: 'int', default: 0 })
  feePercent: number;

  /** Whether a seller may take a sale's money back to the original payment instead of the wallet. */
  @Column({ type: 'boolean', default: false })
  refundAllowed: boolean;

  @Column(BIGINT)
  updatedAt: number;
}

/** The rules of an event with no settings row: resale off until the event's promoter turns it on. */
export const DEFAULT_RESALE_SETTING = {
  enabled: false,
  paused: false,
  deadlineHours: 2,
  feePercent: 0,
  refundAllowed: false,
} as const;
