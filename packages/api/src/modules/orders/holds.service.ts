import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import type { EventRow } from '../events/entities/event.entity.js';
import type { TicketType } from '../events/entities/ticket-type.entity.js';
import { EventsRepository } from '../events/events.repository.js';
import { WaitlistRepository } from '../waitlist/waitlist.repository.js';
import type { Order, OrderAttendee } from './entities/order.entity.js';
import { OrdersRepository, liveKeyOf } from './orders.repository.js';
import { type OfferNotice, WaitlistMailer } from './waitlist-mailer.js';

export function newOrderNo(): string {
  return `T${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** A hold to place: already checked against the event's rules by the caller. */
export interface HoldRequest {
  userId: number;
  event: EventRow;
  items: { type: TicketType; quantity: number }[];
  platform: string;
  attendees: OrderAttendee[] | null;
  idempotencyKey: string | null;
}

/** Thrown inside a transaction to roll it back with a business error. */
class Refused extends AppError {}

/**
 * Holds and their return. Every seat count moves by one conditional UPDATE inside the
 * transaction that writes the order rows; seats that come back go first to the waiting list of
 * their seat area (the handed-over seats never leave `held`, so nobody else can take them).
 */
@Injectable()
export class HoldsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly orders: OrdersRepository,
    private readonly events: EventsRepository,
    private readonly waitlist: WaitlistRepository,
    private readonly mailer: WaitlistMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

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
   * Ends a hold (expired or cancelled) and returns its seats: claimed with a conditional UPDATE
   * so only one instance does it. Answers false when the order was no longer held.
   */
  async end(orderId: number, to: 'expired' | 'cancelled'): Promise<boolean> {
    const now = this.clock.now();
    const notices: OfferNotice[] = [];
    const ended = await this.transactions.withTransaction(async (tx) => {
      const claimed = await this.orders.transition(
        tx,
        orderId,
        'held',
        to,
        now,
        to === 'expired' ? { expiredBy: now } : {},
      );
      if (!claimed) return false;
      const order = (await this.orders.findById(orderId, tx))!;
      await this.returnSeats(tx, order, now, notices);
      const entry = await this.waitlist.findByOrder(order.id, tx);
      if (entry) await this.waitlist.transition(tx, entry.id, ['offered'], to === 'expired' ? 'expired' : 'left', now);
      return true;
    });
    await this.mailer.send(notices);
    return ended;
  }

  /** Undoes a held order's counts in the caller's transaction; the seats go to the waiting list first. */
  private async returnSeats(tx: EntityManager, order: Order, now: number, notices: OfferNotice[]): Promise<void> {
    if (!(await this.orders.countDown(tx, order.userId, order.eventId, order.quantity))) {
      throw new Error(`purchase counter of user ${order.userId} event ${order.eventId} is below ${order.quantity}`);
    }
    const items = await this.orders.itemsOf([order.id], tx);
    const event = (await this.events.findEvent(order.eventId, tx))!;
    for (const item of items.sort((a, b) => a.ticketTypeId - b.ticketTypeId)) {
      const type = (await this.events.findType(item.ticketTypeId, tx))!;
      const handed = await this.offer(tx, event, type, item.quantity, now, notices, true);
      const rest = item.quantity - handed;
      if (rest > 0 && !(await this.events.release(tx, type.id, rest, now))) {
        throw new Error(`seat area ${type.id} holds fewer than ${rest} seats`);
      }
    }
  }

  /**
   * Offers up to `seats` seats of a seat area to its waiting list, strictly in reservation
   * order; each offer is a hold in the fan's name. `alreadyHeld` says the seats are counted in
   * `held` (returned by a hold); otherwise each offer takes them with a conditional UPDATE.
   * Answers how many seats were handed over.
   */
  async offer(
    tx: EntityManager,
    event: EventRow,
    type: TicketType,
    seats: number,
    now: number,
    notices: OfferNotice[],
    alreadyHeld: boolean,
  ): Promise<number> {
    let left = seats;
    let after = 0;
    const hours = this.config.waitlistOfferHours;
    while (left > 0) {
      const entry = await this.waitlist.nextWaiting(tx, type.id, after);
      if (!entry) break;
      after = entry.id;
      // Claim the fan's place first: another instance offering at once moves on to the next.
      if (!(await this.waitlist.transition(tx, entry.id, ['waiting'], 'offered', now))) continue;
      const quantity = Math.min(entry.quantity, left);
      if (!(await this.orders.countUp(tx, entry.userId, event.id, quantity, event.ticketLimit))) {
        // The fan has since bought up to the limit: the place passes to the next in line.
        await this.waitlist.transition(tx, entry.id, ['offered'], 'skipped', now);
        continue;
      }
      if (!alreadyHeld && !(await this.events.hold(tx, type.id, quantity, now))) {
        await this.orders.countDown(tx, entry.userId, event.id, quantity);
        await this.waitlist.transition(tx, entry.id, ['offered'], 'waiting', now);
        break;
      }
      const expiresAt = now + hours * 3600_000;
      const order = await this.orders.insertOrder(
        tx,
        {
          orderNo: newOrderNo(),
          userId: entry.userId,
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
          expiresAt,
          paidAt: null,
          createdAt: now,
          updatedAt: now,
        },
        [{ ticketTypeId: type.id, quantity, unitPrice: type.price }],
      );
      await this.waitlist.attachOrder(tx, entry.id, order.id, now);
      notices.push({
        userId: entry.userId,
        lang: entry.lang,
        timeZone: entry.timeZone,
        event: event.title,
        area: type.name,
        quantity,
        orderNo: order.orderNo,
        until: expiresAt,
      });
      left -= quantity;
    }
    return seats - left;
  }

  /** Offers seats of a seat area that are free (capacity raised) to its waiting list. */
  async offerFreeSeats(tx: EntityManager, ticketTypeId: number, notices: OfferNotice[]): Promise<number> {
    const now = this.clock.now();
    const type = await this.events.findType(ticketTypeId, tx);
    if (!type) return 0;
    const event = (await this.events.findEvent(type.eventId, tx))!;
    const free = type.capacity - type.sold - type.held;
    return free > 0 ? this.offer(tx, event, type, free, now, notices, false) : 0;
  }

  sendNotices(notices: OfferNotice[]): Promise<void> {
    return this.mailer.send(notices);
  }
}
