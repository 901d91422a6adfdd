import {
  formatMoney,
  type Language,
  type RechargeCreatedView,
  type RechargeResultView,
  type RechargeStatus,
  TOPUP_ORDER_NO_PATTERN,
  translate,
  WALLET_MESSAGE_KEYS,
} from '@fanpass/contracts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import {
  type PayableOrder,
  type Payment,
  PaymentPurposes,
  type PaymentPurpose,
  PaymentsService,
} from '../payments/index.js';
import { assertBuyer, type AuthUser } from '../sessions/index.js';
import type { RechargeBody } from './dto/wallet.dto.js';
import type { WalletTopUp } from './entities/wallet-topup.entity.js';
import { LedgerService } from './ledger.service.js';
import { TopUpsRepository } from './topups.repository.js';

const DAY_MS = 86_400_000;

/**
 * Top-ups ('recharge'): the 'topup' payment purpose. A top-up is an order (`W…`) paid through
 * the provider like any other; paying it credits the fan's cash from the provider-clearing
 * account once: per top-up (its conditional pending -> paid) and per payment (the ledger key
 * `topup:<paymentNo>`), while the payment layer settles each provider charge once (its unique
 * provider transaction id).
 */
@Injectable()
export class TopUpsService implements PaymentPurpose, OnModuleInit {
  readonly name = 'topup';

  constructor(
    private readonly topUps: TopUpsRepository,
    private readonly ledger: LedgerService,
    private readonly transactions: TransactionRunner,
    private readonly payments: PaymentsService,
    private readonly purposes: PaymentPurposes,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.purposes.register(this);
  }

  /** Creates a top-up within the limits and starts its provider payment. */
  async recharge(
    user: AuthUser,
    body: RechargeBody,
    fan: { lang: Language; timeZone: string | null },
  ): Promise<RechargeCreatedView> {
    assertBuyer(user);
    const { topUpMax, topUpDailyMax, topUpHoldMinutes } = this.config.wallet;
    const currency = this.config.currency;
    if (!Number.isSafeInteger(body.amount) || body.amount <= 0) throw new AppError('WALLET_DEPOSIT_AMOUNT_INVALID');
    if (body.amount > topUpMax) throw new AppError('WALLET_TOPUP_OVER_MAX', { max: money(topUpMax, currency) });
    const now = this.clock.now();
    const topUp: Omit<WalletTopUp, 'id'> = {
      orderNo: `W${randomBytes(8).toString('hex').toUpperCase()}`,
      userId: user.id,
      amount: body.amount,
      currency,
      status: 'pending',
      paymentNo: null,
      createdAt: now,
      expiresAt: now + topUpHoldMinutes * 60_000,
      paidAt: null,
    };
    await this.transactions.withTransaction(async (tx) => {
      // One fan's top-ups are counted and written one at a time: the day's maximum holds under races.
      await this.ledger.lock(tx, await this.ledger.accountOf(tx, user.id, 'cash'));
      const used = await this.topUps.usedSince(tx, user.id, now - (now % DAY_MS), now);
      if (used + body.amount > topUpDailyMax) {
        throw new AppError('WALLET_TOPUP_DAILY_LIMIT', {
          max: money(topUpDailyMax, currency),
          left: money(Math.max(0, topUpDailyMax - used), currency),
        });
      }
      await this.topUps.insert(tx, topUp);
    });
    try {
      const created = await this.payments.create(
        user,
        { orderNo: topUp.orderNo, method: body.method, paymentType: body.paymentType, savedCardId: body.savedCardId },
        fan,
      );
      return {
        orderNo: topUp.orderNo,
        paymentNo: created.paymentNo,
        amount: topUp.amount,
        currency,
        redirectUrl: created.redirectUrl,
        expiresAt: topUp.expiresAt,
      };
    } catch (error) {
      // Never payable (a method or card refused): it must not count against the day's maximum.
      await this.topUps.close(topUp.orderNo, now);
      throw error;
    }
  }

  /** The recharge result page: the top-up's state and the wallet's balance; nothing credited says so. */
  async result(user: AuthUser, orderNo: string, lang: Language): Promise<RechargeResultView> {
    const topUp = await this.mine(user, orderNo);
    const status = await this.statusOf(topUp);
    const key = {
      pending: WALLET_MESSAGE_KEYS.topUpPending,
      paid: WALLET_MESSAGE_KEYS.topUpPaid,
      failed: WALLET_MESSAGE_KEYS.topUpFailed,
      expired: WALLET_MESSAGE_KEYS.topUpExpired,
    }[status];
    return {
      orderNo: topUp.orderNo,
      status,
      amount: topUp.amount,
      currency: topUp.currency,
      balance: (await this.ledger.balances(user.id)).cash,
      paidAt: topUp.paidAt,
      message: translate(key, lang, { amount: money(topUp.amount, topUp.currency) }),
      messageKey: key,
    };
  }

  // --- the 'topup' payment purpose ---

  owns(orderNo: string): boolean {
    return TOPUP_ORDER_NO_PATTERN.test(orderNo);
  }

  async payable(user: AuthUser, orderNo: string): Promise<PayableOrder> {
    const topUp = await this.mine(user, orderNo);
    const now = this.clock.now();
    return {
      purpose: this.name,
      id: topUp.id,
      orderNo: topUp.orderNo,
      userId: topUp.userId,
      state: topUp.status === 'paid' ? 'paid' : now < topUp.expiresAt ? 'held' : 'expired',
      amount: topUp.amount,
      currency: topUp.currency,
      expiresAt: topUp.expiresAt,
      holdMinutes: this.config.wallet.topUpHoldMinutes,
    };
  }

  /**
   * Credits the wallet. A charge that arrives after the top-up's window is credited too: a
   * top-up holds nothing that could have gone to someone else. A second charge for a paid
   * top-up answers false (it is refunded).
   */
  async pay(tx: EntityManager, payment: Payment, now: number): Promise<boolean> {
    const topUp = await this.topUps.findById(tx, payment.orderId);
    if (!topUp || topUp.userId !== payment.userId || topUp.amount !== payment.amount) return false;
    if (!(await this.topUps.markPaid(tx, topUp.id, payment.paymentNo, now))) return false;
    const posted = await this.ledger.post(tx, {
      kind: 'topup',
      key: `topup:${payment.paymentNo}`,
      orderNo: topUp.orderNo,
      entries: [
        { account: await this.ledger.accountOf(tx, topUp.userId, 'cash'), amount: topUp.amount },
        { account: await this.ledger.platform('cash', 'clearing'), amount: -topUp.amount },
      ],
    });
    // A payment credited for two top-ups cannot be: refuse it whole rather than credit twice.
    if (posted.duplicate) throw new Error(`top-up payment ${payment.paymentNo} was credited before`);
    return true;
  }

  /** The spec's rechargeResult guard reads payRes (1: paid, 0: given up) and isNewCard (how far to go back). */
  resultUrl(orderNo: string, options: { newCard: boolean; cancelled: boolean }): string {
    return (
      `${this.config.publicApiUrl}/#/payment/rechargeResult?orderNo=${encodeURIComponent(orderNo)}` +
      `&payRes=${options.cancelled ? 0 : 1}&isNewCard=${options.newCard ? 1 : 0}`
    );
  }

  private async mine(user: AuthUser, orderNo: string): Promise<WalletTopUp> {
    const topUp = await this.topUps.findByOrderNo(orderNo);
    if (!topUp || topUp.userId !== user.id) throw new AppError('WALLET_TOPUP_NOT_FOUND');
    return topUp;
  }

  private async statusOf(topUp: WalletTopUp): Promise<RechargeStatus> {
    if (topUp.status === 'paid') return 'paid';
    const payment = await this.topUps.latestPaymentStatus(topUp.id);
    if (payment === 'failed' || payment === 'refunded') return 'failed';
    return this.clock.now() < topUp.expiresAt ? 'pending' : 'expired';
  }
}

function money(minor: number, currency: string): string {
  return `${formatMoney(minor)} ${currency}`;
}
