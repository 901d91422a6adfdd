import type { WalletUnit } from '@fanpass/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** The platform's own accounts: they may go negative and carry no running balance. */
export const PLATFORM_ACCOUNTS = ['clearing', 'sales', 'coinIssuance', 'vouchers', 'resaleFees'] as const;
export type PlatformAccount = (typeof PLATFORM_ACCOUNTS)[number];

/** Whose an account is: a fan's wallet ('fan') or one of the platform's. */
export type LedgerAccountKind = 'fan' | PlatformAccount;

/**
 * One account of the ledger, per owner and unit (cash in minor units, Fan Coin in coins): each
 * fan's cash and Fan Coin wallets, and the platform's provider clearing, sales, Fan Coin issuance
 * and vouchers accounts (seeded by the migration). A fan account's `balance` is the sum of its
 * entries and never below zero; a platform account's balance is the sum of its entries (its
 * column stays 0: a row every payment would update is a lock every payment would queue on).
 */
@Entity('ledger_accounts')
@Index('ux_ledger_accounts_owner_unit', ['owner', 'unit'], { unique: true })
export class LedgerAccount {
  @PrimaryGeneratedColumn()
  id: number;

  /** `fan:<userId>` or the platform account's name. */
  @Column({ type: 'varchar', length: 32 })
  owner: string;

  @Column({ type: 'varchar', length: 16 })
  kind: LedgerAccountKind;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 4 })
  unit: WalletUnit;

  @Column(BIGINT)
  balance: number;

  @Column(BIGINT)
  createdAt: number;
}
