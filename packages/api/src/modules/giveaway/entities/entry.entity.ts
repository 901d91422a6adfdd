import type { EntrySource } from '@fanpass/contracts';
import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/**
 * Entries a fan earned for one reason in one campaign. The reason key (`register:<userId>`,
 * `topup:<paymentNo>`, `invite:<invitedUserId>`, `invite-topup:<invitedUserId>`,
 * `invited-topup:<invitedUserId>`) is unique per campaign: a reason grants once. `count` is 0
 * when the source's cap was reached (the reason is still spent).
 */
@Entity('giveaway_entries')
@Index('ux_giveaway_entries_reason', ['campaignId', 'reasonKey'], { unique: true })
@Index('ix_giveaway_entries_user', ['userId', 'createdAt'])
export class GiveawayEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  campaignId: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 16 })
  source: EntrySource;

  @Column({ type: 'varchar', length: 80 })
  reasonKey: string;

  @Column({ type: 'int' })
  count: number;

  @Column({ type: 'varchar', length: 254, nullable: true })
  detail: string | null;

  @Column(BIGINT)
  createdAt: number;
}

/** A fan's entries per source in a campaign: the counters every cap is enforced on. */
@Entity('giveaway_tallies')
export class GiveawayTally {
  @PrimaryColumn({ type: 'int' })
  campaignId: number;

  @PrimaryColumn({ type: 'int' })
  userId: number;

  @Column({ type: 'int', default: 0 })
  register: number;

  @Column({ type: 'int', default: 0 })
  topup: number;

  @Column({ type: 'int', default: 0 })
  invite: number;

  @Column({ type: 'int', default: 0 })
  inviteTopup: number;

  @Column({ ...BIGINT, nullable: true })
  joinedAt: number | null;

  /** The language the fan joined in: what the winner's e-mail and notice are written in. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  lang: string | null;
}
