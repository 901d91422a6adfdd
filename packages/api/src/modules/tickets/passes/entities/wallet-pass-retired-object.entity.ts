import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../../../../database/columns.js';

/**
 * The Google object of an earlier holding of a ticket (its pass's generation then), owed a patch
 * to INACTIVE: it never receives a later holder's details. Deleted once delivered.
 */
@Entity('wallet_pass_retired_objects')
export class WalletPassRetiredObject {
  @PrimaryColumn({ type: 'int' })
  ticketId: number;

  @PrimaryColumn({ type: 'int' })
  generation: number;

  /** When the patch became due (moved on when it failed). */
  @Column(BIGINT)
  dueAt: number;
}
