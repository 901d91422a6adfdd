import { describe, expect, it } from 'vitest';
import {
  entryNow,
  eventOnSale,
  fan,
  hold,
  lapse,
  ordersOf,
  paid,
  raiseCapacity,
  seatArea,
} from '../../testing/fixtures.js';
import { refusal, Unit } from '../../testing/unit.js';
import { WaitlistOffers } from './waitlist-offers.service.js';
import { WaitlistModule } from './waitlist.module.js';
import { WaitlistService } from './waitlist.service.js';

const HOUR = 3_600_000;

describe('WaitlistService', () => {
  const unit = Unit.forSpec({ imports: [WaitlistModule], env: { WAITLIST_OFFER_HOURS: '12' } });
  const waitlist = unit.provider(WaitlistService);
  const offers = unit.provider(WaitlistOffers);

  /** A seat area of `capacity` seats, all held by one fan (whose hold can lapse to free them). */
  async function soldOut(capacity: number, ticketLimit = 4) {
    const { event, types } = await eventOnSale(unit, [{ capacity, price: 90_00 }], { ticketLimit });
    const holder = await fan(unit);
    const held = await hold(unit, holder, event, types[0]!, capacity);
    return { event, area: types[0]!, held };
  }

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

    it('another fan’s place is not found', async () => {
      const { area } = await soldOut(1);
      const entry = await waitlist.join((await fan(unit)).auth, area.id, 1, 'en_US');

      await refusal(waitlist.leave((await fan(unit)).auth, entry.id), 'WAITLIST_ENTRY_NOT_FOUND');
    });
  });

  describe('offers', () => {
    it('returned seats are offered strictly in the order fans joined, each as much as is left', async () => {
      const { area, held } = await soldOut(3);
      const [a, b, c] = [await fan(unit), await fan(unit), await fan(unit)];
      const first = await waitlist.join(a.auth, area.id, 2, 'en_US');
      const second = await waitlist.join(b.auth, area.id, 2, 'en_US');
      const third = await waitlist.join(c.auth, area.id, 1, 'en_US');
      const now = held.expiresAt;

      await lapse(unit, held);

      expect(await ordersOf(unit, a)).toMatchObject([
        { status: 'held', source: 'waitlist', quantity: 2, total: 180_00 },
      ]);
      // One seat was left for the second fan, who asked for two.
      expect(await ordersOf(unit, b)).toMatchObject([{ quantity: 1, expiresAt: now + 12 * HOUR }]);
      expect(await ordersOf(unit, c)).toEqual([]);
      expect((await entryNow(unit, first)).status).toBe('offered');
      expect((await entryNow(unit, second)).status).toBe('offered');
      expect((await entryNow(unit, third)).status).toBe('waiting');
      expect((await waitlist.mine(c.auth))[0]).toMatchObject({ position: 1 });
      expect(await seatArea(unit, area)).toMatchObject({ held: 3, sold: 0 });
    });

    it('a fan who has since bought up to the limit is skipped, and the seats go to the next', async () => {
      const { event, types } = await eventOnSale(unit, [{ capacity: 1 }, { capacity: 5 }], { ticketLimit: 2 });
      const [area, roomy] = [types[0]!, types[1]!];
      const held = await hold(unit, await fan(unit), event, area, 1);
      const [full, next] = [await fan(unit), await fan(unit)];
      const skipped = await waitlist.join(full.auth, area.id, 1, 'en_US');
      await waitlist.join(next.auth, area.id, 1, 'en_US');
      await paid(unit, await hold(unit, full, event, roomy, 2));

      await lapse(unit, held);

      expect((await entryNow(unit, skipped)).status).toBe('skipped');
      expect(await ordersOf(unit, next)).toMatchObject([{ status: 'held', source: 'waitlist', quantity: 1 }]);
    });

    it('the offer is announced by e-mail in the language the fan joined in', async () => {
      const { area, held } = await soldOut(1);
      const someone = await fan(unit);
      await waitlist.join(someone.auth, area.id, 1, 'zh', 'Asia/Macau');
      unit.mail.sent.length = 0;

      await lapse(unit, held);

      const [offer] = await ordersOf(unit, someone);
      expect(unit.mail.sent).toHaveLength(1);
      expect(unit.mail.sent[0]).toMatchObject({ to: someone.user.email });
      expect(unit.mail.sent[0]!.text).toContain(offer!.orderNo);
      expect(unit.mail.sent[0]!.subject).toMatch(/[\u4e00-\u9fff]/);
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

    it('seats added to a sold-out area are offered to the waiting fans first, announced once committed', async () => {
      const { area } = await soldOut(1);
      const someone = await fan(unit);
      const entry = await waitlist.join(someone.auth, area.id, 2, 'en_US');
      await raiseCapacity(unit, area, 4);
      unit.mail.sent.length = 0;

      const { offered, afterCommit } = await unit.dataSource.transaction((tx) => offers.offerFreeSeats(tx, [area.id]));

      expect(offered).toBe(2);
      expect((await entryNow(unit, entry)).status).toBe('offered');
      expect(await seatArea(unit, area)).toMatchObject({ capacity: 4, held: 3, sold: 0 });
      expect(unit.mail.sent).toEqual([]);
      await afterCommit();
      expect(unit.mail.sent.map((m) => m.to)).toEqual([someone.user.email]);
    });
  });
});
