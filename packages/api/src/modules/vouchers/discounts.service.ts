import {
  type ApplyDiscountRequest,
  type OrderDiscountsView,
  type UsableVoucherView,
  formatMoney,
  maxFanCoin,
  voucherDiscount,
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { isUniqueViolation } from '../../database/db-errors.js';
import type { DiscountChoice } from '../../database/order-discount.js';
import { OrdersRepository } from '../orders/index.js';
import { type InsidePayment, PaymentsService } from '../payments/index.js';
import { assertBuyer, type AuthUser } from '../sessions/index.js';
import { type DiscountableOrder, DiscountableOrders } from './discountable-orders.js';
import type { Voucher } from './entities/voucher.entity.js';
import { FanCoinService } from './fan-coin.service.js';
import { voucherView } from './voucher-views.js';
import { VouchersRepository } from './vouchers.repository.js';

/** The provider (and method) of a payment of nothing: a discount covered the whole order. */
export const VOUCHER_PROVIDER = 'voucher';

/** The paying fan's language and time zone (the receipt's). */
export type PayingFan = Pick<InsidePayment, 'lang' | 'timeZone'>;

/**
 * The discount of a held order — a ticket order or a merch order (`DiscountableOrders`): one
 * voucher and some Fan Coin, chosen as a whole by
 * `applyDiscount`. One transaction claims the order's discount version (conditional UPDATE, only
 * while no payment is under way), gives the previous voucher and coins back, takes the new voucher
 * (conditional UPDATE) and spends the new coins (ledger). The voucher and coins come back in the
 * transaction that ends the hold (expired or cancelled); a paid order keeps them.
 */
@Injectable()
export class DiscountsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly orders: DiscountableOrders,
    private readonly orderRows: OrdersRepository,
    private readonly vouchers: VouchersRepository,
    private readonly coins: FanCoinService,
    private readonly payments: PaymentsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** What the fan may apply to an order of theirs, and what it carries now. */
  async options(user: AuthUser, orderNo: string): Promise<OrderDiscountsView> {
    return this.optionsOf(user, await this.orders.mine(user, orderNo));
  }

  async apply(user: AuthUser, body: ApplyDiscountRequest, fan: PayingFan): Promise<OrderDiscountsView> {
    assertBuyer(user);
    const order = await this.orders.mine(user, body.orderNo);
    if (order.status !== 'held') throw new AppError('DISCOUNT_ORDER_NOT_HELD');
    if (await this.orderRows.paymentPending(order.orderNo)) throw new AppError('DISCOUNT_LOCKED');
    const now = this.clock.now();

    let voucher: Voucher | null = null;
    let voucherOff = 0;
    if (body.voucherId !== null && body.voucherId === order.voucherId) {
      // Kept as it is: what it took off when it was applied stands.
      voucherOff = order.voucherDiscount;
    } else if (body.voucherId !== null) {
      voucher = await this.vouchers.findOwned(undefined, user.id, body.voucherId);
      if (!voucher) throw new AppError('VOUCHER_NOT_FOUND');
      if (voucher.state !== 'available') throw new AppError('VOUCHER_NOT_AVAILABLE');
      const verdict = voucherDiscount(voucher, this.orders.targetOf(order), now);
      if ('refused' in verdict) {
        throw new AppError(verdict.refused, { minSpend: formatMoney(voucher.minSpend) }, { voucherId: voucher.id });
      }
      voucherOff = verdict.discount;
    }

    const rules = this.coins.rules;
    const byShare = maxFanCoin(order.total, voucherOff, rules, Number.MAX_SAFE_INTEGER);
    if (body.fanCoin > byShare) throw new AppError('FAN_COIN_OVER_MAX', { max: byShare }, { max: byShare });
    const delta = body.fanCoin - order.fanCoinUsed;
    if (delta > 0 && (await this.coins.balance(user.id)) < delta) throw new AppError('FAN_COIN_NOT_ENOUGH');

    const version = order.discountVersion;
    await this.transactions.withTransaction(async (tx) => {
      const discount = {
        voucherId: body.voucherId,
        voucherDiscount: voucherOff,
        fanCoinUsed: body.fanCoin,
        fanCoinDiscount: body.fanCoin * rules.coinValue,
      };
      if (!(await this.written(tx, order, version, discount, now))) throw await this.whyNotWritten(order);
      if (order.voucherId !== null && order.voucherId !== body.voucherId) {
        await this.vouchers.giveBack(tx, order.voucherId, order.orderNo, now);
      }
      if (voucher && !(await this.vouchers.take(tx, user.id, voucher.id, order.orderNo, now))) {
        throw new AppError('VOUCHER_NOT_AVAILABLE', {}, { voucherId: voucher.id });
      }
      const key = `${order.orderNo}:${version + 1}`;
      if (delta > 0 && !(await this.coins.spend(tx, user.id, delta, order.orderNo, `coin-spend:${key}`))) {
        throw new AppError('FAN_COIN_NOT_ENOUGH');
      }
      if (delta < 0) await this.coins.giveBack(tx, user.id, -delta, order.orderNo, `coin-return:${key}`);
    });
    const written = await this.orders.reread(order);
    if (written.amountDue === 0) await this.coverInFull(user, written, fan);
    return this.optionsOf(user, await this.orders.reread(order));
  }

  /**
   * In the transaction that ends a hold: its voucher and Fan Coin go back to the fan and the
   * order is due its total again (an ended order carries no discount).
   */
  async returnDiscount(tx: EntityManager, order: DiscountableOrder): Promise<void> {
    if (order.voucherId === null && order.fanCoinUsed === 0) return;
    const now = this.clock.now();
    if (order.voucherId !== null) await this.vouchers.giveBack(tx, order.voucherId, order.orderNo, now);
    if (order.fanCoinUsed > 0) {
      const key = `coin-return:${order.orderNo}:${order.discountVersion + 1}`;
      await this.coins.giveBack(tx, order.userId, order.fanCoinUsed, order.orderNo, key);
    }
    await this.orders.clearDiscount(tx, order);
  }

  /**
   * A discount that leaves nothing to pay: the order is paid at once inside the platform (a
   * payment of 0 by provider 'voucher', so it has its one payment, its tickets and its receipt).
   * Should that fail (the hold ran out meanwhile), the order stays as it is and the hold's end
   * gives the voucher and coins back; applying the same choice again retries.
   */
  private async coverInFull(user: AuthUser, order: DiscountableOrder, fan: PayingFan): Promise<void> {
    await this.payments.payInside(
      user,
      order.orderNo,
      { provider: VOUCHER_PROVIDER, method: VOUCHER_PROVIDER, idempotencyKey: `covered-${order.orderNo}`, ...fan },
      () => Promise.resolve(),
    );
  }

  /** The order's new discount; a voucher another order of the fan took meanwhile is unavailable (unique index). */
  private async written(
    tx: EntityManager,
    order: DiscountableOrder,
    version: number,
    discount: DiscountChoice,
    now: number,
  ): Promise<boolean> {
    try {
      return await this.orders.setDiscount(tx, order, version, discount, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('VOUCHER_NOT_AVAILABLE', {}, { voucherId: discount.voucherId });
      throw error;
    }
  }

  private async whyNotWritten(order: DiscountableOrder): Promise<AppError> {
    const now = await this.orders.reread(order);
    if (now.status !== 'held') return new AppError('DISCOUNT_ORDER_NOT_HELD');
    if (await this.orderRows.paymentPending(order.orderNo)) return new AppError('DISCOUNT_LOCKED');
    return new AppError('DISCOUNT_CHANGED');
  }

  private async optionsOf(user: AuthUser, order: DiscountableOrder): Promise<OrderDiscountsView> {
    const now = this.clock.now();
    const held = order.status === 'held';
    const vouchers: UsableVoucherView[] = [];
    if (held) {
      if (order.voucherId !== null) {
        const applied = await this.vouchers.findOwned(undefined, user.id, order.voucherId);
        if (applied) vouchers.push({ ...voucherView(applied, now), discount: order.voucherDiscount });
      }
      const target = this.orders.targetOf(order);
      const usable = (await this.vouchers.usableFor(user.id, now))
        .map((v) => ({ v, verdict: voucherDiscount(v, target, now) }))
        .flatMap(({ v, verdict }) =>
          'discount' in verdict ? [{ ...voucherView(v, now), discount: verdict.discount }] : [],
        )
        .sort((a, b) => b.discount - a.discount || a.validTo - b.validTo);
      vouchers.push(...usable);
    }
    const balance = await this.coins.balance(user.id);
    const rules = this.coins.rules;
    return {
      orderNo: order.orderNo,
      orderStatus: order.status,
      total: order.total,
      currency: order.currency,
      applied: {
        voucherId: order.voucherId,
        voucherDiscount: order.voucherDiscount,
        fanCoinUsed: order.fanCoinUsed,
        fanCoinDiscount: order.fanCoinDiscount,
        amountDue: order.amountDue,
      },
      vouchers,
      fanCoin: {
        ...rules,
        balance,
        maxUsable: held ? maxFanCoin(order.total, order.voucherDiscount, rules, balance + order.fanCoinUsed) : 0,
      },
      locked: !held || (await this.orderRows.paymentPending(order.orderNo)),
    };
  }
}
