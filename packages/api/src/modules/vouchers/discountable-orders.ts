import { type DiscountTarget, isMerchOrderNo, type MerchOrderStatus, type OrderStatus } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DiscountChoice, OrderDiscount } from '../../database/order-discount.js';
import { MerchOrdersRepository, MerchOrdersService } from '../merch/index.js';
import { OrdersRepository, OrdersService } from '../orders/index.js';
import type { AuthUser } from '../sessions/index.js';

/** An order a discount lowers, of either purpose: a ticket order (`T…`) or a merch order (`M…`). */
export interface DiscountableOrder extends OrderDiscount {
  id: number;
  orderNo: string;
  userId: number;
  /** The event of a ticket order; a merch order's event, if its items belong to one. */
  eventId: number | null;
  status: OrderStatus | MerchOrderStatus;
  total: number;
  currency: string;
}

/**
 * The orders a voucher and Fan Coin may lower, read and written through the module that owns
 * each: the ticket orders of the orders module and the merch orders of the merch module (chosen
 * by the order number's letter). Both carry the same discount columns (`database/order-discount.ts`).
 */
@Injectable()
export class DiscountableOrders {
  constructor(
    private readonly orders: OrdersService,
    private readonly orderRows: OrdersRepository,
    private readonly merch: MerchOrdersService,
    private readonly merchRows: MerchOrdersRepository,
  ) {}

  /** An order of mine (anyone else's is not found, in its purpose's words), expired first if its hold ran out. */
  mine(user: AuthUser, orderNo: string): Promise<DiscountableOrder> {
    return isMerchOrderNo(orderNo) ? this.merch.mine(user, orderNo) : this.orders.mine(user, orderNo);
  }

  /** The order as it is now. */
  async reread(order: DiscountableOrder): Promise<DiscountableOrder> {
    const now = isMerchOrderNo(order.orderNo)
      ? await this.merchRows.findById(order.id)
      : await this.orderRows.findById(order.id);
    return now!;
  }

  /** What voucher terms weigh: the order's kind, its event and its undiscounted total. */
  targetOf(order: DiscountableOrder): DiscountTarget {
    return { kind: isMerchOrderNo(order.orderNo) ? 'merch' : 'ticket', eventId: order.eventId, amount: order.total };
  }

  /** Writes the discount if unchanged since `version` and no payment is under way (one conditional UPDATE). */
  setDiscount(
    tx: EntityManager,
    order: DiscountableOrder,
    version: number,
    d: DiscountChoice,
    now: number,
  ): Promise<boolean> {
    return isMerchOrderNo(order.orderNo)
      ? this.merchRows.setDiscount(tx, order, version, d, now)
      : this.orderRows.setDiscount(tx, order, version, d, now);
  }

  /** Drops an ended order's discount: it is due its total again. */
  clearDiscount(tx: EntityManager, order: DiscountableOrder): Promise<void> {
    return isMerchOrderNo(order.orderNo)
      ? this.merchRows.clearDiscount(tx, order.id)
      : this.orderRows.clearDiscount(tx, order.id);
  }
}
