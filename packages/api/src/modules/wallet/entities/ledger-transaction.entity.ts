import type { WalletRecordType } from '@fanpass/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/**
 * One movement of the ledger: its entries sum to zero per unit. `key` is unique, so the same
 * movement (a provider transaction credited, a payment debited, a refund) is written once.
 */
@Entity('ledger_transactions')
export class LedgerTransaction {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  kind: WalletRecordType;

  /** `topup:<providerTxnId>`, `pay:<paymentNo>`, `refund:<paymentNo>`, …: never twice. */
  @Column({ type: 'varchar', length: 100, name: 'tx_key', unique: true })
  key: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  orderNo: string | null;

  @Column(BIGINT)
  createdAt: number;
}
