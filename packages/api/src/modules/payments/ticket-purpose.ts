import { isOrderNo } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import { EventsRepository } from '../events/index.js';
import { heldPayable } from '../held-orders/index.js';
import { HoldsService, type Order, OrdersRepository, OrdersService } from '../orders/index.js';
import type { AuthUser } from '../sessions/index.js';
import { type IssueLine, TicketsService } from '../tickets/index.js';
import { WaitlistOffers } from '../waitlist/index.js';
import type { Payment } from './entities/payment.entity.js';
import type { PayableOrder, PaymentPurpose } from './payment-purpose.js';
import { ReceiptMailer } from './receipt-mailer.js';

/** Rolls a revival back: the seats of a lapsed hold were gone. */
export class SeatsGone extends Error {}

/**
 * Paying a ticket order: a held order becomes paid, its held seats sold and its tickets issued;
 * a hold that lapsed is revived only if its seats are still free and the fan's limit allows.
 */
@Injectable()
export class TicketPurpose implements PaymentPurpose {
  readonly name = 'ticket';

  constructor(
    private readonly ordersService: OrdersService,
    private readonly orders: OrdersRepository,
    private readonly holds: HoldsService,
    private readonly events: EventsRepository,
    private readonly tickets: TicketsService,
    private readonly waitlist: WaitlistOffers,
    private readonly receipts: ReceiptMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  owns(orderNo: string): boolean {
    return isOrderNo(orderNo);
  }

  async payable(user: AuthUser, orderNo: string): Promise<PayableOrder> {
    const order = await this.ordersService.mine(user, orderNo);
    return { purpose: this.name, ...heldPayable(order), record: order };
  }

  /** Throws SeatsGone when a late payment's revival finds the seats taken (the caller retries without reviving). */
  async pay(tx: EntityManager, payment: Payment, now: number, late: boolean, payable?: PayableOrder): Promise<boolean> {
    // The order this request read (a wallet payment) or as the transaction sees it. A charge of
    // another amount than the order is due now (its discount changed or was given back while the
    // charge was under way) never pays it: it is refunded. The transition decides both: held, and
    // still due the payment's amount.
    const read = !late && payable?.record ? (payable.record as Order) : undefined;
    const order = read ?? (await this.orders.findByIdInTx(tx, payment.orderId))!;
    if (order.id !== payment.orderId || payment.amount !== order.amountDue) return false;
    if (order.source === 'resale') return this.payResale(tx, order, payment, now);
    const lines = await this.tickets.issueLinesOf(tx, order.id);
    let paid = false;
    if (await this.orders.transition(tx, order.id, 'held', 'paid', now, { paidAt: now, amountDue: payment.amount })) {
      await this.confirmHeld(tx, order, lines, now);
      paid = true;
    } else if (late) {
      paid =
        (await this.revive(tx, order, lines, 'expired', now)) ||
        (await this.revive(tx, order, lines, 'cancelled', now));
    }
    if (paid) await this.tickets.issue(tx, order, now, lines);
    return paid;
  }

  /**
   * A checkout's ticket part paid with its checkout (the checkout's own transition took the
   * amount): held -> paid, its seats sold and its tickets issued, in the settling transaction.
   */
  async payPart(tx: EntityManager, orderId: number, now: number): Promise<boolean> {
    const order = (await this.orders.findByIdInTx(tx, orderId))!;
    const lines = await this.tickets.issueLinesOf(tx, order.id);
    if (!(await this.orders.transition(tx, order.id, 'held', 'paid', now, { paidAt: now }))) return false;
    await this.confirmHeld(tx, order, lines, now);
    await this.tickets.issue(tx, order, now, lines);
    return true;
  }

  /** A checkout's ticket part as its receipt names it: the event and "Area × n, …", read in the transaction. */
  async partLine(tx: EntityManager, orderId: number): Promise<{ event: string; items: string }> {
    const order = (await this.orders.findByIdInTx(tx, orderId))!;
    const event = await this.events.findEventInTx(tx, order.eventId);
    const lines = await this.tickets.issueLinesOf(tx, orderId);
    return { event: event?.title ?? '', items: lines.map((l) => `${l.seatArea} × ${l.quantity}`).join(', ') };
  }

  mailPaid(tx: EntityManager, payment: Payment, now: number): Promise<void> {
    return this.receipts.owe(tx, payment, now);
  }

  /**
   * A resale order: its listing sold and its ticket moved to the buyer first (the resale module's
   * conditional UPDATE decides), then the order paid. A hold that lapsed is never revived: its
   * listing went back on offer, so the charge is refunded.
   */
  private async payResale(tx: EntityManager, order: Order, payment: Payment, now: number): Promise<boolean> {
    if (order.status !== 'held' || !(await this.holds.resale.sell(tx, order, now))) return false;
    if (
      !(await this.orders.transition(tx, order.id, 'held', 'paid', now, { paidAt: now, amountDue: payment.amount }))
    ) {
      throw new Error(`resale order ${order.orderNo} held its listing but was not held`);
    }
    await this.waitlist.fulfil(tx, order.id, now);
    // Once the payment commits: the refund a return owes goes out.
    TransactionRunner.afterCommit(tx, () => this.holds.resale.afterSold(order.id));
    return true;
  }

  resultUrl(orderNo: string): string {
    return `${this.config.publicApiUrl}/#/payment/result?orderNo=${encodeURIComponent(orderNo)}`;
  }

  /** The hold's seats become sold; a waiting-list offer (an order the waiting list placed) is fulfilled. */
  private async confirmHeld(tx: EntityManager, order: Order, lines: IssueLine[], now: number): Promise<void> {
    for (const line of lines) {
      if (!(await this.events.confirm(tx, line.ticketTypeId, line.quantity, now))) {
        throw new Error(`seat area ${line.ticketTypeId} holds fewer seats than order ${order.orderNo}`);
      }
    }
    if (order.source === 'waitlist') await this.waitlist.fulfil(tx, order.id, now);
  }

  /** A lapsed hold paid late: takes its seats again only if they are free and the limit allows. */
  private async revive(
    tx: EntityManager,
    order: Order,
    lines: IssueLine[],
    from: 'expired' | 'cancelled',
    now: number,
  ): Promise<boolean> {
    if (!(await this.orders.transition(tx, order.id, from, 'paid', now, { paidAt: now }))) return false;
    const event = (await this.events.findEventInTx(tx, order.eventId))!;
    if (!(await this.orders.countUp(tx, order.userId, order.eventId, order.quantity, event.ticketLimit))) {
      throw new SeatsGone();
    }
    for (const line of lines) {
      if (!(await this.events.sellFree(tx, line.ticketTypeId, line.quantity, now))) throw new SeatsGone();
    }
    return true;
  }
}
