import type { WalletRecordType, WalletUnit } from '@fanpass/contracts';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import type { PlatformAccount } from './entities/ledger-account.entity.js';
import { type AccountRow, LedgerRepository } from './ledger.repository.js';

/** An account to post to: from `accountOf` (a fan's) or `platform` (the platform's). */
export type LedgerAccountRef = AccountRow;

/** One leg of a posting: `amount` is signed (+ credits the account, - debits it). */
export interface LedgerLeg {
  account: LedgerAccountRef;
  amount: number;
}

export interface LedgerPosting {
  /** What the movement is; a fan's records show it as their `type`. */
  kind: WalletRecordType;
  /** Unique across the ledger: the same key is written once (`topup:<providerTxnId>`, `pay:<paymentNo>`, …). */
  key: string;
  /** The order it belongs to, shown with the fan's records. */
  orderNo?: string | null;
  entries: LedgerLeg[];
}

/** What a posting did: written (with each fan account's balance after it), or a replay of a written key. */
export type LedgerPosted =
  | { duplicate: false; transactionId: number; balances: Map<number, number> }
  | { duplicate: true; transactionId: number | null };

/**
 * The wallet's double-entry ledger: the one way money and Fan Coin move.
 *
 * - `accountOf(tx, userId, unit)`: a fan's account of a unit ('cash' minor units, 'coin' Fan
 *   Coin), opened on first use (race-safe: a unique index on owner and unit).
 * - `platform(unit, name)`: the platform's account ('clearing' the provider's money in transit,
 *   'sales' what orders earned, 'coinIssuance' where Fan Coin comes from, 'vouchers' what
 *   vouchers gave away). A platform account may go negative; a fan's never.
 * - `post(tx, { kind, key, orderNo, entries })`, in the caller's transaction: checks the entries
 *   sum to zero per unit (else throws a plain Error: a bug, never a fan's fault), inserts the
 *   transaction under its unique key — a key written before answers `{ duplicate: true }` and
 *   moves nothing — then moves each fan account by one conditional UPDATE (`balance + delta >=
 *   0`), throwing AppError WALLET_INSUFFICIENT when a fan account would go below zero (the
 *   caller's transaction must then roll back, which `withTransaction` does on a throw), and
 *   appends the entries with each fan account's balance after. Fan accounts are moved in id
 *   order, so two postings never wait on each other in a circle.
 *
 * Example (Fan Coin earned on a paid order, rewards module):
 * ```ts
 * const coin = await ledger.accountOf(tx, userId, 'coin');
 * await ledger.post(tx, { kind: 'coinEarned', key: `coin:earn:${paymentNo}`, orderNo,
 *   entries: [{ account: coin, amount: 5 }, { account: await ledger.platform('coin', 'coinIssuance'), amount: -5 }] });
 * ```
 */
@Injectable()
export class LedgerService implements OnApplicationBootstrap {
  private readonly platforms = new Map<string, AccountRow>();

  constructor(
    private readonly repository: LedgerRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A fan's account of a unit, opened on first use. */
  async accountOf(tx: EntityManager, userId: number, unit: WalletUnit): Promise<LedgerAccountRef> {
    return this.repository.fanAccount(tx, userId, unit, this.clock.now());
  }

  /**
   * Reads the platform's accounts once at start: a transaction asking for one later never waits
   * for a pooled connection while it holds its own.
   */
  async onApplicationBootstrap(): Promise<void> {
    for (const account of await this.repository.platformAccounts())
      this.platforms.set(`${account.kind}/${account.unit}`, account);
  }

  /** One of the platform's accounts (seeded by the migration). */
  async platform(unit: WalletUnit, name: PlatformAccount): Promise<LedgerAccountRef> {
    const cacheKey = `${name}/${unit}`;
    let account = this.platforms.get(cacheKey);
    if (!account) {
      const found = await this.repository.account(name, unit);
      if (!found) throw new Error(`ledger platform account ${cacheKey} is missing`);
      account = found;
      this.platforms.set(cacheKey, account);
    }
    return account;
  }

  /** Writes one balanced movement in the caller's transaction (see the class comment). */
  async post(tx: EntityManager, posting: LedgerPosting): Promise<LedgerPosted> {
    assertBalanced(posting);
    const transactionId = await this.repository.insertTransaction(tx, {
      kind: posting.kind,
      key: posting.key,
      orderNo: posting.orderNo ?? null,
      createdAt: this.clock.now(),
    });
    if (transactionId === null) {
      return { duplicate: true, transactionId: await this.repository.transactionIdOf(posting.key, tx) };
    }
    const balances = new Map<number, number>();
    const fans = posting.entries.filter((e) => e.account.kind === 'fan').sort((a, b) => a.account.id - b.account.id);
    for (const leg of fans) {
      const after = await this.repository.move(tx, leg.account, leg.amount);
      if (after === null) throw new AppError('WALLET_INSUFFICIENT');
      balances.set(leg.account.id, after);
    }
    await this.repository.insertEntries(
      tx,
      transactionId,
      posting.entries.map((e) => ({
        accountId: e.account.id,
        amount: e.amount,
        balanceAfter: balances.get(e.account.id) ?? null,
      })),
    );
    return { duplicate: false, transactionId, balances };
  }

  /** Holds a fan's account until the transaction ends (for a read that decides a later write). */
  lock(tx: EntityManager, account: LedgerAccountRef): Promise<void> {
    return this.repository.lock(tx, account);
  }

  /** What a written transaction did to a fan's account: its order, the signed amount and the balance after. */
  fanEntryOf(
    key: string,
    userId: number,
    unit: WalletUnit,
  ): Promise<{ orderNo: string | null; amount: number; balanceAfter: number | null } | null> {
    return this.repository.entryOf(key, `fan:${userId}`, unit);
  }

  /** A fan's balances (0 for an account never used). */
  balances(userId: number, tx?: EntityManager): Promise<Record<WalletUnit, number>> {
    return this.repository.balances(userId, tx);
  }
}

/** A posting's entries: whole non-zero amounts, each account once, summing to zero per unit. */
export function assertBalanced(posting: LedgerPosting): void {
  if (posting.entries.length < 2) throw new Error(`ledger ${posting.key}: a movement has at least two entries`);
  const sums = new Map<WalletUnit, number>();
  const seen = new Set<number>();
  for (const { account, amount } of posting.entries) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`ledger ${posting.key}: bad amount ${amount}`);
    if (seen.has(account.id)) throw new Error(`ledger ${posting.key}: account ${account.id} twice`);
    seen.add(account.id);
    sums.set(account.unit, (sums.get(account.unit) ?? 0) + amount);
  }
  for (const [unit, sum] of sums) {
    if (sum !== 0) throw new Error(`ledger ${posting.key}: ${unit} entries sum to ${sum}, not 0`);
  }
}
