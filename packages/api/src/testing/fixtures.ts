import { randomBytes } from 'node:crypto';
import type { EntityTarget, FindOptionsWhere } from 'typeorm';
import { createEvent } from '../../test/support/tickets-fixtures.js';
import { insertUser } from '../../test/support/users.js';
import { type CodeTarget, CodesService } from '../modules/codes/codes.service.js';
import { EventRow } from '../modules/events/entities/event.entity.js';
import { TicketType } from '../modules/events/entities/ticket-type.entity.js';
import { HoldsService } from '../modules/orders/holds.service.js';
import { OrderItem } from '../modules/orders/entities/order-item.entity.js';
import { Order } from '../modules/orders/entities/order.entity.js';
import { Payment } from '../modules/payments/entities/payment.entity.js';
import type { AuthUser } from '../modules/sessions/sessions.service.js';
import { Ticket } from '../modules/tickets/entities/ticket.entity.js';
import type { User } from '../modules/users/entities/user.entity.js';
import { WaitlistEntry } from '../modules/waitlist/entities/waitlist-entry.entity.js';
import type { Unit } from './unit.js';

/*
 * What a rule starts from (fans, events, holds, waiting fans, payments), made the way the app
 * makes them or written straight into the unit's database, and readers for what a rule left.
 */

/** A fan who may buy (verified phone), as a signed-in caller. */
export interface Fan {
  user: User;
  auth: AuthUser;
}

export async function fan(unit: Unit, overrides: Partial<User> = {}): Promise<Fan> {
  const user = await insertUser(unit.dataSource, { phoneVerified: true, ...overrides });
  const auth: AuthUser = {
    id: user.id,
    uuid: user.uuid,
    sessionId: 'unit',
    status: user.status,
    role: user.role,
    phoneVerified: user.phoneVerified,
    device: 'mobile',
  };
  return { user, auth };
}

export interface SeatAreaInput {
  name?: string;
  price?: number;
  capacity: number;
}

/** An event on sale at the unit's clock (ending in a week), with its seat areas in id order. */
export function eventOnSale(
  unit: Unit,
  areas: SeatAreaInput[] = [{ capacity: 10 }],
  overrides: Omit<Parameters<typeof createEvent>[1], 'ticketTypes'> = {},
): Promise<{ event: EventRow; types: TicketType[] }> {
  const ticketTypes = areas.map((area, i) => ({
    code: `area-${i}`,
    name: area.name ?? `Section ${String.fromCharCode(65 + i)}`,
    price: area.price ?? 150_00,
    capacity: area.capacity,
  }));
  return createEvent(unit, { currency: 'MOP', ...overrides, ticketTypes });
}

/** A direct hold of `quantity` seats of one area, placed by the holds service as a purchase does. */
export function hold(unit: Unit, who: Fan, event: EventRow, type: TicketType, quantity: number): Promise<Order> {
  return unit.get(HoldsService).place({
    userId: who.user.id,
    event,
    items: [{ type, quantity }],
    platform: 'H5',
    attendees: null,
    idempotencyKey: null,
  });
}

/** A fan waiting for seats of an area (as joining the waiting list leaves it). */
export async function waiting(
  unit: Unit,
  who: Fan,
  type: TicketType,
  quantity: number,
  lang = 'en_US',
): Promise<WaitlistEntry> {
  const now = unit.clock.now();
  const manager = unit.dataSource.manager;
  return manager.save(
    manager.create(WaitlistEntry, {
      userId: who.user.id,
      eventId: type.eventId,
      ticketTypeId: type.id,
      quantity,
      status: 'waiting',
      activeKey: `${who.user.id}:${type.id}`,
      orderId: null,
      lang,
      timeZone: null,
      createdAt: now,
      updatedAt: now,
    }),
  );
}

/** A pending payment of an order's total, as the payments service starts one. */
export async function pendingPayment(unit: Unit, order: Order): Promise<Payment> {
  const now = unit.clock.now();
  const manager = unit.dataSource.manager;
  return manager.save(
    manager.create(Payment, {
      paymentNo: `P${randomBytes(8).toString('hex').toUpperCase()}`,
      purpose: 'ticket',
      orderId: order.id,
      orderNo: order.orderNo,
      userId: order.userId,
      provider: 'sandbox',
      method: 'card',
      paymentType: 'visa',
      savedCardId: null,
      amount: order.total,
      currency: order.currency,
      status: 'pending',
      providerTxnId: null,
      failure: null,
      lang: 'en_US',
      timeZone: null,
      returnUrl: null,
      idempotencyKey: null,
      createdAt: now,
      updatedAt: now,
    }),
  );
}

/** A row as it is now in the database. */
export function reread<T extends { id: number }>(unit: Unit, entity: EntityTarget<T>, row: { id: number }): Promise<T> {
  return unit.dataSource.manager.findOneByOrFail(entity, { id: row.id } as FindOptionsWhere<T>);
}

/** A seat area's counts now. */
export function seatArea(unit: Unit, type: { id: number }): Promise<TicketType> {
  return reread(unit, TicketType, type);
}

/** An order now. */
export function orderNow(unit: Unit, order: { id: number }): Promise<Order> {
  return reread(unit, Order, order);
}

/** A waiting-list entry now. */
export function entryNow(unit: Unit, entry: { id: number }): Promise<WaitlistEntry> {
  return reread(unit, WaitlistEntry, entry);
}

/** The orders of a fan, oldest first. */
export function ordersOf(unit: Unit, who: Fan): Promise<Order[]> {
  return unit.dataSource.manager.find(Order, { where: { userId: who.user.id }, order: { id: 'ASC' } });
}

/** A held order as a successful payment leaves it: paid, its seats sold. */
export async function paid(unit: Unit, order: Order): Promise<void> {
  const now = unit.clock.now();
  await unit.dataSource.transaction(async (tx) => {
    await tx.update(Order, { id: order.id, status: 'held' }, { status: 'paid', liveKey: null, paidAt: now });
    for (const item of await tx.findBy(OrderItem, { orderId: order.id })) {
      await tx.decrement(TicketType, { id: item.ticketTypeId }, 'held', item.quantity);
      await tx.increment(TicketType, { id: item.ticketTypeId }, 'sold', item.quantity);
    }
  });
}

/** Lets a hold run out and the expiry end it (its seats return, to the waiting list first). */
export async function lapse(unit: Unit, order: Order): Promise<void> {
  unit.clock.current = Math.max(unit.clock.now(), order.expiresAt);
  if (!(await unit.get(HoldsService).end(order.id, 'expired'))) throw new Error(`order ${order.orderNo} was not held`);
}

/** The tickets issued for an order. */
export function ticketsOf(unit: Unit, order: { id: number }): Promise<Ticket[]> {
  return unit.dataSource.manager.findBy(Ticket, { orderId: order.id });
}

/** Sends a verification code and answers it as the recipient reads it (by e-mail or SMS). */
export async function codeSent(unit: Unit, to: CodeTarget, ip = '203.0.113.7'): Promise<string> {
  await unit.get(CodesService).send(to, 'en_US', ip);
  const message = to.channel === 'email' ? unit.mail.sent.at(-1)!.text : unit.sms.sent.at(-1)!.text;
  return /\b(\d{6})\b/.exec(message)![1]!;
}

/** An organiser raises a seat area's capacity (the seats it adds are free). */
export async function raiseCapacity(unit: Unit, type: TicketType, capacity: number): Promise<void> {
  await unit.dataSource.manager.update(TicketType, { id: type.id }, { capacity });
}

/** A seat area of `capacity` seats, all held by one fan (whose hold can lapse to free them). */
export async function soldOutArea(unit: Unit, capacity: number, ticketLimit = 4) {
  const { event, types } = await eventOnSale(unit, [{ capacity, price: 90_00 }], { ticketLimit });
  const held = await hold(unit, await fan(unit), event, types[0]!, capacity);
  return { event, area: types[0]!, held };
}
