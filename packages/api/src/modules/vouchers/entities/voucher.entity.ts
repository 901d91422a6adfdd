import type { VoucherKind, VoucherScope } from '@fanpass/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** Stored state: 'used' while an order holds it or once that order is paid; expired is read from validTo. */
export type VoucherState = 'available' | 'used';

/** A fan's voucher: what it takes off which orders, when, and the one order it lowers. */
@Entity('vouchers')
export class Voucher {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique over every voucher. */
  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  title: string | null;

  @Column({ type: 'varchar', length: 8 })
  kind: VoucherKind;

  /** fixed: minor units; percent: 1–100. */
  @Column(BIGINT)
  value: number;

  @Column({ ...BIGINT, nullable: true })
  cap: number | null;

  @Column(BIGINT)
  minSpend: number;

  @Column({ type: 'varchar', length: 8 })
  scope: VoucherScope;

  @Column({ type: 'int', nullable: true })
  eventId: number | null;

  @Column(BIGINT)
  validFrom: number;

  @Column(BIGINT)
  validTo: number;

  @Column({ type: 'varchar', length: 12 })
  state: VoucherState;

  /** The order it lowers (any purpose's order number), while used. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  orderNo: string | null;

  @Column({ ...BIGINT, nullable: true })
  usedAt: number | null;

  /** The operator's grant key (unique per fan): granting again with it gives nothing more. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  grantKey: string | null;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;
}
