import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** A server notice shown to every client after navigation while it is active. */
@Entity('notices')
export class Notice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  /** Set for an in-app notice to one account (shown once, then inactive); null for everyone. */
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  /** JSON: language -> {title, content}; title and content above are the English fallback. */
  @Column({ type: 'text', nullable: true })
  translations: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column(BIGINT)
  createdAt: number;
}
