import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** A business cooperation enquiry or a support request, as it came in. */
@Entity('enquiries')
export class Enquiry {
  @PrimaryGeneratedColumn()
  id: number;

  /** Reference number given to the sender (BC-… cooperation, SR-… support). */
  @Column({ type: 'varchar', length: 20, unique: true })
  ref: string;

  @Column({ type: 'varchar', length: 12 })
  type: 'cooperation' | 'support';

  @Column({ type: 'varchar', length: 8 })
  status: 'open' | 'closed';

  /** The signed-in fan who sent it, if any. */
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  /** The sender's language: the confirmation went out in it. */
  @Column({ type: 'varchar', length: 8 })
  lang: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 6, nullable: true })
  areaCode: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  eventType: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  participants: string | null;

  /** Comma-separated interests (cooperation). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  interests: string | null;

  @Column({ type: 'boolean', nullable: true })
  marketingConsent: boolean | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  issueType: string | null;

  /** More information (cooperation) or the issue text (support). */
  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  attachmentType: string | null;

  @Column({ type: 'blob', nullable: true, select: false })
  attachment: Buffer | null;

  @Column(BIGINT)
  createdAt: number;

  @Column({ ...BIGINT, nullable: true })
  closedAt: number | null;
}
