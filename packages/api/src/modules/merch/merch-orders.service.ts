import {
  type MerchOrderPage,
  type MerchOrderStatus,
  type MerchOrderView,
  type OrderAddressView,
  PAGE_SIZE,
  type PickupQrSecretView,
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { DeviceClass } from '../../common/http/device-class.js';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { noDiscount } from '../../database/order-discount.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { EventsRepository } from '../events/index.js';
import { HeldOrders } from '../held-orders/index.js';
import { type AuthUser, buysOnDesktop } from '../sessions/index.js';
import { Ticket } from '../tickets/index.js';
import type { CreateMerchOrderBody } from './dto/merch-order.dto.js';
import type { MerchOrder } from './entities/merch-order.entity.js';
import type { MerchProduct } from './entities/merch-product.entity.js';
import { AddressesRepository } from './addresses.repository.js';
import { MerchHolds, type MerchHoldRequest } from './merch-holds.js';
import { MerchOrdersRepository } from './merch-orders.repository.js';
import { MerchRepository } from './merch.repository.js';
import { orderView, pickupDatesOf } from './merch-views.js';
import { newPickupSecret, PickupQr } from './pickup-qr.js';

/** Merch orders: the rules before a hold, the summary, cancel, My Merch, lazy expiry. */
@Injectable()
export class MerchOrdersService {
  constructor(
    private readonly held: HeldOrders,
    private readonly holds: MerchHolds,
    private readonly orders: MerchOrdersRepository,
    private readonly merch: MerchRepository,
    private readonly addresses: AddressesRepository,
    private readonly events: EventsRepository,
    private readonly pickupQr: PickupQr,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  create(
    user: AuthUser,
    platform: string,
    device: DeviceClass,
    lang: string,
    body: CreateMerchOrderBody,
    key: string | undefined,
  ): Promise<MerchOrderView> {
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
    body: CreateMerchOrderBody,
    key: string | null,
  ): Promise<MerchOrder> {
    return this.holds.place(await this.prepare(user, platform, device, lang, body, key));
  }

  /**
   * The rules before a merch hold (the items, their limits, delivery or pick-up, the ticket of a
   * holder-only item): the hold to place, or the refusal that stops it before any write. A
   * checkout (tickets and merch in one payment) places it as its part, for its event only.
   */
  async prepare(
    user: AuthUser,
    platform: string,
    device: DeviceClass,
    lang: string,
    body: CreateMerchOrderBody,
    key: string | null,
    forEvent?: number,
  ): Promise<MerchHoldRequest> {
    const wanted = new Map<number, number>();
    for (const item of body.items) {
      if (item.quantity > 0) wanted.set(item.variantId, (wanted.get(item.variantId) ?? 0) + item.quantity);
    }
    if (wanted.size === 0) throw new AppError('MERCH_NONE_SELECTED');
    const variants = await this.merch.findVariants([...wanted.keys()]);
    if (variants.length !== wanted.size) throw new AppError('MERCH_VARIANT_NOT_FOUND');
    const products = await this.merch.findProducts([...new Set(variants.map((v) => v.productId))]);
    const eventIds = new Set(products.map((p) => p.eventId));
    if (forEvent !== undefined && products.some((p) => p.eventId !== forEvent)) {
      throw new AppError('CHECKOUT_MERCH_OTHER_EVENT');
    }
    if (eventIds.size > 1) throw new AppError('MERCH_MIXED_EVENTS');
    const eventId = products[0]!.eventId;
    const quantityOf = (product: MerchProduct) =>
      variants.filter((v) => v.productId === product.id).reduce((sum, v) => sum + wanted.get(v.id)!, 0);

    // Platform PC alone is the client's claim: the browser's own headers decide (buysOnDesktop).
    if (products.some((p) => p.desktopOnly) && !buysOnDesktop(user, platform, device)) {
      throw new AppError('MERCH_DESKTOP_ONLY', {}, { siteUrl: this.config.publicSiteUrl ?? null });
    }
    for (const product of products) {
      if (quantityOf(product) > product.orderLimit) {
        throw new AppError(
          'MERCH_ORDER_LIMIT',
          { num: product.orderLimit },
          { productId: product.id, limit: product.orderLimit },
        );
      }
      if (product.fulfilment !== 'both' && product.fulfilment !== body.fulfilment) {
        throw new AppError('MERCH_FULFILMENT_UNAVAILABLE', {}, { productId: product.id });
      }
    }

    let address: OrderAddressView | null = null;
    let pickupDate: string | null = null;
    let pickupPlace: string | null = null;
    if (body.fulfilment === 'delivery') {
      if (!body.addressId) throw new AppError('MERCH_ADDRESS_REQUIRED');
      const saved = await this.addresses.findOwned(user.id, body.addressId);
      if (!saved) throw new AppError('ADDRESS_NOT_FOUND');
      const { recipient, areaCode, phone, country, region, line1, line2, postcode } = saved;
      address = { recipient, areaCode, phone, country, region, line1, line2, postcode };
    } else {
      pickupDate = body.pickupDate ?? null;
      if (!pickupDate || products.some((p) => !pickupDatesOf(p).includes(pickupDate!))) {
        throw new AppError('MERCH_PICKUP_DATE_INVALID', {}, { pickupDates: pickupDatesOf(products[0]!) });
      }
      pickupPlace = products[0]!.pickupPlace;
    }

    // Holder-only items: a valid ticket of their event held by the buyer (spec §5, §6).
    const exclusiveProducts = products.filter((p) => p.access === 'holders');
    let ticket: Ticket | null = null;
    if (exclusiveProducts.length) {
      const ticketNo = body.ticketNo?.trim().toUpperCase();
      if (!ticketNo) throw new AppError('MERCH_TICKET_REQUIRED');
      ticket = await this.dataSource.manager.findOneBy(Ticket, { code: ticketNo });
      if (!ticket || ticket.userId !== user.id || ticket.eventId !== eventId || ticket.status === 'revoked') {
        throw new AppError('MERCH_TICKET_INVALID');
      }
      for (const product of exclusiveProducts) {
        // A fast refusal; the conditional UPDATE in the hold decides.
        if ((await this.merch.ticketCount(ticket.id, product.id)) + quantityOf(product) > product.perTicketLimit) {
          throw new AppError(
            'MERCH_EXCLUSIVE_LIMIT',
            { num: product.perTicketLimit },
            { productId: product.id, limit: product.perTicketLimit },
          );
        }
      }
    }
    const short = variants.find((v) => v.stock - v.held - v.sold < wanted.get(v.id)!);
    if (short) throw new AppError('MERCH_SOLD_OUT', {}, { variantId: short.id });

    const now = this.clock.now();
    const minutes = this.held.holdMinutesFor(platform);
    const items = variants.map((v) => {
      const product = products.find((p) => p.id === v.productId)!;
      return { productId: product.id, variantId: v.id, quantity: wanted.get(v.id)!, unitPrice: product.price };
    });
    const total = items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
    return {
      order: {
        orderNo: this.held.newOrderNo(this.holds),
        userId: user.id,
        eventId,
        status: 'held',
        fulfilment: body.fulfilment,
        platform,
        lang,
        holdMinutes: minutes,
        quantity: items.reduce((sum, i) => sum + i.quantity, 0),
        total,
        currency: products[0]!.currency,
        ticketId: ticket?.id ?? null,
        address: address ? JSON.stringify(address) : null,
        pickupDate,
        pickupPlace,
        pickupSecret: body.fulfilment === 'pickup' ? newPickupSecret() : null,
        idempotencyKey: key,
        carrier: null,
        trackingNo: null,
        ...noDiscount(total),
        expiresAt: now + minutes * 60_000,
        paidAt: null,
        shippedAt: null,
        deliveredAt: null,
        collectedAt: null,
        collectedBy: null,
        endedAt: null,
        createdAt: now,
        updatedAt: now,
      },
      items,
      exclusive: ticket
        ? exclusiveProducts.map((product) => ({ ticketId: ticket.id, product, quantity: quantityOf(product) }))
        : [],
    };
  }

  /** A merch order of mine, expired first if its hold has run out (anyone else's is not found). */
  async mine(user: Pick<AuthUser, 'id'>, orderNo: string): Promise<MerchOrder> {
    const order = await this.held.mine(this.holds, user.id, orderNo);
    if (!order) throw new AppError('MERCH_ORDER_NOT_FOUND');
    return order;
  }

  async detail(user: AuthUser, orderNo: string): Promise<MerchOrderView> {
    return this.view(await this.mine(user, orderNo));
  }

  /** The pick-up secret of one of my pick-up orders, for the rotating pick-up QR (others: not found). */
  async pickupSecret(user: AuthUser, orderNo: string): Promise<PickupQrSecretView> {
    const order = await this.mine(user, orderNo);
    if (order.fulfilment !== 'pickup' || !order.pickupSecret) throw new AppError('MERCH_ORDER_NOT_FOUND');
    return {
      orderNo: order.orderNo,
      secret: order.pickupSecret,
      stepSeconds: this.pickupQr.stepSeconds,
      status: order.status,
    };
  }

  async cancel(user: AuthUser, orderNo: string): Promise<MerchOrderView> {
    const order = await this.held.cancel(this.holds, await this.mine(user, orderNo));
    if (!order) throw new AppError('MERCH_ORDER_NOT_CANCELLABLE');
    return this.view(order);
  }

  async list(
    user: AuthUser,
    status: MerchOrderStatus | undefined,
    page = 1,
    pageSize: number = PAGE_SIZE.default,
  ): Promise<MerchOrderPage> {
    const [rows, total] = await this.orders.listFor(user.id, status, (page - 1) * pageSize, pageSize);
    return { list: await this.views(rows), total, page, pageSize };
  }

  async view(order: MerchOrder): Promise<MerchOrderView> {
    return (await this.views([order]))[0]!;
  }

  async views(orders: MerchOrder[]): Promise<MerchOrderView[]> {
    const items = await this.orders.itemsOf(orders.map((o) => o.id));
    const products = await this.merch.findProducts([...new Set(items.map((i) => i.productId))]);
    const variants = await this.merch.findVariants([...new Set(items.map((i) => i.variantId))]);
    const events = await this.events.findEvents([
      ...new Set(orders.map((o) => o.eventId).filter((id): id is number => id !== null)),
    ]);
    const now = this.clock.now();
    return orders.map((order) =>
      orderView(
        order,
        items,
        products,
        variants,
        events.find((e) => e.id === order.eventId),
        now,
        order.status === 'paid' ? this.pickupQr.textAt(order, now) : null,
      ),
    );
  }
}
