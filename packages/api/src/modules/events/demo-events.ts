import type { EntityManager } from 'typeorm';
import { EventsRepository } from './events.repository.js';
import { type EventInput, upsertEvents } from './event-import.js';

const DAY = 86_400_000;

/** The demo catalogue, dated from the clock at seed time: on sale, sold out, desktop-only, real-name. */
export function demoEvents(now: number, currency = 'VND'): EventInput[] {
  const at = (days: number, hour: number) => {
    const d = new Date(now + days * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d.getTime();
  };
  const base = {
    images: [] as string[],
    saleStartsAt: now - DAY,
    ticketLimit: 4,
    currency,
    city: 'Macau',
    timeZone: 'Asia/Macau',
  };
  return [
    {
      ...base,
      slug: 'demo-summer-live',
      title: 'Summer Live Concert',
      artist: 'The Lotus Lanterns',
      about: 'An evening of live music under the stars with the season’s favourite bands.',
      images: ['/images/events/summer-live.svg'],
      venue: 'Galaxy Arena',
      location: 'Estrada da Baía de Nossa Senhora da Esperança, Cotai, Macau',
      doorsAt: at(21, 12) - 3_600_000,
      startsAt: at(21, 12),
      endsAt: at(21, 15),
      desktopOnly: false,
      realNameRequired: false,
      ticketTypes: [
        { code: 'vip', name: 'VIP Floor', price: 250_000_00, capacity: 100 },
        { code: 'a', name: 'Section A', price: 150_000_00, capacity: 300 },
        { code: 'b', name: 'Section B', price: 90_000_00, capacity: 600 },
      ],
    },
    {
      ...base,
      slug: 'demo-sold-out-gala',
      title: 'Anniversary Gala (sold out)',
      artist: 'Macau Chamber Orchestra',
      about: 'Every seat is taken: join the waiting list and you are offered returned seats in order.',
      venue: 'Broadway Theatre',
      location: 'Avenida Marginal Flor de Lótus, Cotai, Macau',
      doorsAt: at(30, 11) - 3_600_000,
      startsAt: at(30, 11),
      endsAt: at(30, 14),
      desktopOnly: false,
      realNameRequired: false,
      ticketTypes: [{ code: 'standard', name: 'Standard', price: 120_000_00, capacity: 50 }],
    },
    {
      ...base,
      slug: 'demo-desktop-festival',
      title: 'Harbour Music Festival (desktop only)',
      artist: 'Harbour Lights, Neon Tide and friends',
      about: 'Tickets for this festival are sold only on the desktop web site.',
      venue: 'Central Harbourfront Event Space',
      location: '9 Lung Wo Road, Central, Hong Kong',
      city: 'Hong Kong',
      timeZone: 'Asia/Hong_Kong',
      doorsAt: at(45, 9) - 3_600_000,
      startsAt: at(45, 9),
      endsAt: at(45, 16),
      desktopOnly: true,
      realNameRequired: false,
      ticketTypes: [{ code: 'general', name: 'General Admission', price: 80_000_00, capacity: 500 }],
    },
    {
      ...base,
      slug: 'demo-real-name-showcase',
      title: 'Idol Showcase (real-name tickets)',
      artist: 'STARRY-5',
      about: 'Real-name event: choose one attendee for each ticket.',
      venue: 'Studio City Event Center',
      location: 'Estrada do Istmo, Cotai, Macau',
      doorsAt: at(60, 12) - 3_600_000,
      startsAt: at(60, 12),
      endsAt: at(60, 15),
      desktopOnly: false,
      realNameRequired: true,
      ticketLimit: 2,
      ticketTypes: [
        { code: 'premium', name: 'Premium', price: 200_000_00, capacity: 80 },
        { code: 'standard', name: 'Standard', price: 100_000_00, capacity: 200 },
      ],
    },
  ];
}

/** Seeds the demo catalogue; the sold-out gala's seats are marked sold so its waiting list can be tried. */
export async function seedDemoEvents(tx: EntityManager, now: number, currency = 'VND'): Promise<void> {
  // Seeding runs before (and without) the Nest application: the repository is made here.
  const repository = new EventsRepository(tx.connection);
  await upsertEvents(repository, tx, demoEvents(now, currency), now);
  await repository.sellOut(tx, 'demo-sold-out-gala');
}

/**
 * Names the artists of a demo catalogue seeded before events had one (a database seeded earlier
 * keeps its events): an artist set since is left alone.
 */
export async function seedDemoArtists(tx: EntityManager, now: number, currency = 'VND'): Promise<void> {
  const repository = new EventsRepository(tx.connection);
  for (const event of demoEvents(now, currency)) {
    if (event.artist) await repository.nameArtistIfNone(tx, event.slug, event.artist, now);
  }
}
