import type { CheckoutView } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { DeviceClass } from '../../common/http/device-class.js';
import { noDiscount } from '../../database/order-discount.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { EventsRepository } from '../events/index.js';
import { HeldOrders, type HoldPart } from '../held-orders/index.js';
import { type MerchHoldRequest, MerchHolds, MerchOrdersService } from '../merch/index.js';
import { type HoldRequest, HoldsService, OrdersService } from '../orders/index.js';
import type { AuthUser } from '../sessions/index.js';
import type { CreateCheckoutBody } from './dto/checkout.dto.js';
import type { Checkout } from './entities/checkout.entity.js';
import { CheckoutHolds } from './checkout-holds.js';
import { CheckoutsRepository } from './checkouts.repository.js';

/**
 * Tickets and merch in one checkout (spec 5.12): the rules before its hold are each part's own
 * (OrdersService.prepare, MerchOrdersService.prepare, the merch for this event only); the hold is
 * one transaction of both parts' conditional writes (the held-orders core); the summary, cancel
 * and lazy expiry are the core's.
 */
@Injectable()
export class CheckoutsService {
  constructor(
    private readonly held: HeldOrders,
    private readonly holds: CheckoutHolds,
    private readonly checkouts: CheckoutsRepository,
    private readonly events: EventsRepository,
    private readonly orders: OrdersService,
    private readonly ticketHolds: HoldsService,
    private readonly merchOrders: MerchOrdersService,
    private readonly merchHolds: MerchHolds,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  create(
    user: AuthUser,
    platform: string,
    device: DeviceClass,
    lang: string,
    body: CreateCheckoutBody,
    key: string | undefined,
  ): Promise<CheckoutView> {
    return this.held.create(user, this.holds, key, {
      view: (order) => this.view(order),
      place: async () => this.view(await this.place(user, platform, device, lang, body, key ?? null)),
    });
  }

  private async place(
    user: AuthUser,
    platform: string,
    device: DeviceClass,
    lang: string,
    body: CreateCheckoutBody,
    key: string | null,
  ): Promise<Checkout> {
    const seats = body.items.reduce((sum, item) => sum + Math.max(0, item.quantity), 0);
    const units = (body.merch?.items ?? []).reduce((sum, item) => sum + Math.max(0, item.quantity), 0);
    // Spec 5.12: at least one ticket or one merch item.
    if (seats === 0 && units === 0) throw new AppError('CHECKOUT_NOTHING_SELECTED');
    const event = await this.events.findEvent(body.eventId);
    if (!event) throw new AppError('EVENT_NOT_FOUND');

    let tickets: HoldRequest | null = null;
    if (seats > 0) {
      const { eventId, items, attendeeIds } = body;
      tickets = (await this.orders.prepare(user, platform, device, { eventId, items, attendeeIds }, undefined)).request;
    }
    let merch: MerchHoldRequest | null = null;
    if (units > 0) merch = await this.merchOrders.prepare(user, platform, device, lang, body.merch!, null, event.id);

    const now = this.clock.now();
    const minutes = this.held.holdMinutesFor(platform);
    const expiresAt = now + minutes * 60_000;
    const ticketTotal = tickets ? tickets.items.reduce((sum, i) => sum + i.type.price * i.quantity, 0) : 0;
    const total = ticketTotal + (merch?.order.total ?? 0);
    const parts: HoldPart<unknown>[] = [];
    if (tickets) parts.push(this.ticketHolds.part({ ...tickets, idempotencyKey: null }));
    // The merch part runs out with the checkout (its own expiry is never swept alone).
    if (merch)
      parts.push(this.merchHolds.part({ ...merch, order: { ...merch.order, expiresAt, idempotencyKey: null } }));

    // Limits first, then the checkout and its parts' rows, then seats and stock (seats before merch).
    return this.held.place<Checkout>({
      limits: parts.flatMap((part) => part.limits),
      write: async (tx) => {
        const checkout = await this.checkouts.insert(tx, {
          orderNo: this.held.newOrderNo(this.holds),
          userId: user.id,
          eventId: event.id,
          status: 'held',
          platform,
          lang,
          holdMinutes: minutes,
          tickets: tickets ? tickets.items.reduce((sum, i) => sum + i.quantity, 0) : 0,
          merch: merch?.order.quantity ?? 0,
          total,
          currency: event.currency,
          idempotencyKey: key,
          ...noDiscount(total),
          expiresAt,
          paidAt: null,
          endedAt: null,
          createdAt: now,
          updatedAt: now,
        });
        for (const part of parts) await part.write(tx, checkout.id);
        return checkout;
      },
      stock: parts.flatMap((part) => part.stock),
    });
  }

  /** A checkout of mine, expired first if its hold has run out (anyone else's is not found). */
  async mine(user: Pick<AuthUser, 'id'>, orderNo: string): Promise<Checkout> {
    const order = await this.held.mine(this.holds, user.id, orderNo);
    if (!order) throw new AppError('CHECKOUT_NOT_FOUND');
    return order;
  }

  async detail(user: AuthUser, orderNo: string): Promise<CheckoutView> {
    return this.view(await this.mine(user, orderNo));
  }

  /** Lets a held checkout go: both parts end, seats and stock come back. */
  async cancel(user: AuthUser, orderNo: string): Promise<CheckoutView> {
    const order = await this.held.cancel(this.holds, await this.mine(user, orderNo));
    if (!order) throw new AppError('CHECKOUT_NOT_CANCELLABLE');
    return this.view(order);
  }

  async view(order: Checkout): Promise<CheckoutView> {
    const parts = await this.checkouts.partsOf(order.id);
    const now = this.clock.now();
    return {
      orderNo: order.orderNo,
      status: order.status,
      eventId: order.eventId,
      tickets: parts.tickets ? await this.orders.view(parts.tickets) : null,
      merch: parts.merch ? await this.merchOrders.view(parts.merch) : null,
      total: order.total,
      currency: order.currency,
      holdMinutes: order.holdMinutes,
      expiresAt: order.expiresAt,
      remainingSeconds: order.status === 'held' ? Math.max(0, Math.ceil((order.expiresAt - now) / 1000)) : 0,
      paidAt: order.paidAt,
      createdAt: order.createdAt,
      voucherId: order.voucherId,
      voucherDiscount: order.voucherDiscount,
      fanCoinUsed: order.fanCoinUsed,
      fanCoinDiscount: order.fanCoinDiscount,
      amountDue: order.amountDue,
    };
  }
}
