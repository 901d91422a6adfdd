import type { GateSyncOutcome, GateVerdict } from '@fanpass/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/**
 * A scan a gate device made offline and uploaded (`gate/sync`); unique per device and scan id, so
 * a device that uploads twice changes nothing. A 'conflict' is a second admission of a ticket.
 */
@Entity('gate_scans')
export class GateScan {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column({ type: 'int', nullable: true })
  ticketId: number | null;

  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'varchar', length: 64 })
  deviceId: string;

  @Column({ type: 'varchar', length: 64 })
  scanId: string;

  @Column({ type: 'varchar', length: 60 })
  gate: string;

  @Column(BIGINT)
  scannedAt: number;

  /** What the device said offline. */
  @Column({ type: 'varchar', length: 16 })
  verdict: GateVerdict;

  @Column({ type: 'varchar', length: 16 })
  outcome: GateSyncOutcome;

  /** conflict: the ticket's other admission. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  otherGate: string | null;

  @Column({ ...BIGINT, nullable: true })
  otherAt: number | null;

  /** The staff account that uploaded it. */
  @Column({ type: 'int' })
  userId: number;

  @Column(BIGINT)
  syncedAt: number;
}
