import { describe, expect, it } from '@jest/globals';
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
  soldOutArea,
} from '../../testing/fixtures.js';
import { TransactionRunner } from '../../database/transaction.js';
import { Unit } from '../../testing/unit.js';
import { WaitlistOffers } from './waitlist-offers.service.js';
import { WaitlistModule } from './waitlist.module.js';
import { WaitlistService } from './waitlist.service.js';

const HOUR = 3_600_000;

describe('WaitlistOffers', () => {
  const unit = Unit.forSpec({ imports: [WaitlistModule], env: { WAITLIST_OFFER_HOURS: '12' } });
  const waitlist = unit.provider(WaitlistService);
  const offers = unit.provider(WaitlistOffers);
  const soldOut = (capacity: number, ticketLimit?: number) => soldOutArea(unit, capacity, ticketLimit);

  it('returned seats are offered strictly in the order fans joined, each as much as is left', async () => {
    const { area, held } = await soldOut(3);
    const [a, b, c] = [await fan(unit), await fan(unit), await fan(unit)];
    const first = await waitlist.join(a.auth, area.id, 2, 'en_US');
    const second = await waitlist.join(b.auth, area.id, 2, 'en_US');
    const third = await waitlist.join(c.auth, area.id, 1, 'en_US');
    const now = held.expiresAt;

    await lapse(unit, held);

    expect(await ordersOf(unit, a)).toMatchObject([{ status: 'held', source: 'waitlist', quantity: 2, total: 180_00 }]);
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

  it('seats added to a sold-out area are offered to the waiting fans first, announced once committed (the outbox)', async () => {
    const { area } = await soldOut(1);
    const someone = await fan(unit);
    const entry = await waitlist.join(someone.auth, area.id, 2, 'en_US');
    await raiseCapacity(unit, area, 4);
    unit.mail.sent.length = 0;

    const { offered } = await unit.get(TransactionRunner).withTransaction(async (tx) => {
      const outcome = await offers.offerFreeSeats(tx, [area.id]);
      // Written with the offer, sent only once it commits.
      expect(unit.mail.sent).toEqual([]);
      return outcome;
    });

    expect(offered).toBe(2);
    expect((await entryNow(unit, entry)).status).toBe('offered');
    expect(await seatArea(unit, area)).toMatchObject({ capacity: 4, held: 3, sold: 0 });
    expect(unit.mail.sent.map((m) => m.to)).toEqual([someone.user.email]);
  });
});
