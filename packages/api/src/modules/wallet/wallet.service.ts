import { PAGE_SIZE, type WalletInfoView, type WalletMethodView, type WalletRecordPage } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import type { AuthUser } from '../sessions/index.js';
import { UsersRepository } from '../users/index.js';
import type { RecordsQuery } from './dto/wallet.dto.js';
import { LedgerService } from './ledger.service.js';
import { LedgerRepository } from './ledger.repository.js';
import { TopUpsRepository } from './topups.repository.js';

const DAY_MS = 86_400_000;

/** How many vouchers a fan can use now (the vouchers module tells, `WalletService.countVouchersWith`). */
export type VoucherCounter = (userId: number) => Promise<number>;

/** What the wallet page shows: balances, limits, and the fan's records. */
@Injectable()
export class WalletService {
  private voucherCounter: VoucherCounter = () => Promise.resolve(0);

  constructor(
    private readonly ledger: LedgerService,
    private readonly records: LedgerRepository,
    private readonly topUps: TopUpsRepository,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The vouchers module's count of a fan's usable vouchers (wallet/info's `vouchers`); call once, at start. */
  countVouchersWith(counter: VoucherCounter): void {
    this.voucherCounter = counter;
  }

  async info(user: AuthUser): Promise<WalletInfoView> {
    const now = this.clock.now();
    const { topUpMax, topUpDailyMax, topUpPresets } = this.config.wallet;
    const [balances, method, vouchers, used] = await Promise.all([
      this.ledger.balances(user.id),
      this.method(user),
      this.voucherCounter(user.id),
      this.topUps.usedSince(undefined, user.id, now - (now % DAY_MS), now),
    ]);
    return {
      balance: balances.cash,
      currency: method.currency,
      fanCoin: balances.coin,
      vouchers,
      payPasswordSetUp: method.payPasswordSetUp,
      topUp: {
        max: topUpMax,
        dailyMax: topUpDailyMax,
        todayLeft: Math.max(0, topUpDailyMax - used),
        presets: topUpPresets,
      },
    };
  }

  /** The wallet as a way to pay: its balance and whether the payment password is set. */
  async method(user: AuthUser): Promise<WalletMethodView> {
    const [balances, account] = await Promise.all([this.ledger.balances(user.id), this.users.findById(user.id)]);
    return {
      balance: balances.cash,
      currency: this.config.currency,
      payPasswordSetUp: account?.payPasswordHash ? 1 : 0,
    };
  }

  /** The fan's own records, newest first. */
  async list(user: AuthUser, query: RecordsQuery): Promise<WalletRecordPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PAGE_SIZE.default;
    const { rows, total } = await this.records.records(
      user.id,
      { kind: query.type, unit: query.unit },
      { offset: (page - 1) * pageSize, limit: pageSize },
    );
    return {
      list: rows.map((r) => ({
        id: r.id,
        type: r.kind,
        amount: r.amount,
        unit: r.unit,
        balanceAfter: r.balanceAfter,
        orderNo: r.orderNo,
        createdAt: r.createdAt,
      })),
      total,
      page,
      pageSize,
    };
  }
}
