import type {
  ConsoleMerchOrderView,
  ConsoleMerchStockView,
  ConsoleRole,
  MerchOrderFulfilment,
} from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { MerchFulfilmentService, type MerchOrder, MerchStockService, type PickupOutcome } from '../merch/index.js';
import type { ConsoleAccess } from '../roles/index.js';

/** Stock and shipping: the organiser's (and an admin's). */
export const MERCH_ORGANISING = ['admin', 'organiser'] as const;
/** Pick-up at the counter: the event's staff too. */
export const MERCH_COUNTER = ['admin', 'organiser', 'staff'] as const;

/**
 * The console's merch: stock per variant, orders to ship, pick-up orders to make ready and hand
 * over, each through the merch module's services that `ops merch` calls too. Merch of an event
 * is its organiser's (and, for pick-up, its staff's); merch without an event is the platform's,
 * an admin's only. The caller's role is checked for the event of what is acted on before anything
 * about it is told.
 */
@Injectable()
export class ConsoleMerchService {
  constructor(
    private readonly stocks: MerchStockService,
    private readonly fulfilment: MerchFulfilmentService,
  ) {}

  /** Refuses unless `allowed` covers the event (an admin for merch without one). */
  private assertScope(access: ConsoleAccess, eventId: number | null, allowed: readonly ConsoleRole[]): void {
    if (eventId === null) {
      if (!access.admin) throw new AppError('CONSOLE_MERCH_PLATFORM_ONLY');
      return;
    }
    access.assertEvent(eventId, allowed);
  }

  /** The events a list covers: the one asked for (the guard checked it), else all the caller may see. */
  private scope(access: ConsoleAccess, eventId: number | undefined, allowed: readonly ConsoleRole[]) {
    return eventId ? [eventId] : access.visibleEvents(allowed);
  }

  stock(access: ConsoleAccess, eventId?: number): Promise<ConsoleMerchStockView[]> {
    return this.stocks.list(this.scope(access, eventId, MERCH_ORGANISING));
  }

  async setStock(access: ConsoleAccess, variantId: number, stock: number): Promise<ConsoleMerchStockView> {
    const product = await this.stocks.productOf(variantId);
    if (!product) throw new AppError('MERCH_VARIANT_NOT_FOUND');
    this.assertScope(access, product.eventId, MERCH_ORGANISING);
    const result = await this.stocks.setStock(access.actor, variantId, stock);
    switch (result.outcome) {
      case 'done':
        return result.row;
      case 'not-found':
        throw new AppError('MERCH_VARIANT_NOT_FOUND');
      case 'below-taken':
        throw new AppError('CONSOLE_STOCK_BELOW_TAKEN', { stock, taken: result.taken });
    }
  }

  awaiting(
    access: ConsoleAccess,
    fulfilment: MerchOrderFulfilment,
    eventId?: number,
  ): Promise<ConsoleMerchOrderView[]> {
    const allowed = fulfilment === 'delivery' ? MERCH_ORGANISING : MERCH_COUNTER;
    // Only an admin's scope is undefined (every event, and merch without one).
    return this.fulfilment.awaiting(fulfilment, this.scope(access, eventId, allowed));
  }

  /** The order, once the caller's role covers its event. */
  private async order(access: ConsoleAccess, orderNo: string, allowed: readonly ConsoleRole[]): Promise<MerchOrder> {
    const order = await this.fulfilment.find(orderNo);
    if (!order) throw new AppError('MERCH_ORDER_NOT_FOUND');
    this.assertScope(access, order.eventId, allowed);
    return order;
  }

  private async view(order: MerchOrder): Promise<ConsoleMerchOrderView> {
    return (await this.fulfilment.views([order]))[0]!;
  }

  /** Ships a paid delivery order with its carrier and tracking number; the fan gets the shipped e-mail and alert. */
  async ship(
    access: ConsoleAccess,
    orderNo: string,
    carrier: string,
    trackingNo: string,
  ): Promise<ConsoleMerchOrderView> {
    await this.order(access, orderNo, MERCH_ORGANISING);
    const { outcome, order } = await this.fulfilment.ship(access.actor, orderNo, carrier, trackingNo);
    switch (outcome) {
      case 'done':
        return this.view(order!);
      case 'not-found':
        throw new AppError('MERCH_ORDER_NOT_FOUND');
      case 'not-delivery':
        throw new AppError('CONSOLE_MERCH_NOT_SHIPPABLE');
      case 'wrong-status':
        throw new AppError(
          order?.status === 'shipped' || order?.status === 'delivered'
            ? 'CONSOLE_MERCH_ALREADY_SHIPPED'
            : 'CONSOLE_MERCH_NOT_SHIPPABLE',
        );
    }
  }

  async ready(access: ConsoleAccess, orderNo: string): Promise<ConsoleMerchOrderView> {
    await this.order(access, orderNo, MERCH_COUNTER);
    return this.counter(await this.fulfilment.ready(access.actor, orderNo));
  }

  async collected(access: ConsoleAccess, orderNo: string): Promise<ConsoleMerchOrderView> {
    await this.order(access, orderNo, MERCH_COUNTER);
    return this.counter(await this.fulfilment.collect(access.actor, orderNo));
  }

  private counter({ outcome, order }: { outcome: PickupOutcome; order?: MerchOrder }): Promise<ConsoleMerchOrderView> {
    switch (outcome) {
      case 'done':
        return this.view(order!);
      case 'not-found':
        throw new AppError('MERCH_ORDER_NOT_FOUND');
      case 'not-pickup':
        throw new AppError('CONSOLE_MERCH_NOT_PICKUP');
      case 'wrong-status':
        throw new AppError(
          order?.status === 'collected' ? 'CONSOLE_MERCH_ALREADY_COLLECTED' : 'CONSOLE_MERCH_NOT_COLLECTABLE',
        );
    }
  }
}
