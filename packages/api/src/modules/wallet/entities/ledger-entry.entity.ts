import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** One leg of a ledger transaction. Append-only: never updated or deleted; corrections are new transactions. */
@Entity('ledger_entries')
@Index('ix_ledger_entries_account', ['accountId', 'id'])
@Index('ix_ledger_entries_transaction', ['transactionId'])
export class LedgerEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  transactionId: number;

  @Column({ type: 'int' })
  accountId: number;

  /** Signed: + credits the account, - debits it. */
  @Column(BIGINT)
  amount: number;

  /** A fan account's balance right after this entry (null on platform accounts). */
  @Column({ ...BIGINT, nullable: true })
  balanceAfter: number | null;
}
