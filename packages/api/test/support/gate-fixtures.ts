import { qrText, REPLY_CODES } from '@fanpass/contracts';
import { expect } from '@jest/globals';
import type { EventRow } from '../../src/modules/events/entities/event.entity.js';
import { Order } from '../../src/modules/orders/entities/order.entity.js';
import { Ticket } from '../../src/modules/tickets/entities/ticket.entity.js';
import { TicketsService } from '../../src/modules/tickets/tickets.service.js';
import type { TestApp } from './test-app.js';
import { type Buyer, buyer, createEvent } from './tickets-fixtures.js';

/** A paid ticket of a new fan for the event, issued the way a settled payment issues it. */
export async function ticketFor(
  t: TestApp,
  event: EventRow,
  ticketTypeId: number,
  body: Record<string, unknown> = {},
): Promise<{ fan: Buyer; ticket: Ticket }> {
  const fan = await buyer(t);
  const created = await t.post(
    '/fanapih5/order/create',
    { eventId: event.id, items: [{ ticketTypeId, quantity: 1 }], ...body },
    fan.opts,
  );
  expect(created.body.code).toBe(REPLY_CODES.SUCCESS.code);
  const order = await t.dataSource.manager.findOneByOrFail(Order, { orderNo: created.body.data.orderNo as string });
  await t.dataSource.transaction((tx) => t.app.get(TicketsService).issue(tx, order, t.clock.now()));
  const [ticket] = await t.dataSource.manager.find(Ticket, { where: { orderId: order.id }, order: { id: 'ASC' } });
  return { fan, ticket: ticket! };
}

/** An event with a staff account allowed at its gates. */
export async function gateEvent(t: TestApp, capacity = 50): Promise<{ event: EventRow; typeId: number; staff: Buyer }> {
  const { event, types } = await createEvent(t, {
    ticketLimit: 4,
    ticketTypes: [{ code: 'ga', name: 'Standing', price: 100_00, capacity }],
  });
  const staff = await buyer(t);
  const added = await t.ops('staff', 'add', staff.user.email, '--event', event.slug);
  expect(added.code).toBe(0);
  return { event, typeId: types[0]!.id, staff };
}

/** The QR the holder's device shows at the test clock's time (or `at`). */
export function qrOf(t: TestApp, ticket: Pick<Ticket, 'code' | 'secret'>, at = t.clock.now()): string {
  return qrText(ticket.secret, ticket.code, at, 30);
}
