import type { PickupScanView } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { TransactionRunner } from '../../database/transaction.js';
import { CLOCK } from '../../infra/tokens.js';
import { GateService } from '../gate/index.js';
import { UsersRepository } from '../users/index.js';
import type { MerchOrder } from './entities/merch-order.entity.js';
import { MerchMailer } from './merch-mailer.js';
import { MerchOrdersRepository } from './merch-orders.repository.js';
import { MerchRepository } from './merch.repository.js';
import { PickupQr } from './pickup-qr.js';

/** What an ops step did to an order (the CLI prints it). */
export type ShipOutcome = 'done' | 'not-found' | 'not-delivery' | 'wrong-status';

/** After payment: shipping and delivery (ops), and collection at the counter (staff). */
@Injectable()
export class MerchFulfilmentService {
  constructor(
    private readonly orders: MerchOrdersRepository,
    private readonly merch: MerchRepository,
    private readonly gate: GateService,
    private readonly pickupQr: PickupQr,
    private readonly users: UsersRepository,
    private readonly mailer: MerchMailer,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Paid delivery order -> shipped ('delivery in progress'), with its carrier and tracking number. */
  async ship(
    orderNo: string,
    carrier: string,
    trackingNo: string,
  ): Promise<{ outcome: ShipOutcome; order?: MerchOrder }> {
    return this.step(orderNo, 'paid', 'shipped', (now) => ({ carrier, trackingNo, shippedAt: now, updatedAt: now }));
  }

  /** Shipped order -> delivered. */
  async deliver(orderNo: string): Promise<{ outcome: ShipOutcome; order?: MerchOrder }> {
    return this.step(orderNo, 'shipped', 'delivered', (now) => ({ deliveredAt: now, updatedAt: now }));
  }

  private async step(
    orderNo: string,
    from: 'paid' | 'shipped',
    to: 'shipped' | 'delivered',
    set: (now: number) => Partial<MerchOrder>,
  ): Promise<{ outcome: ShipOutcome; order?: MerchOrder }> {
    const order = await this.orders.findByNo(orderNo);
    if (!order) return { outcome: 'not-found' };
    if (order.fulfilment !== 'delivery') return { outcome: 'not-delivery', order };
    // The step and its e-mail in one transaction (the outbox).
    const moved = await this.transactions.withTransaction(async (tx) => {
      if (!(await this.orders.transition(tx, order.id, from, to, set(this.clock.now())))) return null;
      const row = (await this.orders.findById(order.id, tx))!;
      await (to === 'shipped' ? this.mailer.shipped(tx, row) : this.mailer.delivered(tx, row));
      return row;
    });
    if (!moved) return { outcome: 'wrong-status', order };
    return { outcome: 'done', order: moved };
  }

  /**
   * A pick-up QR scanned at the counter: checked against the order's pick-up secret at this
   * moment (an old step, e.g. a screenshot: expired), the staff account checked for the order's
   * event (any event's staff for merch without one), then paid -> collected by one conditional
   * UPDATE, so two scans at once hand the goods over once. The answer names the buyer, whom the
   * counter can ask for.
   */
  async redeem(staffUserId: number, qr: string): Promise<PickupScanView> {
    const parsed = this.pickupQr.parse(qr);
    const orderNo = parsed.code;
    const order = await this.orders.findByNo(orderNo);
    if (!order || order.fulfilment !== 'pickup') throw new AppError('PICKUP_QR_INVALID');
    const now = this.clock.now();
    this.pickupQr.check(order, parsed, now);
    if (order.eventId !== null) await this.gate.assertStaff(staffUserId, order.eventId);
    else await this.gate.staffEvents(staffUserId);
    const collected = await this.orders.transition(undefined, order.id, 'paid', 'collected', {
      collectedAt: now,
      collectedBy: staffUserId,
      updatedAt: now,
    });
    const after = (await this.orders.findById(order.id))!;
    const items = await this.orders.itemsOf([order.id]);
    const products = await this.merch.findProducts([...new Set(items.map((i) => i.productId))]);
    const variants = await this.merch.findVariants(items.map((i) => i.variantId));
    const buyer = await this.users.findById(order.userId);
    return {
      result: collected ? 'collected' : after.status === 'collected' ? 'alreadyCollected' : 'notReady',
      orderNo,
      items: items.map((i) => ({
        name: products.find((p) => p.id === i.productId)?.name ?? '',
        variantLabel: variants.find((v) => v.id === i.variantId)?.label ?? '',
        quantity: i.quantity,
      })),
      pickupDate: after.pickupDate,
      collectedAt: after.collectedAt,
      buyerName: buyer?.nickname || buyer?.email || '',
    };
  }
}
