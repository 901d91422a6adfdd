import { describe, expect, it } from '@jest/globals';
import { entryNow, eventOnSale, fan, lapse, ordersOf, seatArea, soldOutArea } from '../../testing/fixtures.js';
import { refusal, Unit } from '../../testing/unit.js';
import { WaitlistModule } from './waitlist.module.js';
import { WaitlistService } from './waitlist.service.js';

const HOUR = 3_600_000;

describe('WaitlistService', () => {
  const unit = Unit.forSpec({ imports: [WaitlistModule], env: { WAITLIST_OFFER_HOURS: '12' } });
  const waitlist = unit.provider(WaitlistService);

  const soldOut = (capacity: number, ticketLimit?: number) => soldOutArea(unit, capacity, ticketLimit);

  describe('joining and leaving', () => {
    it('a fan joins a sold-out seat area and sees the place in line', async () => {
      const { area } = await soldOut(2);
      const first = await fan(unit);
      const second = await fan(unit);

      await expect(waitlist.join(first.auth, area.id, 2, 'en_US')).resolves.toMatchObject({
        status: 'waiting',
        position: 1,
      });
      const joined = await waitlist.join(second.auth, area.id, 1, 'en_US');

      expect(joined).toMatchObject({ status: 'waiting', quantity: 1, position: 2, offer: null });
      expect(joined.ticketType).toMatchObject({ id: area.id, price: 90_00 });
    });

    it('refuses while seats are on sale, past the limit, after the event, twice, and to a fan who may not buy', async () => {
      const now = unit.clock.now();
      const onSale = await eventOnSale(unit, [{ capacity: 5 }]);
      const { area } = await soldOut(1, 2);
      const over = await eventOnSale(unit, [{ capacity: 0 }], { startsAt: now - 2 * HOUR, endsAt: now });
      const someone = await fan(unit);

      await refusal(waitlist.join(someone.auth, onSale.types[0]!.id, 1, 'en_US'), 'WAITLIST_NOT_SOLD_OUT');
      await refusal(waitlist.join(someone.auth, area.id, 3, 'en_US'), 'TICKET_LIMIT_EXCEEDED');
      await refusal(waitlist.join(someone.auth, over.types[0]!.id, 1, 'en_US'), 'EVENT_NOT_ON_SALE');
      await refusal(waitlist.join(someone.auth, 999_999, 1, 'en_US'), 'TICKET_TYPE_NOT_FOUND');
      await waitlist.join(someone.auth, area.id, 1, 'en_US');
      await refusal(waitlist.join(someone.auth, area.id, 1, 'en_US'), 'WAITLIST_ALREADY_JOINED');
      await refusal(
        waitlist.join((await fan(unit, { phoneVerified: false })).auth, area.id, 1, 'en_US'),
        'PHONE_NOT_VERIFIED',
      );
    });

    it('a fan who leaves gives up the place: the fans behind move up, and joining again goes to the back', async () => {
      const { area } = await soldOut(1);
      const [a, b, c] = [await fan(unit), await fan(unit), await fan(unit)];
      const first = await waitlist.join(a.auth, area.id, 1, 'en_US');
      await waitlist.join(b.auth, area.id, 1, 'en_US');
      await waitlist.join(c.auth, area.id, 1, 'en_US');

      await expect(waitlist.leave(a.auth, first.id)).resolves.toMatchObject({ status: 'left', position: null });

      expect((await waitlist.mine(c.auth))[0]!.position).toBe(2);
      await expect(waitlist.join(a.auth, area.id, 1, 'en_US')).resolves.toMatchObject({ position: 3 });
    });

    it('a fan who leaves with an open offer declines it, and its seats pass to the next fan', async () => {
      const { area, held } = await soldOut(2);
      const [a, b] = [await fan(unit), await fan(unit)];
      const first = await waitlist.join(a.auth, area.id, 2, 'en_US');
      const second = await waitlist.join(b.auth, area.id, 2, 'en_US');
      await lapse(unit, held);

      const left = await waitlist.leave(a.auth, first.id);

      expect(left).toMatchObject({ status: 'left', offer: { status: 'cancelled' } });
      expect((await entryNow(unit, second)).status).toBe('offered');
      expect(await ordersOf(unit, b)).toMatchObject([{ status: 'held', quantity: 2 }]);
      expect(await seatArea(unit, area)).toMatchObject({ held: 2, sold: 0 });
    });

    it('another fan’s place is not found', async () => {
      const { area } = await soldOut(1);
      const entry = await waitlist.join((await fan(unit)).auth, area.id, 1, 'en_US');

      await refusal(waitlist.leave((await fan(unit)).auth, entry.id), 'WAITLIST_ENTRY_NOT_FOUND');
    });
  });
});
