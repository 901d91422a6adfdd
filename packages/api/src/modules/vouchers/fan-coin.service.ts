import { type FanCoinRules, REPLY_CODES } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import type { PaidOrder } from '../payments/index.js';
import { LedgerService } from '../wallet/index.js';

/**
 * Fan Coin: a second unit in the wallet's ledger. Earned on every paid order but a top-up (from
 * the platform's Fan Coin issuance account, once per order: key `coin-earn:<orderNo>`), spent as
 * a discount at checkout, given back when that order ends unpaid or its discount changes. Every
 * movement is one ledger transaction in the caller's transaction; a fan's coins never go below
 * zero (the ledger's conditional UPDATE).
 */
@Injectable()
export class FanCoinService {
  readonly rules: FanCoinRules;

  constructor(
    private readonly ledger: LedgerService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.rules = { ...config.fanCoin };
  }

  async balance(userId: number, tx?: EntityManager): Promise<number> {
    return (await this.ledger.balances(userId, tx)).coin;
  }

  /** Coins earned by a paid order: one per `earnPer` minor units paid. */
  earnedBy(amount: number): number {
    return Math.floor(amount / this.rules.earnPer);
  }

  /** In the transaction that paid an order: its Fan Coin (once per order). */
  async earn(tx: EntityManager, paid: PaidOrder): Promise<void> {
    if (paid.purpose === 'topup') return;
    const coins = this.earnedBy(paid.amount);
    if (coins <= 0) return;
    await this.move(tx, paid.userId, coins, 'coinEarned', `coin-earn:${paid.orderNo}`, paid.orderNo);
  }

  /** Spends coins on an order; false when the fan has fewer (nothing moved; the caller rolls back). */
  async spend(tx: EntityManager, userId: number, coins: number, orderNo: string, key: string): Promise<boolean> {
    try {
      await this.move(tx, userId, -coins, 'coinSpent', key, orderNo);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.entry === REPLY_CODES.WALLET_INSUFFICIENT) return false;
      throw error;
    }
  }

  /** Gives coins spent on an order back (the order ended unpaid, or fewer were chosen). */
  async giveBack(tx: EntityManager, userId: number, coins: number, orderNo: string, key: string): Promise<void> {
    await this.move(tx, userId, coins, 'refund', key, orderNo);
  }

  private async move(
    tx: EntityManager,
    userId: number,
    coins: number,
    kind: 'coinEarned' | 'coinSpent' | 'refund',
    key: string,
    orderNo: string,
  ): Promise<void> {
    const fan = await this.ledger.accountOf(tx, userId, 'coin');
    const issuance = await this.ledger.platform('coin', 'coinIssuance');
    await this.ledger.post(tx, {
      kind,
      key,
      orderNo,
      entries: [
        { account: fan, amount: coins },
        { account: issuance, amount: -coins },
      ],
    });
  }
}
