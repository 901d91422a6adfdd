import { describe, expect, it, jest } from '@jest/globals';
import { sqlOf } from '../../database/sql.js';
import { eventOnSale, type Fan, fan, hold, orderNow, ordersOf, paid, seatArea } from '../../testing/fixtures.js';
import { refusal, Unit } from '../../testing/unit.js';
import { OrdersModule } from './orders.module.js';
import type { DeviceClass } from '../../common/http/device-class.js';
import type { OrderView } from './order-views.js';
import { OrdersService } from './orders.service.js';

const MINUTE = 60_000;

describe('OrdersService', () => {
  const unit = Unit.forSpec({
    imports: [OrdersModule],
    env: { HOLD_MINUTES_H5: '10', PUBLIC_SITE_URL: 'https://www.example.com' },
  });
  const service = unit.provider(OrdersService);

  /** The selection of a confirmation: [seat area id, seats] pairs of one event. */
  const seats = (eventId: number, ...items: [number, number][]) => ({
    eventId,
    items: items.map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity })),
  });

  /** A fan confirms a selection, on the phone unless said otherwise (a PC is a desktop browser unless said otherwise). */
  const buy = (
    who: Fan,
    eventId: number,
    items: [number, number][],
    options: { platform?: string; device?: DeviceClass; key?: string } = {},
  ) => {
    const platform = options.platform ?? 'H5';
    const device = options.device ?? (platform === 'PC' ? 'desktop' : 'mobile');
    return service.create(who.auth, platform, device, seats(eventId, ...items), options.key);
  };

  describe('who may buy', () => {
    it('refuses a fan without a verified phone, and a suspended account', async () => {
      const { event, types } = await eventOnSale(unit);
      const unverified = await fan(unit, { phoneVerified: false });
      const suspended = await fan(unit, { status: 'suspended' });

      await refusal(buy(unverified, event.id, [[types[0]!.id, 1]]), 'PHONE_NOT_VERIFIED');
      await refusal(buy(suspended, event.id, [[types[0]!.id, 1]]), 'ACCOUNT_SUSPENDED');
      expect((await seatArea(unit, types[0]!)).held).toBe(0);
    });
  });

  describe('what may be bought', () => {
    it('sells only between the start of sale and the end of the event', async () => {
      const a = await fan(unit);
      const now = unit.clock.now();
      const early = await eventOnSale(unit, [{ capacity: 5 }], { saleStartsAt: now + MINUTE });
      const over = await eventOnSale(unit, [{ capacity: 5 }], { startsAt: now - 2 * MINUTE, endsAt: now });

      await refusal(buy(a, early.event.id, [[early.types[0]!.id, 1]]), 'EVENT_NOT_ON_SALE');
      await refusal(buy(a, over.event.id, [[over.types[0]!.id, 1]]), 'EVENT_NOT_ON_SALE');
      unit.clock.advance(MINUTE);
      await expect(buy(a, early.event.id, [[early.types[0]!.id, 1]])).resolves.toMatchObject({ status: 'held' });
    });

    it('a desktop-only event is refused on the phone, with the site to go to', async () => {
      const phone = await fan(unit);
      const desk = await fan(unit);
      desk.auth.device = 'desktop';
      const { event, types } = await eventOnSale(unit, [{ capacity: 5 }], { desktopOnly: true });
      const one: [number, number][] = [[types[0]!.id, 1]];

      const error = await refusal(buy(phone, event.id, one), 'EVENT_DESKTOP_ONLY');
      expect(error.data).toEqual({ siteUrl: 'https://www.example.com' });
      // Platform PC is the client's claim: a phone's browser, or a session a phone signed in, is refused.
      await refusal(buy(phone, event.id, one, { platform: 'PC' }), 'EVENT_DESKTOP_ONLY');
      await refusal(buy(desk, event.id, one, { platform: 'PC', device: 'mobile' }), 'EVENT_DESKTOP_ONLY');
      await refusal(buy(desk, event.id, one, { platform: 'PC', device: 'unknown' }), 'EVENT_DESKTOP_ONLY');
      await refusal(buy(desk, event.id, one, { platform: 'H5', device: 'desktop' }), 'EVENT_DESKTOP_ONLY');
      await expect(buy(desk, event.id, one, { platform: 'PC' })).resolves.toMatchObject({
        status: 'held',
        holdMinutes: 3,
      });
    });

    it('refuses an empty selection, an unknown event and a seat area of another event', async () => {
      const a = await fan(unit);
      const { event, types } = await eventOnSale(unit);
      const other = await eventOnSale(unit);

      await refusal(buy(a, event.id, [[types[0]!.id, 0]]), 'NO_TICKET_SELECTED');
      await refusal(buy(a, 999_999, [[types[0]!.id, 1]]), 'EVENT_NOT_FOUND');
      await refusal(buy(a, event.id, [[other.types[0]!.id, 1]]), 'TICKET_TYPE_NOT_FOUND');
    });

    it('counts every seat area of an order and every earlier order against the fan’s limit', async () => {
      const a = await fan(unit);
      const { event, types } = await eventOnSale(unit, [{ capacity: 10 }, { capacity: 10 }], { ticketLimit: 4 });
      const [one, two] = [types[0]!.id, types[1]!.id];

      const tooMany = await refusal(
        buy(a, event.id, [
          [one, 3],
          [two, 2],
        ]),
        'TICKET_LIMIT_EXCEEDED',
      );
      expect(tooMany.params).toEqual({ num: 4 });

      const first = await buy(a, event.id, [[one, 3]]);
      await service.cancel(a.auth, first.orderNo);
      await paid(unit, await hold(unit, a, event, types[0]!, 3));
      await refusal(buy(a, event.id, [[two, 2]]), 'TICKET_LIMIT_EXCEEDED');
      await expect(buy(a, event.id, [[two, 1]])).resolves.toMatchObject({
        quantity: 1,
      });
    });

    it('refuses more seats than an area has left', async () => {
      const a = await fan(unit);
      const { event, types } = await eventOnSale(unit, [{ capacity: 2 }]);
      await hold(unit, await fan(unit), event, types[0]!, 2);

      const error = await refusal(buy(a, event.id, [[types[0]!.id, 1]]), 'TICKETS_SOLD_OUT');

      expect(error.data).toEqual({ ticketTypeId: types[0]!.id });
    });

    it('a real-name event needs one distinct attendee of the fan per seat', async () => {
      const a = await fan(unit);
      const { event, types } = await eventOnSale(unit, [{ capacity: 5 }], { realNameRequired: true });
      const body = (attendeeIds: number[]) => ({ ...seats(event.id, [types[0]!.id, 2]), attendeeIds });

      await refusal(service.create(a.auth, 'H5', 'mobile', body([1]), undefined), 'ATTENDEES_REQUIRED');
      await refusal(service.create(a.auth, 'H5', 'mobile', body([1, 1]), undefined), 'ATTENDEES_REQUIRED');
      await refusal(service.create(a.auth, 'H5', 'mobile', body([991, 992]), undefined), 'ATTENDEE_NOT_FOUND');
    });
  });

  describe('one live hold per fan and event', () => {
    /** A fan holding two seats of a fresh event, and a confirmation of n seats there again. */
    async function holdingTwo() {
      const a = await fan(unit);
      const { event, types } = await eventOnSale(unit);
      const area = types[0]!;
      const confirm = (n: number) => buy(a, event.id, [[area.id, n]]);
      return { a, area, first: await confirm(2), confirm };
    }

    it('confirming the same selection again answers the same hold and holds nothing more', async () => {
      const { area, first, confirm } = await holdingTwo();
      unit.clock.advance(4 * MINUTE);

      const again = await confirm(2);

      expect(again.orderNo).toBe(first.orderNo);
      expect(again.remainingSeconds).toBe(6 * 60);
      expect((await seatArea(unit, area)).held).toBe(2);
    });

    it('a different selection is refused with the number of the open order', async () => {
      const { area, first, confirm } = await holdingTwo();

      const error = await refusal(confirm(1), 'ORDER_ALREADY_HELD');

      expect(error.data).toEqual({ orderNo: first.orderNo });
      expect((await seatArea(unit, area)).held).toBe(2);
    });

    it('a live hold that ran out is expired on the next confirmation, and a new hold is placed', async () => {
      const { a, area, first, confirm } = await holdingTwo();
      unit.clock.advance(10 * MINUTE);

      const second = await confirm(1);

      expect(second.orderNo).not.toBe(first.orderNo);
      const [old] = await ordersOf(unit, a);
      expect(old!.status).toBe('expired');
      expect((await seatArea(unit, area)).held).toBe(1);
    });

    it('the same idempotency key answers the first order; a malformed key is refused', async () => {
      const a = await fan(unit);
      const { event, types } = await eventOnSale(unit);
      const first = await buy(a, event.id, [[types[0]!.id, 1]], { key: 'key-0001' });
      await service.cancel(a.auth, first.orderNo);

      const again = await buy(a, event.id, [[types[0]!.id, 1]], { key: 'key-0001' });

      expect(again).toMatchObject({ orderNo: first.orderNo, status: 'cancelled' });
      expect(await ordersOf(unit, a)).toHaveLength(1);
      await refusal(buy(a, event.id, [[types[0]!.id, 1]], { key: 'short' }), 'IDEMPOTENCY_KEY_INVALID');
    });
  });

  describe('reading and cancelling', () => {
    it('reading a hold that ran out expires it and returns its seats', async () => {
      const a = await fan(unit);
      const { event, types } = await eventOnSale(unit);
      const placed = await buy(a, event.id, [[types[0]!.id, 2]]);
      unit.clock.advance(10 * MINUTE);

      const read = await service.detail(a.auth, placed.orderNo);

      expect(read).toMatchObject({ status: 'expired', remainingSeconds: 0 });
      expect((await seatArea(unit, types[0]!)).held).toBe(0);
    });

    it('another fan’s order is not found', async () => {
      const { event, types } = await eventOnSale(unit);
      const placed = await buy(await fan(unit), event.id, [[types[0]!.id, 1]]);

      await refusal(service.detail((await fan(unit)).auth, placed.orderNo), 'ORDER_NOT_FOUND');
      await refusal(service.cancel((await fan(unit)).auth, placed.orderNo), 'ORDER_NOT_FOUND');
    });

    it('cancelling is idempotent for a closed hold and refused for a paid order', async () => {
      const a = await fan(unit);
      const { event, types } = await eventOnSale(unit);
      const placed = await buy(a, event.id, [[types[0]!.id, 1]]);

      await expect(service.cancel(a.auth, placed.orderNo)).resolves.toMatchObject({ status: 'cancelled' });
      await expect(service.cancel(a.auth, placed.orderNo)).resolves.toMatchObject({ status: 'cancelled' });

      const order = await hold(unit, a, event, types[0]!, 1);
      await paid(unit, order);
      await refusal(service.cancel(a.auth, order.orderNo), 'ORDER_NOT_CANCELLABLE');
      expect((await orderNow(unit, order)).status).toBe('paid');
    });
  });

  describe('a flash crowd', () => {
    it('orders confirmed together read their event and their live holds by one statement each', async () => {
      const { event, types } = await eventOnSale(unit, [{ capacity: 4 }, { capacity: 4, name: 'Upper' }], {
        ticketLimit: 10,
      });
      const [lower, upper] = [types[0]!, types[1]!];
      const fans = await Promise.all(Array.from({ length: 5 }, () => fan(unit)));
      const sql = sqlOf(unit.dataSource);
      const reads: string[] = [];
      const rows = sql.rows.bind(sql);
      const spy = jest.spyOn(sql, 'rows').mockImplementation((text, params, tx) => {
        if (!tx && /FROM orders WHERE live_key|FROM events e/.test(text)) reads.push(text);
        return rows(text, params, tx);
      });
      let answers: PromiseSettledResult<OrderView>[];
      try {
        answers = await Promise.allSettled([
          buy(fans[0]!, event.id, [[lower.id, 3]]),
          buy(fans[1]!, event.id, [[upper.id, 2]]),
          buy(fans[2]!, event.id, [
            [lower.id, 1],
            [upper.id, 2],
          ]),
          // More than the area has: refused by the read, before any write.
          buy(fans[3]!, event.id, [[lower.id, 5]]),
          buy(fans[4]!, event.id + 1_000_000, [[lower.id, 1]]),
        ]);
      } finally {
        spy.mockRestore();
      }
      expect(reads.filter((text) => text.includes('live_key'))).toHaveLength(1);
      expect(reads.filter((text) => text.includes('FROM events e'))).toHaveLength(1);

      // Each answers for its own selection.
      const [first, second, third, fourth, unknown] = answers;
      expect(first).toMatchObject({ status: 'fulfilled', value: { status: 'held', quantity: 3 } });
      expect(second).toMatchObject({ status: 'fulfilled', value: { status: 'held', quantity: 2 } });
      expect(third).toMatchObject({ status: 'fulfilled', value: { status: 'held', quantity: 3 } });
      expect(fourth).toMatchObject({ status: 'rejected' });
      await refusal(Promise.reject((fourth as PromiseRejectedResult).reason), 'TICKETS_SOLD_OUT');
      await refusal(Promise.reject((unknown as PromiseRejectedResult).reason), 'EVENT_NOT_FOUND');
      expect((first as PromiseFulfilledResult<OrderView>).value).toMatchObject({
        event: { id: event.id, title: event.title, venue: event.venue },
        items: [{ ticketTypeId: lower.id, name: lower.name, quantity: 3 }],
      });
      expect([(await seatArea(unit, lower)).held, (await seatArea(unit, upper)).held]).toEqual([4, 4]);
    });
  });
});
