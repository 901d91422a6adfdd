import { describe, expect, it } from '@jest/globals';
import { entryNow, eventOnSale, fan, hold, orderNow, ordersOf, seatArea, waiting } from '../../testing/fixtures.js';
import { refusal, Unit } from '../../testing/unit.js';
import { HoldsService } from './holds.service.js';
import { OrdersModule } from './orders.module.js';
import { OrdersRepository } from './orders.repository.js';
import { WaitlistModule } from '../waitlist/index.js';

const MINUTE = 60_000;

describe('HoldsService', () => {
  const unit = Unit.forSpec({
    // The waiting list takes the seats a hold returns before they go back on sale.
    imports: [OrdersModule, WaitlistModule],
    env: { HOLD_MINUTES_H5: '10', HOLD_MINUTES_PC: '3', WAITLIST_OFFER_HOURS: '12' },
  });
  const holds = unit.provider(HoldsService);
  const orders = unit.provider(OrdersRepository);

  describe('placing a hold', () => {
    it('holds the seats, counts them against the fan, and runs for the minutes of the platform', async () => {
      const a = await fan(unit);
      const { event, types } = await eventOnSale(unit, [{ capacity: 10, price: 150_00 }]);
      const now = unit.clock.now();

      const order = await hold(unit, a, event, types[0]!, 3);

      expect(order).toMatchObject({ status: 'held', source: 'direct', quantity: 3, total: 450_00 });
      expect(order.expiresAt).toBe(now + 10 * MINUTE);
      expect(await seatArea(unit, types[0]!)).toMatchObject({ held: 3, sold: 0 });
      expect(await orders.ticketsOf(a.user.id, event.id)).toBe(3);
      expect(holds.holdMinutesFor('PC')).toBe(3);
    });

    it('refuses past the fan’s limit for the event and writes nothing', async () => {
      const a = await fan(unit);
      const { event, types } = await eventOnSale(unit, [{ capacity: 10 }], { ticketLimit: 4 });
      await hold(unit, a, event, types[0]!, 3);

      const error = await refusal(hold(unit, a, event, types[0]!, 2), 'TICKET_LIMIT_EXCEEDED');

      expect(error.data).toEqual({ limit: 4 });
      expect(await ordersOf(unit, a)).toHaveLength(1);
      expect((await seatArea(unit, types[0]!)).held).toBe(3);
      expect(await orders.ticketsOf(a.user.id, event.id)).toBe(3);
    });

    it('refuses when a seat area has too few seats left and rolls back the whole hold', async () => {
      const a = await fan(unit);
      const { event, types } = await eventOnSale(unit, [{ capacity: 10 }, { capacity: 1 }]);
      const [roomy, tight] = types as [(typeof types)[0], (typeof types)[0]];
      const place = holds.place({
        userId: a.user.id,
        event,
        items: [
          { type: roomy, quantity: 1 },
          { type: tight, quantity: 2 },
        ],
        platform: 'PC',
        attendees: null,
        idempotencyKey: null,
      });

      const error = await refusal(place, 'TICKETS_SOLD_OUT');

      expect(error.data).toEqual({ ticketTypeId: tight.id });
      expect((await seatArea(unit, roomy)).held).toBe(0);
      expect(await ordersOf(unit, a)).toEqual([]);
      expect(await orders.ticketsOf(a.user.id, event.id)).toBe(0);
    });
  });

  describe('ending a hold', () => {
    it('a cancelled hold gives its seats back to sale and its tickets back to the fan’s limit', async () => {
      const a = await fan(unit);
      const { event, types } = await eventOnSale(unit);
      const order = await hold(unit, a, event, types[0]!, 2);

      expect(await holds.end(order.id, 'cancelled')).toBe(true);

      expect((await orderNow(unit, order)).status).toBe('cancelled');
      expect((await seatArea(unit, types[0]!)).held).toBe(0);
      expect(await orders.ticketsOf(a.user.id, event.id)).toBe(0);
    });

    it('a hold is ended once: the second end answers false and returns nothing more', async () => {
      const a = await fan(unit);
      const { event, types } = await eventOnSale(unit);
      const other = await hold(unit, await fan(unit), event, types[0]!, 1);
      const order = await hold(unit, a, event, types[0]!, 2);

      expect(await holds.end(order.id, 'cancelled')).toBe(true);
      expect(await holds.end(order.id, 'cancelled')).toBe(false);
      expect(await holds.end(order.id, 'expired')).toBe(false);

      expect((await seatArea(unit, types[0]!)).held).toBe(other.quantity);
    });

    it('a hold whose time has not run out is not expired', async () => {
      const a = await fan(unit);
      const { event, types } = await eventOnSale(unit);
      const order = await hold(unit, a, event, types[0]!, 1);
      unit.clock.advance(10 * MINUTE - 1);

      expect(await holds.end(order.id, 'expired')).toBe(false);

      expect((await orderNow(unit, order)).status).toBe('held');
      expect((await seatArea(unit, types[0]!)).held).toBe(1);
    });

    it('a hold that ran out is expired and its seats go back to the first waiting fan, as a hold in that fan’s name', async () => {
      const { event, types } = await eventOnSale(unit, [{ capacity: 2, price: 80_00 }]);
      const area = types[0]!;
      const buyer = await fan(unit);
      const order = await hold(unit, buyer, event, area, 2);
      const first = await fan(unit);
      const second = await fan(unit);
      const firstEntry = await waiting(unit, first, area, 2, 'zh');
      const secondEntry = await waiting(unit, second, area, 1);
      unit.mail.sent.length = 0;
      unit.clock.advance(10 * MINUTE);
      const now = unit.clock.now();

      expect(await holds.end(order.id, 'expired')).toBe(true);

      expect((await orderNow(unit, order)).status).toBe('expired');
      const [offer] = await ordersOf(unit, first);
      expect(offer).toMatchObject({
        status: 'held',
        source: 'waitlist',
        quantity: 2,
        total: 160_00,
        expiresAt: now + 12 * 3_600_000,
      });
      expect(await entryNow(unit, firstEntry)).toMatchObject({ status: 'offered', orderId: offer!.id });
      expect((await entryNow(unit, secondEntry)).status).toBe('waiting');
      // The seats changed hands without ever being free.
      expect(await seatArea(unit, area)).toMatchObject({ held: 2, sold: 0 });
      expect(await orders.ticketsOf(buyer.user.id, event.id)).toBe(0);
      expect(await orders.ticketsOf(first.user.id, event.id)).toBe(2);
      expect(unit.mail.sent).toHaveLength(1);
      expect(unit.mail.sent[0]!.to).toBe(first.user.email);
      expect(unit.mail.sent[0]!.text).toContain(offer!.orderNo);
    });

    it('an expired waiting-list offer closes its entry and passes the seats on to the next fan', async () => {
      const { event, types } = await eventOnSale(unit, [{ capacity: 1 }]);
      const area = types[0]!;
      const order = await hold(unit, await fan(unit), event, area, 1);
      const first = await fan(unit);
      const second = await fan(unit);
      const firstEntry = await waiting(unit, first, area, 1);
      const secondEntry = await waiting(unit, second, area, 1);
      unit.clock.advance(10 * MINUTE);
      await holds.end(order.id, 'expired');
      const [offer] = await ordersOf(unit, first);
      unit.clock.advance(12 * 3_600_000);

      expect(await holds.end(offer!.id, 'expired')).toBe(true);

      expect((await entryNow(unit, firstEntry)).status).toBe('expired');
      expect((await entryNow(unit, secondEntry)).status).toBe('offered');
      expect(await ordersOf(unit, second)).toMatchObject([{ status: 'held', source: 'waitlist', quantity: 1 }]);
      expect(await seatArea(unit, area)).toMatchObject({ held: 1, sold: 0 });
    });

    it('seats no fan waits for go back to sale', async () => {
      const { event, types } = await eventOnSale(unit, [{ capacity: 3 }]);
      const area = types[0]!;
      const order = await hold(unit, await fan(unit), event, area, 3);
      const entry = await waiting(unit, await fan(unit), area, 1);

      await holds.end(order.id, 'cancelled');

      expect((await entryNow(unit, entry)).status).toBe('offered');
      expect(await seatArea(unit, area)).toMatchObject({ held: 1, sold: 0 });
    });
  });
});
