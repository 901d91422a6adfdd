import type { ConsoleMerchOrderView, MerchOrderFulfilment, OrderAddressView, PickupScanView } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { EntityManager } from 'typeorm';
import type { Clock } from '../../infra/clock.js';
import { TransactionRunner } from '../../database/transaction.js';
import { CLOCK } from '../../infra/tokens.js';
import { type Actor, AuditService } from '../audit/index.js';
import { EventsRepository } from '../events/index.js';
import { GateService } from '../gate/index.js';
import { UsersRepository } from '../users/index.js';
import type { MerchOrder } from './entities/merch-order.entity.js';
import { MerchMailer } from './merch-mailer.js';
import { MerchOrdersRepository } from './merch-orders.repository.js';
import { MerchRepository } from './merch.repository.js';
import { PickupQr } from './pickup-qr.js';

/** What an ops step did to an order (the CLI prints it). */
export type ShipOutcome = 'done' | 'not-found' | 'not-delivery' | 'wrong-status';

/** What a counter step (ready, collected) did to a pick-up order. */
export type PickupOutcome = 'done' | 'not-found' | 'not-pickup' | 'wrong-status';

/** At most this many orders in a console list (the oldest paid first). */
const AWAITING_LIMIT = 200;

/** What an order's audit entry keeps of it. */
function audited(order: MerchOrder) {
  return {
    status: order.status,
    carrier: order.carrier,
    trackingNo: order.trackingNo,
    readyAt: order.readyAt ?? null,
    collectedAt: order.collectedAt,
  };
}

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
    private readonly events: EventsRepository,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The order (the console checks the caller's role for its event before it acts on it). */
  find(orderNo: string): Promise<MerchOrder | null> {
    return this.orders.findByNo(orderNo);
  }

  /** Paid delivery order -> shipped ('delivery in progress'), with its carrier and tracking number. */
  async ship(
    actor: Actor,
    orderNo: string,
    carrier: string,
    trackingNo: string,
  ): Promise<{ outcome: ShipOutcome; order?: MerchOrder }> {
    return this.step(actor, orderNo, 'paid', 'shipped', (now) => ({
      carrier,
      trackingNo,
      shippedAt: now,
      updatedAt: now,
    }));
  }

  /** Shipped order -> delivered. */
  async deliver(actor: Actor, orderNo: string): Promise<{ outcome: ShipOutcome; order?: MerchOrder }> {
    return this.step(actor, orderNo, 'shipped', 'delivered', (now) => ({ deliveredAt: now, updatedAt: now }));
  }

  private async step(
    actor: Actor,
    orderNo: string,
    from: 'paid' | 'shipped',
    to: 'shipped' | 'delivered',
    set: (now: number) => Partial<MerchOrder>,
  ): Promise<{ outcome: ShipOutcome; order?: MerchOrder }> {
    const order = await this.orders.findByNo(orderNo);
    if (!order) return { outcome: 'not-found' };
    if (order.fulfilment !== 'delivery') return { outcome: 'not-delivery', order };
    // The step, its e-mail (the outbox) and its audit entry in one transaction.
    const moved = await this.transactions.withTransaction(async (tx) => {
      if (!(await this.orders.transition(tx, order.id, from, to, set(this.clock.now())))) return null;
      const row = (await this.orders.findById(order.id, tx))!;
      await (to === 'shipped' ? this.mailer.shipped(tx, row) : this.mailer.delivered(tx, row));
      await this.record(tx, actor, to === 'shipped' ? 'merch.ship' : 'merch.deliver', order, row);
      return row;
    });
    if (!moved) return { outcome: 'wrong-status', order: (await this.orders.findByNo(orderNo)) ?? order };
    return { outcome: 'done', order: moved };
  }

  /**
   * A paid pick-up order packed at the counter: marked ready once (again: nothing more), with
   * the fan's ready alert (MerchMailer.ready; the one key makes it once-only, so a fan told at
   * payment is not told twice) and the audit entry in the same transaction.
   */
  async ready(actor: Actor, orderNo: string): Promise<{ outcome: PickupOutcome; order?: MerchOrder }> {
    const order = await this.orders.findByNo(orderNo);
    if (!order) return { outcome: 'not-found' };
    if (order.fulfilment !== 'pickup') return { outcome: 'not-pickup', order };
    const marked = await this.transactions.withTransaction(async (tx) => {
      if (!(await this.orders.markReady(tx, order.id, this.clock.now()))) return null;
      const row = (await this.orders.findById(order.id, tx))!;
      await this.mailer.ready(tx, row);
      await this.record(tx, actor, 'merch.ready', order, row);
      return row;
    });
    const now = marked ?? (await this.orders.findByNo(orderNo))!;
    if (now.status !== 'paid') return { outcome: 'wrong-status', order: now };
    return { outcome: 'done', order: now };
  }

  /**
   * A paid pick-up order handed over at the counter without a scan (staff looked the order up
   * by its number): paid -> collected by the same conditional UPDATE a scan uses.
   */
  async collect(actor: Actor, orderNo: string): Promise<{ outcome: PickupOutcome; order?: MerchOrder }> {
    const order = await this.orders.findByNo(orderNo);
    if (!order) return { outcome: 'not-found' };
    if (order.fulfilment !== 'pickup') return { outcome: 'not-pickup', order };
    const collected = await this.transactions.withTransaction(async (tx) => {
      const now = this.clock.now();
      const set = { collectedAt: now, collectedBy: actor.userId, updatedAt: now };
      if (!(await this.orders.transition(tx, order.id, 'paid', 'collected', set))) return null;
      const row = (await this.orders.findById(order.id, tx))!;
      await this.record(tx, actor, 'merch.collect', order, row);
      return row;
    });
    if (!collected) return { outcome: 'wrong-status', order: (await this.orders.findByNo(orderNo)) ?? order };
    return { outcome: 'done', order: collected };
  }

  private record(tx: EntityManager, actor: Actor, action: string, before: MerchOrder, after: MerchOrder) {
    return this.audit.record(tx, actor, action, {
      eventId: after.eventId,
      target: after.orderNo,
      before: audited(before),
      after: audited(after),
    });
  }

  /**
   * Paid orders of one kind waiting for the organiser (to ship, or to hand over) of these events
   * (undefined: all, merch without an event too), as the console lists them.
   */
  async awaiting(fulfilment: MerchOrderFulfilment, eventIds: number[] | undefined): Promise<ConsoleMerchOrderView[]> {
    return this.views(await this.orders.awaiting(fulfilment, eventIds, AWAITING_LIMIT));
  }

  /** Orders as the console shows them: lines, buyer, event. */
  async views(orders: MerchOrder[]): Promise<ConsoleMerchOrderView[]> {
    const items = await this.orders.itemsOf(orders.map((o) => o.id));
    const [products, variants, buyers, events] = await Promise.all([
      this.merch.findProducts([...new Set(items.map((i) => i.productId))]),
      this.merch.findVariants([...new Set(items.map((i) => i.variantId))]),
      this.users.findByIds([...new Set(orders.map((o) => o.userId))]),
      this.events.findEvents([...new Set(orders.map((o) => o.eventId).filter((id): id is number => id !== null))]),
    ]);
    return orders.map((order) => {
      const buyer = buyers.find((u) => u.id === order.userId);
      return {
        orderNo: order.orderNo,
        eventId: order.eventId,
        eventTitle: events.find((e) => e.id === order.eventId)?.title ?? null,
        status: order.status,
        fulfilment: order.fulfilment,
        buyerName: buyer?.nickname || buyer?.email || '',
        buyerEmail: buyer?.email ?? '',
        items: items
          .filter((i) => i.orderId === order.id)
          .map((i) => ({
            name: products.find((p) => p.id === i.productId)?.name ?? '',
            variantLabel: variants.find((v) => v.id === i.variantId)?.label ?? '',
            quantity: i.quantity,
          })),
        quantity: order.quantity,
        paidAt: order.paidAt === null ? null : Number(order.paidAt),
        address: order.address ? (JSON.parse(order.address) as OrderAddressView) : null,
        carrier: order.carrier,
        trackingNo: order.trackingNo,
        pickupDate: order.pickupDate,
        pickupPlace: order.pickupPlace,
        readyAt: order.readyAt == null ? null : Number(order.readyAt),
        collectedAt: order.collectedAt === null ? null : Number(order.collectedAt),
      };
    });
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
