import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { DiscountChoice } from '../../database/order-discount.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import {
  EventsRepository,
  type EventRow,
  type OrderableEvent,
  type OrderableType,
  type TicketType,
} from '../events/index.js';
import { HeldOrders, type HeldOrderKind, type HoldEnd, type HoldPart } from '../held-orders/index.js';
import type { Order, OrderAttendee } from './entities/order.entity.js';
import { OrdersRepository, liveKeyOf } from './orders.repository.js';
import { NO_RESALE, type ResaleStock } from './resale-stock.js';
import { BACK_ON_SALE, type ReturnedSeats, type SeatHandOver } from './returned-seats.js';

/** A hold to place: already checked against the event's rules by the caller. */
export interface HoldRequest {
  userId: number;
  event: OrderableEvent;
  items: { type: OrderableType; quantity: number }[];
  platform: string;
  attendees: OrderAttendee[] | null;
  idempotencyKey: string | null;
}

/** A hold in a waiting fan's name (a waiting-list offer), placed in the caller's transaction. */
export interface OfferHoldRequest {
  userId: number;
  event: EventRow;
  type: TicketType;
  quantity: number;
  /** How long the fan has to pay. */
  hours: number;
  now: number;
  /** The seats are already counted in `held` (returned by another hold); otherwise they are taken here. */
  seatsHeld: boolean;
  /** A resale listing's price: the offer holds that listing (the caller claims it), not seats. */
  resalePrice?: number;
}

/** A buyer's hold of one resale listing, checked against the event's rules by the caller. */
export interface ResaleHoldRequest {
  userId: number;
  event: EventRow;
  type: TicketType;
  price: number;
  platform: string;
  attendees: OrderAttendee[] | null;
  idempotencyKey: string | null;
  /** Claims the listing for the order just written (a conditional UPDATE): false when it is gone. */
  claim(tx: EntityManager, order: Order): Promise<boolean>;
}

/**
 * Ticket orders as a kind of held order (the held-orders core runs their lifecycle): what a hold
 * takes is seats, counted against the fan's per-event limit. Every seat count moves by one
 * conditional UPDATE inside the transaction that writes the order rows; seats that come back are
 * offered first to whoever registered for them (the waiting list: the handed-over seats never
 * leave `held`, so nobody else can take them).
 */
@Injectable()
export class HoldsService implements HeldOrderKind<Order>, OnModuleInit {
  readonly name = 'ticket';
  readonly prefix = 'T';

  constructor(
    private readonly held: HeldOrders,
    private readonly orders: OrdersRepository,
    private readonly events: EventsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private returned: ReturnedSeats = BACK_ON_SALE;
  private resaleStock: ResaleStock = NO_RESALE;

  onModuleInit(): void {
    this.held.register(this);
  }

  /** Registers who takes returned seats before they go back on sale (the waiting list, at start-up). */
  handReturnedSeatsTo(returned: ReturnedSeats): void {
    this.returned = returned;
  }

  /** Registers who owns resale listings (the resale module, at start-up). */
  handResaleTo(stock: ResaleStock): void {
    this.resaleStock = stock;
  }

  /** What resale orders hold: their listings (for the payment of a resale order). */
  get resale(): ResaleStock {
    return this.resaleStock;
  }

  holdMinutesFor(platform: string): number {
    return this.held.holdMinutesFor(platform);
  }

  /**
   * Places a buyer's hold of a resale listing through the core: the account's counter, the order
   * (source 'resale', the listing's price), then the listing claimed last, like a seat area.
   */
  placeResale(request: ResaleHoldRequest): Promise<Order> {
    const now = this.clock.now();
    const minutes = this.held.holdMinutesFor(request.platform);
    const { event, type } = request;
    let written: Order | null = null;
    return this.held.place({
      limits: [
        {
          take: (tx) => this.orders.countUp(tx, request.userId, event.id, 1, event.ticketLimit),
          refusal: () =>
            new AppError('TICKET_LIMIT_EXCEEDED', { num: event.ticketLimit }, { limit: event.ticketLimit }),
        },
      ],
      write: async (tx) => {
        written = await this.orders.insertOrder(
          tx,
          {
            orderNo: this.held.newOrderNo(this),
            userId: request.userId,
            eventId: event.id,
            status: 'held',
            source: 'resale',
            platform: request.platform,
            holdMinutes: minutes,
            quantity: 1,
            total: request.price,
            currency: event.currency,
            attendees: request.attendees ? JSON.stringify(request.attendees) : null,
            idempotencyKey: request.idempotencyKey,
            liveKey: liveKeyOf(request.userId, event.id),
            expiresAt: now + minutes * 60_000,
            paidAt: null,
            createdAt: now,
            updatedAt: now,
          },
          [{ ticketTypeId: type.id, quantity: 1, unitPrice: request.price }],
        );
        return written;
      },
      stock: [{ take: (tx) => request.claim(tx, written!), refusal: () => new AppError('RESALE_LISTING_TAKEN') }],
    });
  }

  /** Places a hold: the account's counter, the order rows, then each seat area in id order. */
  place(request: HoldRequest): Promise<Order> {
    return this.held.place(this.held.alone(this.part(request)));
  }

  /** A hold's writes, alone or as a checkout's part (its order then names the checkout and holds no live key). */
  part(request: HoldRequest): HoldPart<Order> {
    const now = this.clock.now();
    const minutes = this.held.holdMinutesFor(request.platform);
    const quantity = request.items.reduce((sum, item) => sum + item.quantity, 0);
    const items = [...request.items].sort((a, b) => a.type.id - b.type.id);
    const { event } = request;
    return {
      limits: [
        {
          take: (tx) => this.orders.countUp(tx, request.userId, event.id, quantity, event.ticketLimit),
          refusal: () =>
            new AppError('TICKET_LIMIT_EXCEEDED', { num: event.ticketLimit }, { limit: event.ticketLimit }),
        },
      ],
      write: (tx, checkoutId) =>
        this.orders.insertOrder(
          tx,
          {
            orderNo: this.held.newOrderNo(this),
            userId: request.userId,
            eventId: event.id,
            status: 'held',
            source: 'direct',
            platform: request.platform,
            holdMinutes: minutes,
            quantity,
            total: items.reduce((sum, item) => sum + item.type.price * item.quantity, 0),
            currency: event.currency,
            attendees: request.attendees ? JSON.stringify(request.attendees) : null,
            idempotencyKey: request.idempotencyKey,
            liveKey: checkoutId === null ? liveKeyOf(request.userId, event.id) : null,
            checkoutId,
            expiresAt: now + minutes * 60_000,
            paidAt: null,
            createdAt: now,
            updatedAt: now,
          },
          items.map((item) => ({ ticketTypeId: item.type.id, quantity: item.quantity, unitPrice: item.type.price })),
        ),
      stock: items.map((item) => ({
        take: (tx) => this.events.hold(tx, item.type.id, item.quantity, now),
        refusal: () => new AppError('TICKETS_SOLD_OUT', {}, { ticketTypeId: item.type.id }),
      })),
    };
  }

  /**
   * Places a hold in a waiting fan's name: the fan's purchase counter, the seats (unless already
   * held), then the order. Answers 'limit' when the fan has since bought up to the event's limit
   * and 'sold-out' when the seats are gone; nothing is left written in either case.
   */
  async placeOffer(tx: EntityManager, request: OfferHoldRequest): Promise<Order | 'limit' | 'sold-out'> {
    const { userId, event, type, quantity, hours, now } = request;
    if (!(await this.orders.countUp(tx, userId, event.id, quantity, event.ticketLimit))) return 'limit';
    const resale = request.resalePrice !== undefined;
    if (!resale && !request.seatsHeld && !(await this.events.hold(tx, type.id, quantity, now))) {
      await this.orders.countDown(tx, userId, event.id, quantity);
      return 'sold-out';
    }
    return this.orders.insertOrder(
      tx,
      {
        orderNo: this.held.newOrderNo(this),
        userId,
        eventId: event.id,
        status: 'held',
        source: resale ? 'resale' : 'waitlist',
        platform: 'WAITLIST',
        holdMinutes: hours * 60,
        quantity,
        total: (request.resalePrice ?? type.price) * quantity,
        currency: event.currency,
        attendees: null,
        idempotencyKey: null,
        liveKey: null,
        expiresAt: now + hours * 3600_000,
        paidAt: null,
        createdAt: now,
        updatedAt: now,
      },
      [{ ticketTypeId: type.id, quantity, unitPrice: request.resalePrice ?? type.price }],
    );
  }

  /** Ends a hold (expired or cancelled) through the core; false when it was no longer held. */
  end(orderId: number, to: HoldEnd): Promise<boolean> {
    return this.held.end(this, orderId, to);
  }

  /**
   * A refunded order's seats (the caller moved it from paid to refunded in `tx`): sold seats turn
   * into held ones, then go back like an ending hold's — the waiting list first. The caller runs
   * the answer's `afterCommit` once `tx` has committed.
   */
  async returnSold(tx: EntityManager, order: Order, now: number): Promise<SeatHandOver> {
    const handOver = this.returned.open();
    // Tickets the fan resold are the buyers' now: their seats stay sold, and the sale already
    // took them off the fan's counter.
    const resold = await this.resaleStock.resoldFrom(tx, order.id);
    for (const item of await this.orders.itemsOfInTx(tx, [order.id])) {
      const seats = item.quantity - (resold.get(item.ticketTypeId) ?? 0);
      if (seats > 0 && !(await this.events.unsell(tx, item.ticketTypeId, seats, now))) {
        throw new Error(`seat area ${item.ticketTypeId} has sold fewer seats than order ${order.orderNo}`);
      }
    }
    await this.returnSeats(tx, order, now, handOver, resold);
    return handOver;
  }

  /** What of a paid order its holder still holds: its amount less the price of the tickets they resold. */
  async stillHeldValue(tx: EntityManager, order: Order, paid: number): Promise<number> {
    const resold = await this.resaleStock.resoldFrom(tx, order.id);
    let value = 0;
    for (const item of await this.orders.itemsOfInTx(tx, [order.id])) {
      value += (resold.get(item.ticketTypeId) ?? 0) * item.unitPrice;
    }
    return Math.max(0, paid - value);
  }

  // The kind's rows and inventory, as the held-orders core uses them.

  findById(id: number, tx?: EntityManager): Promise<Order | null> {
    return tx ? this.orders.findByIdInTx(tx, id) : this.orders.findById(id);
  }

  findByNo(orderNo: string): Promise<Order | null> {
    return this.orders.findByNo(orderNo);
  }

  findByKey(userId: number, idempotencyKey: string): Promise<Order | null> {
    return this.orders.findByKey(userId, idempotencyKey);
  }

  expiredHoldIds(now: number, limit: number): Promise<number[]> {
    return this.orders.expiredHoldIds(now, limit);
  }

  close(tx: EntityManager, id: number, to: HoldEnd, now: number): Promise<boolean> {
    return this.orders.transition(tx, id, 'held', to, now, to === 'expired' ? { expiredBy: now } : {});
  }

  /** The seats back (the waiting list first) and the fan's count down; the hand-over finishes after the commit. */
  async giveBack(tx: EntityManager, order: Order, to: HoldEnd, now: number): Promise<() => Promise<void>> {
    if (order.source === 'resale') {
      // A resale hold took a fan's listing, not seats: the counter comes down, the listing goes back.
      if (!(await this.orders.countDown(tx, order.userId, order.eventId, order.quantity))) {
        throw new Error(`purchase counter of user ${order.userId} event ${order.eventId} is below ${order.quantity}`);
      }
      const after = await this.resaleStock.released(tx, order, to, now);
      return () => (after ? after() : Promise.resolve());
    }
    const handOver = this.returned.open();
    await this.returnSeats(tx, order, now, handOver);
    await handOver.ended(tx, order, to, now);
    return () => handOver.afterCommit();
  }

  setDiscount(tx: EntityManager, order: Order, version: number, discount: DiscountChoice, now: number) {
    return this.orders.setDiscount(tx, order, version, discount, now);
  }

  clearDiscount(tx: EntityManager, id: number): Promise<void> {
    return this.orders.clearDiscount(tx, id);
  }

  /** Undoes a held order's counts in the caller's transaction; the seats are handed over first. */
  private async returnSeats(
    tx: EntityManager,
    order: Order,
    now: number,
    handOver: SeatHandOver,
    resold: Map<number, number> = new Map(),
  ): Promise<void> {
    const count = order.quantity - [...resold.values()].reduce((a, b) => a + b, 0);
    if (count > 0 && !(await this.orders.countDown(tx, order.userId, order.eventId, count))) {
      throw new Error(`purchase counter of user ${order.userId} event ${order.eventId} is below ${count}`);
    }
    const items = await this.orders.itemsOfInTx(tx, [order.id]);
    const event = (await this.events.findEventInTx(tx, order.eventId))!;
    for (const item of items.sort((a, b) => a.ticketTypeId - b.ticketTypeId)) {
      const seats = item.quantity - (resold.get(item.ticketTypeId) ?? 0);
      if (seats <= 0) continue;
      const type = (await this.events.findTypeInTx(tx, item.ticketTypeId))!;
      const handed = await handOver.take(tx, event, type, seats, now);
      const rest = seats - handed;
      if (rest > 0 && !(await this.events.release(tx, type.id, rest, now))) {
        throw new Error(`seat area ${type.id} holds fewer than ${rest} seats`);
      }
    }
  }
}
