import type { WaitlistStatus } from '@fanpass/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

export type { WaitlistStatus };

/** A fan's reservation on a sold-out seat area; offers go strictly in id order. */
@Entity('waitlist_entries')
export class WaitlistEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column({ type: 'int' })
  ticketTypeId: number;

  @Column({ type: 'int' })
  quantity: number;

  @Column({ type: 'varchar', length: 16 })
  status: WaitlistStatus;

  /** `${userId}:${ticketTypeId}` while waiting or offered (unique), NULL once settled. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  activeKey: string | null;

  /** The offer's hold (an order in the fan's name). */
  @Column({ type: 'int', nullable: true })
  orderId: number | null;

  /** Language of the fan when joining, for the offer e-mail. */
  @Column({ type: 'varchar', length: 8 })
  lang: string;

  /** IANA time zone of the fan when joining, for the offer's deadline (UTC when unknown). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  timeZone: string | null;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;
}
