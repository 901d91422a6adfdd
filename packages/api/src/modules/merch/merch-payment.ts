import { isMerchOrderNo } from '@fanpass/contracts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import { type PayableOrder, type Payment, type PaymentPurpose, PaymentPurposes } from '../payments/index.js';
import { heldPayable } from '../held-orders/index.js';
import type { AuthUser } from '../sessions/index.js';
import { MerchHolds } from './merch-holds.js';
import { MerchMailer } from './merch-mailer.js';
import { MerchOrdersRepository } from './merch-orders.repository.js';
import { MerchOrdersService } from './merch-orders.service.js';

/**
 * The 'merch' payment purpose: what paying a merch order (`M…`) means. Registered with the
 * payments module, so `payment/create` (every provider and method) and the wallet pay it.
 */
@Injectable()
export class MerchPaymentPurpose implements PaymentPurpose, OnModuleInit {
  readonly name = 'merch';

  constructor(
    private readonly orders: MerchOrdersRepository,
    private readonly service: MerchOrdersService,
    private readonly holds: MerchHolds,
    private readonly mailer: MerchMailer,
    private readonly purposes: PaymentPurposes,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.purposes.register(this);
  }

  owns(orderNo: string): boolean {
    return isMerchOrderNo(orderNo);
  }

  async payable(user: AuthUser, orderNo: string): Promise<PayableOrder> {
    return { purpose: this.name, ...heldPayable(await this.service.mine(user, orderNo)) };
  }

  /**
   * Paid: held -> paid and the held units sold, in the settling transaction. A hold that already
   * ended gave its units (and its discount) back, so a late charge for it is refunded rather than
   * revived; so is a charge of another amount than the order is due now (its discount changed
   * while the charge was under way): the transition is conditional on both.
   */
  async pay(tx: EntityManager, payment: Payment, now: number): Promise<boolean> {
    const order = await this.orders.findById(payment.orderId, tx);
    if (!order) return false;
    const paid = { paidAt: now, updatedAt: now };
    if (!(await this.orders.transition(tx, order.id, 'held', 'paid', paid, { amountDue: payment.amount }))) {
      return false;
    }
    await this.holds.sell(tx, order.id, now);
    await this.mailer.ready(tx, order);
    return true;
  }

  /**
   * An operator's refund of a paid merch order (not yet shipped or collected): paid → refunded,
   * its sold units back in stock and its ticket allowance back, in the refund's transaction. Its
   * voucher and Fan Coin stay spent, as with a ticket order.
   */
  readonly operatorRefund = {
    statusOf: async (orderNo: string): Promise<string | null> => (await this.orders.findByNo(orderNo))?.status ?? null,
    takeBack: async (tx: EntityManager, orderNo: string, now: number): Promise<{ summary: string } | null> => {
      const order = await this.orders.findByNo(orderNo, tx);
      if (!order) return null;
      const set = { endedAt: now, updatedAt: now };
      if (!(await this.orders.transition(tx, order.id, 'paid', 'refunded', set))) return null;
      await this.holds.giveBackUnits(tx, order, now, 'sold');
      return { summary: `${order.quantity} items back in stock` };
    },
  };

  /** The confirmation e-mail, written to the outbox in the transaction that paid the order. */
  async mailPaid(tx: EntityManager, payment: Payment): Promise<void> {
    const order = await this.orders.findById(payment.orderId, tx);
    if (order) await this.mailer.paid(tx, order);
  }

  resultUrl(orderNo: string): string {
    return `${this.config.publicApiUrl}/#/payment/result?orderNo=${encodeURIComponent(orderNo)}`;
  }
}
