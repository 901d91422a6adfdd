import type { EntityManager } from 'typeorm';
import { EventsRepository } from '../events/index.js';
import type { MerchInput } from './merch-import.js';
import { MerchRepository } from './merch.repository.js';
import { MerchService } from './merch.service.js';

const DAY = 86_400_000;

/**
 * The demo merch, dated from the clock at seed time: a T-shirt in sizes (M nearly gone) and a
 * tote on the on-sale event, a poster sold on its own, a ticket-holders-only lightstick for
 * pick-up, a desktop-only festival hoodie and a sold-out cap.
 */
export function demoMerch(now: number, currency = 'VND'): MerchInput[] {
  const day = (days: number) => new Date(now + days * DAY).toISOString().slice(0, 10);
  const base = {
    currency,
    desktopOnly: false,
    perTicketLimit: 1,
    orderLimit: 5,
    pickupDates: [] as string[],
    pickupPlace: null,
    access: 'public' as const,
    fulfilment: 'delivery' as const,
  };
  const counter = 'Galaxy Arena, merch counter at Gate 2';
  return [
    {
      ...base,
      slug: 'demo-summer-tee',
      event: 'demo-summer-live',
      name: 'Summer Live Tour T-shirt',
      description: 'Soft cotton tour T-shirt with the Summer Live artwork on the back.',
      images: ['/images/merch/summer-tee.svg'],
      price: 350_000_00,
      fulfilment: 'both',
      pickupDates: [day(20), day(21)],
      pickupPlace: counter,
      sort: 1,
      variants: [
        { code: 's', label: 'S', stock: 40 },
        { code: 'm', label: 'M', stock: 3 },
        { code: 'l', label: 'L', stock: 40 },
        { code: 'xl', label: 'XL', stock: 20 },
      ],
    },
    {
      ...base,
      slug: 'demo-summer-tote',
      event: 'demo-summer-live',
      name: 'Summer Live Tote Bag',
      description: 'Canvas tote bag with the festival line-up.',
      images: ['/images/merch/summer-tote.svg'],
      price: 180_000_00,
      sort: 2,
      variants: [{ code: 'one', label: 'One size', stock: 100 }],
    },
    {
      ...base,
      slug: 'demo-summer-lightstick',
      event: 'demo-summer-live',
      name: 'Official Lightstick',
      description: 'The official lightstick, for Summer Live ticket holders: one per ticket, collected at the venue.',
      images: ['/images/merch/lightstick.svg'],
      price: 420_000_00,
      access: 'holders',
      fulfilment: 'pickup',
      pickupDates: [day(20), day(21)],
      pickupPlace: counter,
      perTicketLimit: 1,
      sort: 3,
      variants: [{ code: 'std', label: 'Standard', stock: 200 }],
    },
    {
      ...base,
      slug: 'demo-fanpass-poster',
      event: null,
      name: 'Fanpass Poster',
      description: 'A 50 × 70 cm poster of this season’s concerts, shipped in a tube.',
      images: ['/images/merch/poster.svg'],
      price: 120_000_00,
      sort: 4,
      variants: [{ code: 'std', label: '50 × 70 cm', stock: 500 }],
    },
    {
      ...base,
      slug: 'demo-harbour-hoodie',
      event: 'demo-desktop-festival',
      name: 'Harbour Festival Hoodie (desktop only)',
      description: 'Sold only on the desktop web site, like the festival’s tickets.',
      images: ['/images/merch/hoodie.svg'],
      price: 650_000_00,
      desktopOnly: true,
      sort: 5,
      variants: [
        { code: 'm', label: 'M', stock: 30 },
        { code: 'l', label: 'L', stock: 30 },
      ],
    },
    {
      ...base,
      slug: 'demo-gala-cap',
      event: 'demo-sold-out-gala',
      name: 'Anniversary Gala Cap (sold out)',
      description: 'Every cap is gone.',
      images: ['/images/merch/cap.svg'],
      price: 200_000_00,
      sort: 6,
      variants: [{ code: 'one', label: 'One size', stock: 0 }],
    },
  ];
}

/** Seeds the demo merch (after the demo events). */
export async function seedDemoMerch(tx: EntityManager, now: number): Promise<void> {
  const ds = tx.connection;
  const service = new MerchService(new MerchRepository(ds), new EventsRepository(ds), { now: () => now });
  const result = await service.importItems(tx, demoMerch(now));
  if (result.problems.length) throw new Error(`demo merch: ${result.problems.join('; ')}`);
}
