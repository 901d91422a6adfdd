import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/**
 * A giveaway campaign: prizes and rules (JSON), its period, and its draw — the seed stays secret
 * (never answered) until the draw reveals it; its SHA-256 is published by the commit.
 */
@Entity('giveaway_campaigns')
export class Campaign {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** JSON: CampaignPrize[]. */
  @Column({ type: 'text' })
  prizes: string;

  /** JSON: GiveawayRules. */
  @Column({ type: 'text' })
  rules: string;

  @Column(BIGINT)
  startsAt: number;

  @Column(BIGINT)
  endsAt: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  seed: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  seedHash: string | null;

  @Column({ ...BIGINT, nullable: true })
  committedAt: number | null;

  /** JSON: DrawParticipant[] as of the draw (published). */
  @Column({ type: 'text', nullable: true })
  participants: string | null;

  /** JSON: DrawnWinner[]. */
  @Column({ type: 'text', nullable: true })
  winners: string | null;

  @Column({ ...BIGINT, nullable: true })
  drawnAt: number | null;

  @Column(BIGINT)
  createdAt: number;
}
