import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import {
  EventsRepository,
  type EventRow,
  type OrderableEvent,
  type OrderableType,
  type TicketType,
} from '../events/index.js';
import type { Order, OrderAttendee } from './entities/order.entity.js';
import { OrdersRepository, liveKeyOf } from './orders.repository.js';
import { BACK_ON_SALE, type ReturnedSeats, type SeatHandOver } from './returned-seats.js';

export function newOrderNo(): string {
  return `T${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** A hold to place: already checked against the event's rules by the caller. */
export interface HoldRequest {
  userId: number;
  event: OrderableEvent;
  items: { type: OrderableType; quantity: number }[];
  platform: string;
  attendees: OrderAttendee[] | null;
  idempotencyKey: string | null;
}

/** Thrown inside a transaction to roll it back with a business error. */
class Refused extends AppError {}

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
}

/**
 * Holds and their return. Every seat count moves by one conditional UPDATE inside the
 * transaction that writes the order rows; seats that come back are offered first to whoever
 * registered for them (the waiting list: the handed-over seats never leave `held`, so nobody
 * else can take them).
 */
@Injectable()
export class HoldsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly orders: OrdersRepository,
    private readonly events: EventsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private returned: ReturnedSeats = BACK_ON_SALE;
  private readonly endListeners: Array<
    (tx: EntityManager, order: Order, to: 'expired' | 'cancelled') => Promise<void>
  > = [];

  /**
   * Called in the transaction that ends a hold (expired or cancelled), after its seats are back:
   * what the order took from the fan beside seats (a voucher, Fan Coin) goes back with it.
   */
  onEnded(listener: (tx: EntityManager, order: Order, to: 'expired' | 'cancelled') => Promise<void>): void {
    this.endListeners.push(listener);
  }

  /** Registers who takes returned seats before they go back on sale (the waiting list, at start-up). */
  handReturnedSeatsTo(returned: ReturnedSeats): void {
    this.returned = returned;
  }

  holdMinutesFor(platform: string): number {
    return platform === 'PC' ? this.config.holdMinutes.PC : this.config.holdMinutes.H5;
  }

  /** Places a hold: the account's counter, the order rows, then each seat area in id order. */
  async place(request: HoldRequest): Promise<Order> {
    const now = this.clock.now();
    const minutes = this.holdMinutesFor(request.platform);
    const quantity = request.items.reduce((sum, item) => sum + item.quantity, 0);
    const items = [...request.items].sort((a, b) => a.type.id - b.type.id);
    return this.transactions.withTransaction(async (tx) => {
      const { event } = request;
      if (!(await this.orders.countUp(tx, request.userId, event.id, quantity, event.ticketLimit))) {
        throw new Refused('TICKET_LIMIT_EXCEEDED', { num: event.ticketLimit }, { limit: event.ticketLimit });
      }
      const order = await this.orders.insertOrder(
        tx,
        {
          orderNo: newOrderNo(),
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
          liveKey: liveKeyOf(request.userId, event.id),
          expiresAt: now + minutes * 60_000,
          paidAt: null,
          createdAt: now,
          updatedAt: now,
        },
        items.map((item) => ({ ticketTypeId: item.type.id, quantity: item.quantity, unitPrice: item.type.price })),
      );
      // The contended seat-area rows last, so their row locks (MySQL) are held only until the commit.
      for (const item of items) {
        if (!(await this.events.hold(tx, item.type.id, item.quantity, now))) {
          throw new Refused('TICKETS_SOLD_OUT', {}, { ticketTypeId: item.type.id });
        }
      }
      return order;
    });
  }

  /**
   * Places a hold in a waiting fan's name: the fan's purchase counter, the seats (unless already
   * held), then the order. Answers 'limit' when the fan has since bought up to the event's limit
   * and 'sold-out' when the seats are gone; nothing is left written in either case.
   */
  async placeOffer(tx: EntityManager, request: OfferHoldRequest): Promise<Order | 'limit' | 'sold-out'> {
    const { userId, event, type, quantity, hours, now } = request;
    if (!(await this.orders.countUp(tx, userId, event.id, quantity, event.ticketLimit))) return 'limit';
    if (!request.seatsHeld && !(await this.events.hold(tx, type.id, quantity, now))) {
      await this.orders.countDown(tx, userId, event.id, quantity);
      return 'sold-out';
    }
    return this.orders.insertOrder(
      tx,
      {
        orderNo: newOrderNo(),
        userId,
        eventId: event.id,
        status: 'held',
        source: 'waitlist',
        platform: 'WAITLIST',
        holdMinutes: hours * 60,
        quantity,
        total: type.price * quantity,
        currency: event.currency,
        attendees: null,
        idempotencyKey: null,
        liveKey: null,
        expiresAt: now + hours * 3600_000,
        paidAt: null,
        createdAt: now,
        updatedAt: now,
      },
      [{ ticketTypeId: type.id, quantity, unitPrice: type.price }],
    );
  }

  /**
   * Ends a hold (expired or cancelled) and returns its seats: claimed with a conditional UPDATE
   * so only one instance does it. Answers false when the order was no longer held.
   */
  async end(orderId: number, to: 'expired' | 'cancelled'): Promise<boolean> {
    const now = this.clock.now();
    let handOver: SeatHandOver | undefined;
    const ended = await this.transactions.withTransaction(async (tx) => {
      handOver = this.returned.open();
      const claimed = await this.orders.transition(
        tx,
        orderId,
        'held',
        to,
        now,
        to === 'expired' ? { expiredBy: now } : {},
      );
      if (!claimed) return false;
      const order = (await this.orders.findByIdInTx(tx, orderId))!;
      await this.returnSeats(tx, order, now, handOver);
      await handOver.ended(tx, order, to, now);
      for (const listener of this.endListeners) await listener(tx, order, to);
      return true;
    });
    if (ended) await handOver!.afterCommit();
    return ended;
  }

  /**
   * A refunded order's seats (the caller moved it from paid to refunded in `tx`): sold seats turn
   * into held ones, then go back like an ending hold's — the waiting list first. The caller runs
   * the answer's `afterCommit` once `tx` has committed.
   */
  async returnSold(tx: EntityManager, order: Order, now: number): Promise<SeatHandOver> {
    const handOver = this.returned.open();
    for (const item of await this.orders.itemsOfInTx(tx, [order.id])) {
      if (!(await this.events.unsell(tx, item.ticketTypeId, item.quantity, now))) {
        throw new Error(`seat area ${item.ticketTypeId} has sold fewer seats than order ${order.orderNo}`);
      }
    }
    await this.returnSeats(tx, order, now, handOver);
    return handOver;
  }

  /** Undoes a held order's counts in the caller's transaction; the seats are handed over first. */
  private async returnSeats(tx: EntityManager, order: Order, now: number, handOver: SeatHandOver): Promise<void> {
    if (!(await this.orders.countDown(tx, order.userId, order.eventId, order.quantity))) {
      throw new Error(`purchase counter of user ${order.userId} event ${order.eventId} is below ${order.quantity}`);
    }
    const items = await this.orders.itemsOfInTx(tx, [order.id]);
    const event = (await this.events.findEventInTx(tx, order.eventId))!;
    for (const item of items.sort((a, b) => a.ticketTypeId - b.ticketTypeId)) {
      const type = (await this.events.findTypeInTx(tx, item.ticketTypeId))!;
      const handed = await handOver.take(tx, event, type, item.quantity, now);
      const rest = item.quantity - handed;
      if (rest > 0 && !(await this.events.release(tx, type.id, rest, now))) {
        throw new Error(`seat area ${type.id} holds fewer than ${rest} seats`);
      }
    }
  }
}
