import { DEFAULT_TICKET_LIMIT, DEFAULT_VENUE_TIME_ZONE, isTimeZone } from '@fanpass/contracts';
import type { EntityManager } from 'typeorm';
import type { EventsRepository } from './events.repository.js';

/** One seat area as organisers write it. Prices are minor units. */
export interface TicketTypeInput {
  code: string;
  name: string;
  price: number;
  capacity: number;
  /** Seated areas: the rows and their seat numbers, side by side in the order given; absent for general admission. */
  seats?: SeatRowInput[];
  /** Entry details of this area where they differ from the event's. */
  entry?: EntryInput;
}

/** One row of a seated area: `{row, from, to}` (numbers from..to) or `{row, numbers: [...]}` in the file. */
export interface SeatRowInput {
  row: string;
  numbers: string[];
}

/** Entry details (event import `entry`): gate, queue and entry times, guide text; each optional. */
export interface EntryInput {
  gate: string | null;
  queueAt: number | null;
  entryAt: number | null;
  guide: string | null;
}

/** One event as organisers write it (event import). Times are ISO 8601 or epoch milliseconds. */
export interface EventInput {
  slug: string;
  title: string;
  about: string;
  /** Who performs (an artist or a line-up); absent or null when the organiser does not say. */
  artist?: string | null;
  images: string[];
  venue: string;
  location: string;
  /** The city for discovery; when the file leaves it out, the last comma-separated part of location. */
  city: string;
  /** When the doors open, null when not given; never after startsAt. */
  doorsAt: number | null;
  startsAt: number;
  endsAt: number;
  saleStartsAt: number;
  /** When the sale closes; null or absent: when the event ends. After the sale opens, not after the end. */
  saleEndsAt?: number | null;
  /** Whether fans see it; absent: a new event is published, an existing one keeps its state. */
  published?: boolean;
  /** The venue's IANA time zone (e.g. Asia/Macau); the file may leave it out for Macau. */
  timeZone: string;
  desktopOnly: boolean;
  realNameRequired: boolean;
  ticketLimit: number;
  currency: string;
  ticketTypes: TicketTypeInput[];
  entry?: EntryInput;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SEAT_LABEL = /^[A-Za-z0-9][A-Za-z0-9 -]{0,19}$/;
const MAX_ROW_SEATS = 10_000;

/** Entry details as the file writes them; problems are reported at `at`. */
function parseEntry(value: unknown, at: string, problems: string[]): EntryInput | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) {
    problems.push(`${at}: must be an object with gate, queueAt, entryAt and guide`);
    return undefined;
  }
  const text = (name: string, max: number): string | null => {
    const v = value[name];
    if (v === undefined || v === null || v === '') return null;
    if (typeof v !== 'string' || v.length > max) {
      problems.push(`${at}.${name}: must be text of at most ${max} characters`);
      return null;
    }
    return v.trim();
  };
  const moment = (name: string): number | null => {
    const v = value[name];
    if (v === undefined || v === null) return null;
    const parsed = time(v);
    if (parsed === null) problems.push(`${at}.${name}: must be an ISO date-time or epoch milliseconds`);
    return parsed;
  };
  return {
    gate: text('gate', 100),
    queueAt: moment('queueAt'),
    entryAt: moment('entryAt'),
    guide: text('guide', 5000),
  };
}

/** A seated area's rows; problems are reported at `at`. */
function parseSeats(value: unknown, at: string, capacity: number, problems: string[]): SeatRowInput[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length === 0) {
    problems.push(`${at}: must list the rows, e.g. [{"row": "A", "from": 1, "to": 20}]`);
    return undefined;
  }
  const rows: SeatRowInput[] = [];
  const places = new Set<string>();
  value.forEach((item, i) => {
    const rat = `${at}[${i}]`;
    if (!isObject(item) || typeof item.row !== 'string' || !SEAT_LABEL.test(item.row)) {
      problems.push(`${rat}.row: must be 1 to 20 letters, digits, spaces or dashes`);
      return;
    }
    let numbers: string[] = [];
    if (Array.isArray(item.numbers)) {
      numbers = item.numbers.map(String);
    } else if (Number.isInteger(item.from) && Number.isInteger(item.to)) {
      const from = item.from as number;
      const to = item.to as number;
      if (from < 0 || to < from || to - from >= MAX_ROW_SEATS) {
        problems.push(`${rat}: from and to must be whole numbers with from <= to (at most ${MAX_ROW_SEATS} seats)`);
        return;
      }
      for (let n = from; n <= to; n++) numbers.push(String(n));
    } else {
      problems.push(`${rat}: give either numbers: [...] or from and to`);
      return;
    }
    for (const number of numbers) {
      if (!SEAT_LABEL.test(number)) problems.push(`${rat}.numbers: "${number}" is not a seat number`);
      const place = `${item.row}/${number}`;
      if (places.has(place)) problems.push(`${rat}: seat ${place} appears twice`);
      places.add(place);
    }
    rows.push({ row: item.row, numbers });
  });
  if (places.size < capacity) {
    problems.push(`${at}: ${places.size} seat(s) for a capacity of ${capacity}; describe at least as many seats`);
  }
  return rows;
}

function time(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && value.trim()) {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

/** The city of a location written as 'street, district, city': its last part. */
export function cityOfLocation(location: string): string {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return (parts[parts.length - 1] ?? '').slice(0, 100);
}

/**
 * Checks organisers' events (one object, an array, or `{events: [...]}`) and lists every
 * problem with its place, so a file can be fixed in one go.
 */
export function parseEventFile(
  raw: unknown,
  defaults: { currency: string },
): { events: EventInput[]; problems: string[] } {
  const list: unknown[] = Array.isArray(raw) ? raw : isObject(raw) && Array.isArray(raw.events) ? raw.events : [raw];
  const problems: string[] = [];
  const events: EventInput[] = [];
  const slugs = new Set<string>();
  list.forEach((item, i) => {
    const at = `events[${i}]`;
    if (!isObject(item)) {
      problems.push(`${at}: must be an object`);
      return;
    }
    const text = (name: string, min: number, max: number, optional = false): string => {
      const value = item[name];
      if ((value === undefined || value === null || value === '') && optional) return '';
      if (typeof value !== 'string' || value.trim().length < min || value.length > max) {
        problems.push(`${at}.${name}: must be text of ${min} to ${max} characters`);
        return '';
      }
      return value.trim();
    };
    const slug = text('slug', 1, 80);
    if (slug && !/^[a-z0-9][a-z0-9-]*$/.test(slug)) {
      problems.push(`${at}.slug: use lower-case letters, digits and dashes (got "${slug}")`);
    }
    if (slug && slugs.has(slug)) problems.push(`${at}.slug: "${slug}" appears twice in the file`);
    slugs.add(slug);
    const title = text('title', 1, 200);
    const about = text('about', 0, 20_000, true);
    const artist = text('artist', 1, 200, true) || null;
    const venue = text('venue', 1, 200);
    const location = text('location', 1, 300);
    const city = text('city', 1, 100, true) || cityOfLocation(location);
    const images = item.images ?? [];
    if (!Array.isArray(images) || images.some((v) => typeof v !== 'string' || !v || v.length > 500)) {
      problems.push(`${at}.images: must be a list of image URLs`);
    }
    const startsAt = time(item.startsAt);
    const endsAt = time(item.endsAt);
    const saleStartsAt = item.saleStartsAt === undefined ? 0 : time(item.saleStartsAt);
    if (startsAt === null) problems.push(`${at}.startsAt: must be an ISO date-time or epoch milliseconds`);
    if (endsAt === null) problems.push(`${at}.endsAt: must be an ISO date-time or epoch milliseconds`);
    if (saleStartsAt === null) problems.push(`${at}.saleStartsAt: must be an ISO date-time or epoch milliseconds`);
    if (startsAt !== null && endsAt !== null && endsAt <= startsAt) {
      problems.push(`${at}.endsAt: must be after startsAt`);
    }
    const saleEndsAt = item.saleEndsAt === undefined || item.saleEndsAt === null ? null : time(item.saleEndsAt);
    if (item.saleEndsAt !== undefined && item.saleEndsAt !== null && saleEndsAt === null) {
      problems.push(`${at}.saleEndsAt: must be an ISO date-time or epoch milliseconds`);
    } else if (saleEndsAt !== null && ((saleStartsAt ?? 0) >= saleEndsAt || (endsAt !== null && saleEndsAt > endsAt))) {
      problems.push(`${at}.saleEndsAt: must be after saleStartsAt and not after endsAt`);
    }
    if (item.published !== undefined && typeof item.published !== 'boolean') {
      problems.push(`${at}.published: must be true or false`);
    }
    const doorsAt = item.doorsAt === undefined || item.doorsAt === null ? null : time(item.doorsAt);
    if (item.doorsAt !== undefined && item.doorsAt !== null && doorsAt === null) {
      problems.push(`${at}.doorsAt: must be an ISO date-time or epoch milliseconds`);
    } else if (doorsAt !== null && startsAt !== null && doorsAt > startsAt) {
      problems.push(`${at}.doorsAt: must not be after startsAt`);
    }
    const timeZone = item.timeZone ?? DEFAULT_VENUE_TIME_ZONE;
    if (!isTimeZone(timeZone)) {
      problems.push(
        `${at}.timeZone: must be the venue's IANA time zone, e.g. "Asia/Macau" (got ${JSON.stringify(timeZone)})`,
      );
    }
    for (const flag of ['desktopOnly', 'realNameRequired']) {
      if (item[flag] !== undefined && typeof item[flag] !== 'boolean')
        problems.push(`${at}.${flag}: must be true or false`);
    }
    const ticketLimit = item.ticketLimit ?? DEFAULT_TICKET_LIMIT;
    if (typeof ticketLimit !== 'number' || !Number.isInteger(ticketLimit) || ticketLimit < 1 || ticketLimit > 100) {
      problems.push(`${at}.ticketLimit: must be a whole number from 1 to 100`);
    }
    const currency = item.currency ?? defaults.currency;
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
      problems.push(`${at}.currency: must be a three-letter ISO code`);
    }
    const entry = parseEntry(item.entry, `${at}.entry`, problems);
    const types = item.ticketTypes;
    const ticketTypes: TicketTypeInput[] = [];
    if (!Array.isArray(types) || types.length === 0) {
      problems.push(`${at}.ticketTypes: must list at least one seat area`);
    } else {
      const codes = new Set<string>();
      types.forEach((type, j) => {
        const tat = `${at}.ticketTypes[${j}]`;
        if (!isObject(type)) {
          problems.push(`${tat}: must be an object`);
          return;
        }
        const code = type.code;
        if (typeof code !== 'string' || !/^[A-Za-z0-9_-]{1,60}$/.test(code)) {
          problems.push(`${tat}.code: must be 1 to 60 letters, digits, dashes or underscores`);
        } else if (codes.has(code)) {
          problems.push(`${tat}.code: "${code}" appears twice in this event`);
        } else codes.add(code);
        const name = type.name;
        if (typeof name !== 'string' || !name.trim() || name.length > 100) {
          problems.push(`${tat}.name: must be text of 1 to 100 characters`);
        }
        const price = type.price;
        if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0) {
          problems.push(`${tat}.price: must be a whole number of minor units (0 or more)`);
        }
        const capacity = type.capacity;
        if (typeof capacity !== 'number' || !Number.isInteger(capacity) || capacity < 0 || capacity > 1_000_000) {
          problems.push(`${tat}.capacity: must be a whole number from 0 to 1000000`);
        }
        const seats = parseSeats(type.seats, `${tat}.seats`, Number(capacity) || 0, problems);
        const entry = parseEntry(type.entry, `${tat}.entry`, problems);
        ticketTypes.push({
          code: String(code),
          name: String(name).trim(),
          price: Number(price),
          capacity: Number(capacity),
          ...(seats ? { seats } : {}),
          ...(entry ? { entry } : {}),
        });
      });
    }
    events.push({
      slug,
      title,
      about,
      artist,
      images: Array.isArray(images) ? (images as string[]) : [],
      venue,
      location,
      city,
      doorsAt,
      startsAt: startsAt ?? 0,
      endsAt: endsAt ?? 0,
      saleStartsAt: saleStartsAt ?? 0,
      saleEndsAt,
      ...(typeof item.published === 'boolean' ? { published: item.published } : {}),
      timeZone: String(timeZone),
      desktopOnly: item.desktopOnly === true,
      realNameRequired: item.realNameRequired === true,
      ticketLimit: Number(ticketLimit),
      currency: String(currency),
      ticketTypes,
      ...(entry ? { entry } : {}),
    });
  });
  return { events, problems };
}

export interface ImportResult {
  created: string[];
  updated: string[];
  /** Seat areas whose capacity grew: their new seats go to the waiting list first. */
  raised: number[];
  /** Capacity and price changes refused (more seats already sold or held; a price after sales), as lines. */
  problems: string[];
  /** The same refusals, for a caller that answers with a reply code (the console). */
  refusals: ImportRefusal[];
}

/** A seat-area change the import refused: a capacity below the seats taken, or a price after sales. */
export type ImportRefusal =
  | { kind: 'capacity'; slug: string; code: string; capacity: number; taken: number }
  | { kind: 'price'; slug: string; code: string };

/**
 * Creates or updates events by slug and their seat areas by code, in the caller's transaction;
 * every write goes through the events repository.
 */
export async function upsertEvents(
  repository: EventsRepository,
  tx: EntityManager,
  events: EventInput[],
  now: number,
): Promise<ImportResult> {
  const result: ImportResult = { created: [], updated: [], raised: [], problems: [], refusals: [] };
  for (const input of events) {
    const { event, created } = await repository.saveEvent(
      tx,
      input.slug,
      {
        title: input.title,
        about: input.about,
        artist: input.artist ?? null,
        images: JSON.stringify(input.images),
        venue: input.venue,
        location: input.location,
        city: input.city,
        doorsAt: input.doorsAt,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        saleStartsAt: input.saleStartsAt,
        saleEndsAt: input.saleEndsAt ?? null,
        ...(input.published === undefined ? {} : { published: input.published }),
        timeZone: input.timeZone,
        desktopOnly: input.desktopOnly,
        realNameRequired: input.realNameRequired,
        ticketLimit: input.ticketLimit,
        currency: input.currency,
        updatedAt: now,
      },
      now,
    );
    (created ? result.created : result.updated).push(input.slug);
    for (const [order, type] of input.ticketTypes.entries()) {
      const existing = await repository.findTypeByCodeInTx(tx, event.id, type.code);
      if (!existing) {
        await repository.insertType(tx, {
          eventId: event.id,
          code: type.code,
          name: type.name,
          price: type.price,
          capacity: type.capacity,
          sold: 0,
          held: 0,
          sortOrder: order,
          createdAt: now,
          updatedAt: now,
        });
        continue;
      }
      const described = await repository.describeType(tx, existing.id, {
        name: type.name,
        price: type.price,
        sortOrder: order,
        updatedAt: now,
      });
      if (!described) {
        result.problems.push(`${input.slug}/${type.code}: the price cannot change once seats have sold`);
        result.refusals.push({ kind: 'price', slug: input.slug, code: type.code });
      }
      if (type.capacity === existing.capacity) continue;
      if (!(await repository.setCapacity(tx, existing.id, type.capacity, now))) {
        const current = await repository.findTypeInTx(tx, existing.id);
        const taken = current ? current.sold + current.held : 0;
        result.problems.push(
          `${input.slug}/${type.code}: capacity ${type.capacity} is below the ${taken} seats already sold or held`,
        );
        result.refusals.push({ kind: 'capacity', slug: input.slug, code: type.code, capacity: type.capacity, taken });
      } else if (type.capacity > existing.capacity) result.raised.push(existing.id);
    }
  }
  return result;
}
