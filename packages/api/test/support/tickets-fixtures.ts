import { randomBytes } from 'node:crypto';
import { type EventInput, upsertEvents } from '../../src/modules/events/event-import.js';
import { EventRow } from '../../src/modules/events/entities/event.entity.js';
import { TicketType } from '../../src/modules/events/entities/ticket-type.entity.js';
import { EventsRepository } from '../../src/modules/events/events.repository.js';
import { SessionsService } from '../../src/modules/sessions/sessions.service.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import type { CallOptions, TestApp } from './test-app.js';
import { insertUser } from './users.js';

export interface Buyer {
  user: User;
  opts: CallOptions;
}

/** A desktop browser's User-Agent (Chrome on Windows): the server reads the device class from it. */
export const DESKTOP_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
/** A phone browser's User-Agent (Chrome on Android). */
export const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/**
 * A signed-in fan with a verified phone (or the given overrides), as our web app makes one: on
 * platform PC from a desktop browser, on H5 from a phone's (the session and every call alike).
 */
export async function buyer(t: TestApp, overrides: Partial<User> = {}, platform = 'H5'): Promise<Buyer> {
  const user = await insertUser(t.dataSource, { phoneVerified: true, ...overrides });
  const device = platform === 'PC' ? 'desktop' : 'mobile';
  const token = await t.app.get(SessionsService).issue(user.id, { platform, device });
  const userAgent = device === 'desktop' ? DESKTOP_AGENT : PHONE_AGENT;
  return { user, opts: { token, uuid: user.uuid, platform, userAgent } };
}

export async function buyers(t: TestApp, n: number): Promise<Buyer[]> {
  const list: Buyer[] = [];
  for (let i = 0; i < n; i++) list.push(await buyer(t));
  return list;
}

/** An event on sale now at the test clock, with the given seat areas (an app's, or a unit spec's). */
export async function createEvent(
  t: Pick<TestApp, 'clock' | 'dataSource'>,
  overrides: Partial<EventInput> = {},
): Promise<{ event: EventRow; types: TicketType[] }> {
  const now = t.clock.now();
  const slug = overrides.slug ?? `ev-${randomBytes(4).toString('hex')}`;
  const input: EventInput = {
    slug,
    title: 'Test Concert',
    about: 'About the show',
    images: ['/img/a.jpg'],
    venue: 'Arena',
    location: 'Macau',
    city: 'Macau',
    doorsAt: null,
    startsAt: now + 7 * 86_400_000,
    endsAt: now + 7 * 86_400_000 + 3 * 3_600_000,
    saleStartsAt: now - 60_000,
    timeZone: 'Asia/Macau',
    desktopOnly: false,
    realNameRequired: false,
    ticketLimit: 4,
    currency: 'VND',
    ticketTypes: [{ code: 'a', name: 'Section A', price: 150_000_00, capacity: 10 }],
    ...overrides,
  };
  await t.dataSource.transaction((tx) => upsertEvents(new EventsRepository(t.dataSource), tx, [input], now));
  const event = await t.dataSource.manager.findOneByOrFail(EventRow, { slug });
  const types = await t.dataSource.manager.find(TicketType, { where: { eventId: event.id }, order: { id: 'ASC' } });
  return { event, types };
}

export async function typeRow(t: TestApp, id: number): Promise<TicketType> {
  return t.dataSource.manager.findOneByOrFail(TicketType, { id });
}
