import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../../../../database/columns.js';

/** A ticket's updatable wallet pass: created when its first Apple pass or Google save link is made. */
@Entity('wallet_passes')
export class WalletPass {
  @PrimaryColumn({ type: 'int' })
  ticketId: number;

  /**
   * The Apple pass's authenticationToken: devices send it back as `ApplePass <token>`. Replaced
   * (with the ticket's QR secret) when the ticket changes holder or is revoked.
   */
  @Column({ type: 'varchar', length: 64 })
  authToken: string;

  /** How many times the pass changed holder or was revoked: names the holding's Google object. */
  @Column({ type: 'int', default: 0 })
  generation: number;

  /** When the pass content last changed (ms): Apple's update tag and Last-Modified. */
  @Column(BIGINT)
  updatedAt: number;

  /** A Google save link was handed out in this holding, so Google holds an object to patch on changes. */
  @Column({ type: 'boolean', default: false })
  googleLinked: boolean;

  /** When APNs pushes for the latest change became due; null once delivered. */
  @Column({ ...BIGINT, nullable: true })
  pushDueAt: number | null;

  /** When the Google object patch for the latest change became due; null once delivered. */
  @Column({ ...BIGINT, nullable: true })
  patchDueAt: number | null;
}
