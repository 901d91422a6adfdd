import {
  type Language,
  TOPUP_ORDER_NO_PATTERN,
  WALLET_PAYMENT_METHOD,
  type WalletMethodView,
  type WalletPaidView,
} from '@fanpass/contracts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import { type InternalProvider, PaymentPurposes, PaymentsService } from '../payments/index.js';
import { assertBuyer, type AuthUser } from '../sessions/index.js';
import { PaymentPasswordService } from '../users/index.js';
import { LedgerService } from './ledger.service.js';
import { WalletService } from './wallet.service.js';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Paying from the wallet: any purpose's held order (tickets, merch) paid inside the platform in
 * one transaction — the fan's cash debited to 'sales' (ledger key `pay:<paymentNo>`, a
 * conditional UPDATE that two racing payments cannot both pass), the payment row and the order's
 * paid state. It is also the 'wallet' internal provider: a refund owed on a wallet payment is a
 * new ledger transaction (`refund:<paymentNo>`) that gives the money back to the wallet.
 */
@Injectable()
export class WalletPayService implements InternalProvider, OnModuleInit {
  readonly name = WALLET_PAYMENT_METHOD;

  constructor(
    private readonly ledger: LedgerService,
    private readonly wallet: WalletService,
    private readonly payments: PaymentsService,
    private readonly purposes: PaymentPurposes,
    private readonly pins: PaymentPasswordService,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.purposes.registerInternalProvider(this);
  }

  /** Pays a held order of the fan's from the wallet; the same Idempotency-Key replays the first answer. */
  async pay(
    user: AuthUser,
    orderNo: string,
    payPassword: string,
    key: string | undefined,
    fan: { lang: Language; timeZone: string | null },
  ): Promise<WalletPaidView> {
    assertBuyer(user);
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
    if (TOPUP_ORDER_NO_PATTERN.test(orderNo)) throw new AppError('WALLET_TOPUP_NOT_WALLET_PAYABLE');
    // The balance right after this payment, from its own posting (a replay reads the first one's).
    let balance: number | null = null;
    const payment = await this.payments.payInside(
      user,
      orderNo,
      {
        provider: this.name,
        method: WALLET_PAYMENT_METHOD,
        idempotencyKey: key ?? null,
        ...fan,
        authorize: (tx) => this.pins.check(tx, user.id, payPassword),
      },
      async (tx, payable, paying) => {
        if (payable.currency !== this.config.currency) throw new AppError('PAYMENT_METHOD_UNSUPPORTED');
        if (payable.amount === 0) return;
        const cash = await this.ledger.accountOf(tx, user.id, 'cash');
        const posted = await this.ledger.post(tx, {
          kind: 'payment',
          key: `pay:${paying.paymentNo}`,
          orderNo: payable.orderNo,
          entries: [
            { account: cash, amount: -payable.amount },
            { account: await this.ledger.platform('cash', 'sales'), amount: payable.amount },
          ],
        });
        if (!posted.duplicate) balance = posted.balances.get(cash.id) ?? null;
      },
    );
    if (balance === null) {
      const entry = await this.ledger.fanEntryOf(`pay:${payment.paymentNo}`, user.id, 'cash');
      balance = entry?.balanceAfter ?? (await this.ledger.balances(user.id)).cash;
    }
    return {
      orderNo: payment.orderNo ?? orderNo,
      paymentNo: payment.paymentNo,
      amount: payment.amount,
      currency: payment.currency,
      balance,
    };
  }

  /** 'My wallet' among the fan's payment methods: its balance, and whether the payment password is set. */
  offer(user: AuthUser): Promise<WalletMethodView> {
    return this.wallet.method(user);
  }

  /** Gives a wallet payment back to the wallet, once (the ledger key `refund:<paymentNo>`). */
  async refund(input: {
    paymentNo: string;
    userId: number;
    amount: number;
    currency: string;
    idempotencyKey: string;
    part: string | null;
  }): Promise<{ refundId: string }> {
    // A part (a ticket returned through resale) is its own posting, so the rest can follow.
    const key = input.part ? `refund:${input.paymentNo}:${input.part}` : `refund:${input.paymentNo}`;
    if (input.amount === 0) return { refundId: key };
    const paid = await this.ledger.fanEntryOf(`pay:${input.paymentNo}`, input.userId, 'cash');
    if (!paid || input.amount <= 0 || input.amount > -paid.amount || input.currency !== this.config.currency) {
      throw new Error(
        `wallet refund of ${input.paymentNo}: no wallet payment of ${input.amount} ${input.currency} to give back`,
      );
    }
    await this.transactions.withTransaction(async (tx) =>
      this.ledger.post(tx, {
        kind: 'refund',
        key,
        orderNo: paid.orderNo,
        entries: [
          { account: await this.ledger.accountOf(tx, input.userId, 'cash'), amount: input.amount },
          { account: await this.ledger.platform('cash', 'sales'), amount: -input.amount },
        ],
      }),
    );
    return { refundId: key };
  }
}
