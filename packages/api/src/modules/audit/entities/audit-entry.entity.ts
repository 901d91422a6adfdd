import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** One recorded console or ops action. Rows are only ever inserted (AuditRepository has no other write). */
@Entity('audit_log')
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  /** 'console' (an account in the console) or 'ops' (the operations command line). */
  @Column({ type: 'varchar', length: 8 })
  actorKind: string;

  /** The account's id for a console action; null for ops. */
  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  /** The account's e-mail, or `ops:<operator>`. */
  @Column({ type: 'varchar', length: 320 })
  actor: string;

  /** What was done, `<domain>.<verb>` (`event.create`, `order.refund`, `ops.queue.set`). */
  @Column({ type: 'varchar', length: 80 })
  action: string;

  @Column({ type: 'int', nullable: true })
  eventId: number | null;

  /** What it was done to: a slug, an order number, an e-mail. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  target: string | null;

  /** JSON of the state before. */
  @Column({ name: 'before_state', type: 'text', nullable: true })
  before: string | null;

  /** JSON of the state after. */
  @Column({ name: 'after_state', type: 'text', nullable: true })
  after: string | null;

  @Column(BIGINT)
  createdAt: number;
}
