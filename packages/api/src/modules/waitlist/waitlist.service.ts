import type { Language, WaitlistEntryView } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { isUniqueViolation } from '../../database/db-errors.js';
import { EventsRepository, available } from '../events/index.js';
import { HoldsService, OrdersRepository } from '../orders/index.js';
import { type AuthUser, assertBuyer } from '../sessions/index.js';
import type { WaitlistEntry } from './entities/waitlist-entry.entity.js';
import { WaitlistRepository } from './waitlist.repository.js';

/** The waiting list ('reservation', spec §1): join a sold-out seat area, see the place, leave. */
@Injectable()
export class WaitlistService {
  constructor(
    private readonly waitlist: WaitlistRepository,
    private readonly events: EventsRepository,
    private readonly orders: OrdersRepository,
    private readonly holds: HoldsService,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async join(
    user: AuthUser,
    ticketTypeId: number,
    quantity: number,
    lang: Language,
    timeZone: string | null = null,
  ): Promise<WaitlistEntryView> {
    assertBuyer(user);
    const type = await this.events.findType(ticketTypeId);
    if (!type) throw new AppError('TICKET_TYPE_NOT_FOUND');
    const event = (await this.events.findEvent(type.eventId))!;
    const now = this.clock.now();
    if (now >= event.endsAt) throw new AppError('EVENT_NOT_ON_SALE');
    if (available(type) > 0) throw new AppError('WAITLIST_NOT_SOLD_OUT');
    if (quantity > event.ticketLimit) {
      throw new AppError('TICKET_LIMIT_EXCEEDED', { num: event.ticketLimit }, { limit: event.ticketLimit });
    }
    try {
      const entry = await this.transactions.withTransaction((tx) =>
        this.waitlist.insert(tx, {
          userId: user.id,
          eventId: event.id,
          ticketTypeId,
          quantity,
          status: 'waiting',
          activeKey: `${user.id}:${ticketTypeId}`,
          orderId: null,
          lang,
          timeZone,
          createdAt: now,
          updatedAt: now,
        }),
      );
      return this.view(entry);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('WAITLIST_ALREADY_JOINED');
      throw error;
    }
  }

  /** Leaves the list; an open offer is declined and its seats pass to the next fan. */
  async leave(user: AuthUser, id: number): Promise<WaitlistEntryView> {
    const entry = await this.waitlist.findOwned(user.id, id);
    if (!entry) throw new AppError('WAITLIST_ENTRY_NOT_FOUND');
    if (entry.status === 'offered' && entry.orderId !== null) {
      await this.holds.end(entry.orderId, 'cancelled');
    } else if (entry.status === 'waiting') {
      await this.transactions.withTransaction((tx) =>
        this.waitlist.transition(tx, entry.id, ['waiting'], 'left', this.clock.now()),
      );
    }
    return this.view((await this.waitlist.findOwned(user.id, id))!);
  }

  async mine(user: AuthUser): Promise<WaitlistEntryView[]> {
    const entries = await this.waitlist.listFor(user.id);
    return Promise.all(entries.map((e) => this.view(e)));
  }

  private async view(entry: WaitlistEntry): Promise<WaitlistEntryView> {
    const type = await this.events.findType(entry.ticketTypeId);
    const event = await this.events.findEvent(entry.eventId);
    const order = entry.orderId !== null ? await this.orders.findById(entry.orderId) : null;
    return {
      id: entry.id,
      status: entry.status,
      quantity: entry.quantity,
      position: entry.status === 'waiting' ? await this.waitlist.position(entry) : null,
      event: event ? { id: event.id, title: event.title, startsAt: event.startsAt, timeZone: event.timeZone } : null,
      ticketType: type ? { id: type.id, name: type.name, price: type.price } : null,
      offer: order
        ? { orderNo: order.orderNo, status: order.status, quantity: order.quantity, expiresAt: order.expiresAt }
        : null,
      createdAt: entry.createdAt,
    };
  }
}
