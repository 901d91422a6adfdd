import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { EventsRepository, type EventRow, type TicketType } from '../events/index.js';
import { HoldsService, type Order, type ReturnedSeats, type SeatHandOver } from '../orders/index.js';
import { type OfferNotice, WaitlistMailer } from './waitlist-mailer.js';
import { WaitlistRepository } from './waitlist.repository.js';

/**
 * Offers seats to the waiting list of their seat area, strictly in reservation order; each offer
 * is a hold in the fan's name. Seats come from holds that end (registered with the holds at
 * start-up) and from capacity raised by organisers. Each offer's e-mail is written to the outbox
 * in the offer's transaction and goes out once it commits.
 */
@Injectable()
export class WaitlistOffers implements ReturnedSeats, OnModuleInit {
  constructor(
    private readonly waitlist: WaitlistRepository,
    private readonly events: EventsRepository,
    private readonly holds: HoldsService,
    private readonly mailer: WaitlistMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.holds.handReturnedSeatsTo(this);
  }

  /** An ending hold's seats go to the waiting list first; its own offer entry (if any) closes. */
  open(): SeatHandOver {
    return {
      take: (tx, event, type, seats, now) => this.offer(tx, event, type, seats, now, true),
      ended: async (tx, order, to, now) => {
        const entry = await this.waitlist.findByOrder(tx, order.id);
        if (entry)
          await this.waitlist.transition(tx, entry.id, ['offered'], to === 'expired' ? 'expired' : 'left', now);
      },
      // The offers' e-mails are in the outbox already.
      afterCommit: () => Promise.resolve(),
    };
  }

  /**
   * Offers up to `seats` seats of a seat area to its waiting list. `alreadyHeld` says the seats
   * are counted in `held` (returned by a hold); otherwise each offer takes them with a
   * conditional UPDATE. Answers how many seats were handed over.
   */
  private async offer(
    tx: EntityManager,
    event: EventRow,
    type: TicketType,
    seats: number,
    now: number,
    alreadyHeld: boolean,
    resale?: { price: number; placed: Order[] },
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
      const placed = await this.holds.placeOffer(tx, {
        userId: entry.userId,
        event,
        type,
        quantity,
        hours,
        now,
        seatsHeld: alreadyHeld,
        ...(resale ? { resalePrice: resale.price } : {}),
      });
      if (placed === 'limit') {
        // The fan has since bought up to the limit: the place passes to the next in line.
        await this.waitlist.transition(tx, entry.id, ['offered'], 'skipped', now);
        continue;
      }
      if (placed === 'sold-out') {
        await this.waitlist.transition(tx, entry.id, ['offered'], 'waiting', now);
        break;
      }
      await this.waitlist.attachOrder(tx, entry.id, placed.id, now);
      resale?.placed.push(placed);
      await this.mailer.owe(tx, noticeOf(entry, event, type, quantity, placed));
      left -= quantity;
    }
    return seats - left;
  }

  /**
   * Offers the free seats of seat areas whose capacity was raised, in the caller's transaction;
   * answers how many seats were offered (their e-mails are in the outbox: nothing is left to send
   * after the commit).
   */
  async offerFreeSeats(
    tx: EntityManager,
    ticketTypeIds: number[],
  ): Promise<{ offered: number; afterCommit: () => Promise<void> }> {
    const now = this.clock.now();
    let offered = 0;
    for (const id of ticketTypeIds) {
      const type = await this.events.findTypeInTx(tx, id);
      if (!type) continue;
      const event = (await this.events.findEventInTx(tx, type.eventId))!;
      const free = type.capacity - type.sold - type.held;
      if (free > 0) offered += await this.offer(tx, event, type, free, now, false);
    }
    return { offered, afterCommit: () => Promise.resolve() };
  }

  /**
   * Offers one fan's listed ticket (resale module) to the seat area's waiting list, next in line
   * first, as a hold at the listing's price, in the caller's transaction (its e-mail in the outbox);
   * the caller claims the listing for the answered order. Null when nobody is waiting (the listing stays public).
   */
  async offerListing(
    tx: EntityManager,
    event: EventRow,
    type: TicketType,
    price: number,
    now: number,
  ): Promise<{ order: Order; afterCommit: () => Promise<void> } | null> {
    const placed: Order[] = [];
    await this.offer(tx, event, type, 1, now, true, { price, placed });
    // The offer's e-mail is in the outbox already.
    return placed[0] ? { order: placed[0], afterCommit: () => Promise.resolve() } : null;
  }

  /**
   * A resale offer's hold ended: its waiting-list entry closes as a seat offer's does, or goes
   * back to waiting (its place kept) when the seller withdrew the listing under it.
   */
  async closeOffer(
    tx: EntityManager,
    orderId: number,
    to: 'expired' | 'cancelled' | 'waiting',
    now: number,
  ): Promise<void> {
    const entry = await this.waitlist.findByOrder(tx, orderId);
    const status = to === 'expired' ? 'expired' : to === 'cancelled' ? 'left' : 'waiting';
    if (entry) await this.waitlist.transition(tx, entry.id, ['offered'], status, now);
  }

  /** A paid offer fulfils its waiting-list entry, in the payment's transaction. */
  async fulfil(tx: EntityManager, orderId: number, now: number): Promise<void> {
    await this.waitlist.fulfilByOrder(tx, orderId, now);
  }
}

function noticeOf(
  entry: { userId: number; lang: string; timeZone: string | null },
  event: EventRow,
  type: TicketType,
  quantity: number,
  order: Order,
): OfferNotice {
  return {
    userId: entry.userId,
    lang: entry.lang,
    timeZone: entry.timeZone,
    event: event.title,
    area: type.name,
    quantity,
    orderNo: order.orderNo,
    until: order.expiresAt,
    venueZone: event.timeZone,
  };
}
