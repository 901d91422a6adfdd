import { type OrderPage, type OrderStatus, PAGE_SIZE, REPLY_CODES, type TicketLimitView } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { DeviceClass } from '../../common/http/device-class.js';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { AttendeesRepository } from '../attendees/index.js';
import { EventsRepository, type Orderable } from '../events/index.js';
import { HeldOrders } from '../held-orders/index.js';
import { type AuthUser, buysOnDesktop } from '../sessions/index.js';
import type { CreateOrderBody } from './dto/order.dto.js';
import type { Order, OrderAttendee } from './entities/order.entity.js';
import type { OrderItem } from './entities/order-item.entity.js';
import { type HoldRequest, HoldsService, type ResaleHoldRequest } from './holds.service.js';
import { orderView, type OrderView } from './order-views.js';
import { OrdersRepository } from './orders.repository.js';
import { isUniqueViolation } from '../../database/db-errors.js';

/** Ticket orders: the rules before a hold, the summary, cancel, my orders, lazy expiry. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly held: HeldOrders,
    private readonly holds: HoldsService,
    private readonly orders: OrdersRepository,
    private readonly events: EventsRepository,
    private readonly attendees: AttendeesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  create(
    user: AuthUser,
    platform: string,
    device: DeviceClass,
    body: CreateOrderBody,
    key: string | undefined,
  ): Promise<OrderView> {
    return this.held.create(user, this.holds, key, {
      view: (order) => this.view(order),
      place: async () =>
        (await this.resumeLiveHold(user.id, body)) ?? (await this.place(user, platform, device, body, key)),
      // Another confirmation of this fan for this event won the one live hold (unique index), or
      // its seats, already counted, used up the fan's limit: that hold decides the answer.
      recover: (error) =>
        isUniqueViolation(error) || (error instanceof AppError && error.entry === REPLY_CODES.TICKET_LIMIT_EXCEEDED)
          ? this.resumeLiveHold(user.id, body)
          : Promise.resolve(null),
    });
  }

  /**
   * A fan has at most one live hold per event. Confirming the same selection again (Back, then
   * Confirm) answers that hold with its remaining time instead of holding more seats; a different
   * selection is refused with the open order's number, so the app can offer to continue with it or
   * to release it first. A hold that has run out is expired here and no longer counts.
   */
  private async resumeLiveHold(userId: number, body: CreateOrderBody): Promise<OrderView | null> {
    const live = await this.orders.findLiveHold(userId, body.eventId);
    if (!live) return null;
    if ((await this.held.expireIfDue(this.holds, live)).status !== 'held') return null;
    const items = await this.orders.itemsOf([live.id]);
    const wanted = new Map<number, number>();
    for (const item of body.items) {
      if (item.quantity > 0) wanted.set(item.ticketTypeId, (wanted.get(item.ticketTypeId) ?? 0) + item.quantity);
    }
    const attendeeIds = live.attendees
      ? (JSON.parse(live.attendees) as OrderAttendee[]).map((a) => a.attendeeId).join(',')
      : '';
    const same =
      items.length === wanted.size &&
      items.every((item) => wanted.get(item.ticketTypeId) === item.quantity) &&
      (body.attendeeIds ?? []).join(',') === attendeeIds;
    if (!same) throw new AppError('ORDER_ALREADY_HELD', {}, { orderNo: live.orderNo });
    return this.view(live, items);
  }

  /** The hold, or the refusal that stops it before any write (`refusal`). */
  private async place(
    user: AuthUser,
    platform: string,
    device: DeviceClass,
    body: CreateOrderBody,
    key: string | undefined,
  ): Promise<OrderView> {
    const { request, event, types } = await this.prepare(user, platform, device, body, key);
    const order = await this.holds.place(request);
    // The answer is built from the rows just written (items in seat-area id order, as stored), with
    // the event's and seat areas' names read with what the checks decided on.
    const written = [...request.items]
      .sort((a, b) => a.type.id - b.type.id)
      .map((item) => ({ ticketTypeId: item.type.id, quantity: item.quantity, unitPrice: item.type.price }));
    return orderView(order, event, written, types, this.clock.now());
  }

  /**
   * The rules before a ticket hold (the event on sale, the seat areas, the fan's limit, the
   * attendees): the hold to place, or the refusal that stops it before any write. A checkout
   * (tickets and merch in one payment) places it as its part.
   */
  async prepare(
    user: AuthUser,
    platform: string,
    device: DeviceClass,
    body: CreateOrderBody,
    key: string | undefined,
  ): Promise<{ request: HoldRequest; event: Orderable['event']; types: Orderable['types'] }> {
    const wanted = new Map<number, number>();
    for (const item of body.items) {
      if (item.quantity > 0) wanted.set(item.ticketTypeId, (wanted.get(item.ticketTypeId) ?? 0) + item.quantity);
    }
    // The event and the wanted seat areas in one read; the checks below keep their order.
    const found = await this.events.findForOrder(body.eventId, [...wanted.keys()]);
    const quantity = [...wanted.values()].reduce((a, b) => a + b, 0);
    const refusal = this.refusal(found, buysOnDesktop(user, platform, device), wanted, quantity);
    if (refusal) throw refusal;
    const { event, types } = found!;
    if ((await this.orders.ticketsOf(user.id, event.id)) + quantity > event.ticketLimit) {
      throw new AppError('TICKET_LIMIT_EXCEEDED', { num: event.ticketLimit }, { limit: event.ticketLimit });
    }

    const attendees = await this.attendeesFor(user.id, event.realNameRequired, body.attendeeIds, quantity);

    const items = types.map((type) => ({ type, quantity: wanted.get(type.id)! }));
    const request = { userId: user.id, event, items, platform, attendees, idempotencyKey: key ?? null };
    return { request, event, types };
  }

  /** The order's real-name attendees (one per ticket, the fan's own), or null on an event without real names. */
  private async attendeesFor(
    userId: number,
    realNameRequired: boolean,
    attendeeIds: number[] | undefined,
    quantity: number,
  ): Promise<OrderAttendee[] | null> {
    if (!realNameRequired) return null;
    const ids = attendeeIds ?? [];
    if (ids.length !== quantity || new Set(ids).size !== ids.length) {
      throw new AppError('ATTENDEES_REQUIRED', {}, { needed: quantity });
    }
    const owned = await this.attendees.findOwned(userId, ids);
    if (owned.length !== ids.length) throw new AppError('ATTENDEE_NOT_FOUND');
    return ids.map((id) => {
      const a = owned.find((f) => f.id === id)!;
      return { attendeeId: a.id, fullName: a.fullName, idType: a.idType, idNumber: a.idNumber };
    });
  }

  /**
   * A buyer's order for one resale listing (the resale module checked the listing): bought like
   * any ticket — the same core (Idempotency-Key, one live hold per fan and event), the per-account
   * limit and the real-name attendee — with the listing claimed as the hold's stock.
   */
  createResale(
    user: AuthUser,
    platform: string,
    request: Omit<ResaleHoldRequest, 'userId' | 'platform' | 'attendees' | 'idempotencyKey'> & {
      attendeeIds?: number[];
    },
    key: string | undefined,
  ): Promise<OrderView> {
    return this.held.create(user, this.holds, key, {
      view: (order) => this.view(order),
      place: async () => {
        const { event } = request;
        if ((await this.orders.ticketsOf(user.id, event.id)) + 1 > event.ticketLimit) {
          throw new AppError('TICKET_LIMIT_EXCEEDED', { num: event.ticketLimit }, { limit: event.ticketLimit });
        }
        const live = await this.orders.findLiveHold(user.id, event.id);
        if (live && (await this.held.expireIfDue(this.holds, live)).status === 'held') {
          throw new AppError('ORDER_ALREADY_HELD', {}, { orderNo: live.orderNo });
        }
        const attendees = await this.attendeesFor(user.id, event.realNameRequired, request.attendeeIds, 1);
        const order = await this.holds.placeResale({
          userId: user.id,
          event,
          type: request.type,
          price: request.price,
          platform,
          attendees,
          idempotencyKey: key ?? null,
          claim: request.claim,
        });
        return this.view(order);
      },
    });
  }

  /**
   * Why an order for what was just read cannot be held, in the order the checks are made; none
   * when it may go on to the fan's count and the hold. Only seat areas of this event were read, so
   * any other id is unknown; the seats are a fast refusal, and only the hold's conditional UPDATEs
   * ever sell.
   */
  private refusal(
    found: Orderable | null,
    onDesktop: boolean,
    wanted: Map<number, number>,
    quantity: number,
  ): AppError | undefined {
    if (!found) return new AppError('EVENT_NOT_FOUND');
    const { event, types } = found;
    // Platform PC alone is the client's claim: the browser's own headers decide (buysOnDesktop).
    if (event.desktopOnly && !onDesktop) {
      return new AppError('EVENT_DESKTOP_ONLY', {}, { siteUrl: this.config.publicSiteUrl ?? null });
    }
    const now = this.clock.now();
    if (!event.published || now < event.saleStartsAt || now >= (event.saleEndsAt ?? event.endsAt)) {
      return new AppError('EVENT_NOT_ON_SALE');
    }
    if (quantity === 0) return new AppError('NO_TICKET_SELECTED');
    if (quantity > event.ticketLimit) {
      return new AppError('TICKET_LIMIT_EXCEEDED', { num: event.ticketLimit }, { limit: event.ticketLimit });
    }
    if (types.length !== wanted.size) return new AppError('TICKET_TYPE_NOT_FOUND');
    const short = types.find((t) => t.capacity - t.sold - t.held < wanted.get(t.id)!);
    if (short) return new AppError('TICKETS_SOLD_OUT', {}, { ticketTypeId: short.id });
    return undefined;
  }

  /**
   * Where the fan stands against the event's per-account limit, read from the same counter the
   * hold's conditional UPDATE decides on. An open order whose hold has run out is expired first,
   * as confirming would, so its tickets no longer count.
   */
  async ticketLimit(user: AuthUser, eventId: number): Promise<TicketLimitView> {
    const event = await this.events.findEvent(eventId);
    if (!event) throw new AppError('EVENT_NOT_FOUND');
    const found = await this.orders.findLiveHold(user.id, eventId);
    const live = found && (await this.held.expireIfDue(this.holds, found)).status === 'held' ? found : null;
    const used = await this.orders.ticketsOf(user.id, eventId);
    return {
      eventId,
      limit: event.ticketLimit,
      used,
      held: live ? Math.min(live.quantity, used) : 0,
      remaining: Math.max(0, event.ticketLimit - used),
    };
  }

  /** An order of mine, expired first if its hold has run out. */
  async mine(user: Pick<AuthUser, 'id'>, orderNo: string): Promise<Order> {
    const order = await this.held.mine(this.holds, user.id, orderNo);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  async detail(user: AuthUser, orderNo: string): Promise<OrderView> {
    return this.view(await this.mine(user, orderNo));
  }

  async cancel(user: AuthUser, orderNo: string): Promise<OrderView> {
    const order = await this.held.cancel(this.holds, await this.mine(user, orderNo));
    if (!order) throw new AppError('ORDER_NOT_CANCELLABLE');
    return this.view(order);
  }

  /**
   * An operator's cancel of an unpaid hold (the console): its seats back as the fan's own cancel
   * gives them; `also` runs in the cancel's transaction. Null when it is no longer held.
   */
  async cancelHold(order: Order, also: (tx: EntityManager, order: Order) => Promise<void>): Promise<Order | null> {
    const current = await this.held.expireIfDue(this.holds, order);
    if (current.status !== 'held') return null;
    const cancelled = await this.held.cancel(this.holds, current, also);
    return cancelled?.status === 'cancelled' ? cancelled : null;
  }

  async list(
    user: AuthUser,
    status: OrderStatus | undefined,
    page = 1,
    pageSize: number = PAGE_SIZE.default,
  ): Promise<OrderPage> {
    const [rows, total] = await this.orders.listFor(user.id, status, (page - 1) * pageSize, pageSize);
    return { list: await this.views(rows), total, page, pageSize };
  }

  /** `items`: the order's items when the caller has just read them. */
  async view(order: Order, items?: OrderItem[]): Promise<OrderView> {
    return (await this.views([order], items))[0]!;
  }

  async views(orders: Order[], read?: OrderItem[]): Promise<OrderView[]> {
    const items = read ?? (await this.orders.itemsOf(orders.map((o) => o.id)));
    const events = await this.events.findEvents([...new Set(orders.map((o) => o.eventId))]);
    const types = await this.events.findTypes([...new Set(items.map((i) => i.ticketTypeId))]);
    const now = this.clock.now();
    return orders.map((order) =>
      orderView(
        order,
        events.find((e) => e.id === order.eventId)!,
        items.filter((i) => i.orderId === order.id),
        types,
        now,
      ),
    );
  }
}
