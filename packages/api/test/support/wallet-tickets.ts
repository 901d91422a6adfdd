import { REPLY_CODES } from '@fanpass/contracts';
import request from 'supertest';
import { expect } from '@jest/globals';
import { Order } from '../../src/modules/orders/entities/order.entity.js';
import { Ticket } from '../../src/modules/tickets/entities/ticket.entity.js';
import { TicketsService } from '../../src/modules/tickets/tickets.service.js';
import type { TestApp } from './test-app.js';
import { type Buyer, createEvent } from './tickets-fixtures.js';

/** A paid ticket of the fan's, issued the way a settled payment issues it. */
export async function paidTicket(t: TestApp, fan: Buyer): Promise<{ ticket: Ticket; title: string }> {
  const { event, types } = await createEvent(t, {
    title: 'Wallet Night',
    ticketTypes: [{ code: 'a', name: 'Stalls B', price: 100_00, capacity: 5 }],
  });
  const created = await t.post(
    '/fanapih5/order/create',
    { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] },
    fan.opts,
  );
  expect(created.body.code).toBe(REPLY_CODES.SUCCESS.code);
  const order = await t.dataSource.manager.findOneByOrFail(Order, { orderNo: created.body.data.orderNo as string });
  await t.dataSource.transaction((tx) => t.app.get(TicketsService).issue(tx, order, t.clock.now()));
  const [ticket] = await t.dataSource.manager.find(Ticket, { where: { orderId: order.id }, order: { id: 'ASC' } });
  return { ticket: ticket!, title: event.title };
}

/** A GET whose body is kept as bytes (a .pkpass). */
export function getBytes(t: TestApp, path: string, headers: Record<string, string> = {}) {
  return request(t.server)
    .get(path)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}
