import { Injectable } from '@nestjs/common';
import { escapeLike } from '../../database/like.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager, In } from 'typeorm';
import { ReadBatch } from '../../infra/read-batch.js';
import { bool, inList, num, numOrNull, type SqlRow, sqlOf } from '../../database/sql.js';
import { EventRow } from './entities/event.entity.js';
import { TicketType } from './entities/ticket-type.entity.js';

const EVENT_COLUMNS =
  'e.id, e.slug, e.title, e.about, e.artist, e.images, e.venue, e.location, e.city, e.doors_at, e.starts_at, e.ends_at, e.sale_starts_at, e.time_zone, ' +
  'e.sale_ends_at, e.published, e.desktop_only, e.real_name_required, e.ticket_limit, e.currency, e.created_at, e.updated_at';
const TYPE_COLUMNS =
  't.id AS t_id, t.event_id AS t_event_id, t.code AS t_code, t.name AS t_name, t.price AS t_price, ' +
  't.capacity AS t_capacity, t.sold AS t_sold, t.held AS t_held, t.sort_order AS t_sort_order, ' +
  't.created_at AS t_created_at, t.updated_at AS t_updated_at';
/** What an order's checks and its answer need of its event and seat areas (findForOrder). */
const ORDER_EVENT_COLUMNS =
  'e.id, e.sale_starts_at, e.sale_ends_at, e.published, e.ends_at, e.desktop_only, e.real_name_required, e.ticket_limit, e.currency, ' +
  'e.title, e.venue, e.location, e.starts_at, e.time_zone, e.images';
const ORDER_TYPE_COLUMNS =
  't.id AS t_id, t.price AS t_price, t.capacity AS t_capacity, t.sold AS t_sold, t.held AS t_held, t.name AS t_name';

/** The event as an order checks it: on sale, desktop only, real names, the limit, the currency. */
export type OrderableEvent = Pick<
  EventRow,
  | 'id'
  | 'saleStartsAt'
  | 'saleEndsAt'
  | 'published'
  | 'endsAt'
  | 'desktopOnly'
  | 'realNameRequired'
  | 'ticketLimit'
  | 'currency'
>;
/** What an order's answer shows of its event. */
export type OrderShownEvent = Pick<
  EventRow,
  'id' | 'title' | 'venue' | 'location' | 'startsAt' | 'endsAt' | 'timeZone' | 'images'
>;
/** A seat area as an order takes it: its price and what is left. */
export type OrderableType = Pick<TicketType, 'id' | 'price' | 'capacity' | 'sold' | 'held'>;

/** Discovery filters of the events list; `endedAt` keeps only events ended (or not) at a time. */
export interface EventFilter {
  /** Words of the title, artist, venue, address or city. */
  q?: string;
  city?: string;
  from?: number;
  to?: number;
  endedAt?: { now: number; ended: boolean };
}

/** The columns the events list's `q` matches, any of them (a null one matches nothing). */
const SEARCHED_COLUMNS = ['e.title', 'e.artist', 'e.venue', 'e.location', 'e.city'];

function eventFromRow(row: SqlRow): EventRow {
  return {
    id: num(row.id),
    slug: row.slug as string,
    title: row.title as string,
    about: row.about as string,
    artist: (row.artist as string | null) ?? null,
    images: row.images as string,
    venue: row.venue as string,
    location: row.location as string,
    city: (row.city as string | null) ?? null,
    doorsAt: row.doors_at === null || row.doors_at === undefined ? null : num(row.doors_at),
    startsAt: num(row.starts_at),
    endsAt: num(row.ends_at),
    saleStartsAt: num(row.sale_starts_at),
    saleEndsAt: numOrNull(row.sale_ends_at),
    published: bool(row.published),
    timeZone: row.time_zone as string,
    desktopOnly: bool(row.desktop_only),
    realNameRequired: bool(row.real_name_required),
    ticketLimit: num(row.ticket_limit),
    currency: row.currency as string,
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
  };
}

function typeFromRow(row: SqlRow): TicketType {
  return {
    id: num(row.t_id),
    eventId: num(row.t_event_id),
    code: row.t_code as string,
    name: row.t_name as string,
    price: num(row.t_price),
    capacity: num(row.t_capacity),
    sold: num(row.t_sold),
    held: num(row.t_held),
    sortOrder: num(row.t_sort_order),
    createdAt: num(row.t_created_at),
    updatedAt: num(row.t_updated_at),
  };
}

/**
 * Events, seat areas and their stock. Every stock change is one conditional UPDATE whose
 * affected-row count decides; callers run them inside the transaction writing the order rows.
 */
/** An event with its seat areas, as an order checks them and its answer shows them. */
export interface Orderable {
  event: OrderableEvent & OrderShownEvent;
  types: (OrderableType & Pick<TicketType, 'name'>)[];
}

const FOR_ORDERS =
  `SELECT ${ORDER_EVENT_COLUMNS}, ${ORDER_TYPE_COLUMNS} FROM events e ` +
  'LEFT JOIN ticket_types t ON t.event_id = e.id WHERE e.id ';

@Injectable()
export class EventsRepository extends TransactionalRepository {
  /** The events orders ask for in one turn of the event loop, read together (findForOrder). */
  private readonly forOrders = new ReadBatch<number, Orderable>((ids) => this.readForOrders(ids));

  findEvent(id: number): Promise<EventRow | null> {
    return this.findEventInTx(this.manager(), id);
  }

  /** The event as the unit of work sees it. */
  async findEventInTx(tx: EntityManager, id: number): Promise<EventRow | null> {
    const [row] = await sqlOf(this.dataSource).rows(`SELECT ${EVENT_COLUMNS} FROM events e WHERE e.id = ?`, [id], tx);
    return row ? eventFromRow(row) : null;
  }

  /**
   * An event with those of the given seat areas that belong to it (the order path): the counts are
   * read fresh for every request, only the conditional UPDATEs ever sell. In a flash crowd every
   * order of a turn of the event loop asks for the same event, so the events asked for in one turn
   * are read by one statement right after it (ReadBatch), each with all its seat areas and what
   * the order's answer shows of them; what it answers is shared by those requests and never changed.
   */
  async findForOrder(eventId: number, typeIds: number[]): Promise<Orderable | null> {
    const found = await this.forOrders.get(eventId);
    if (!found) return null;
    const wanted = new Set(typeIds);
    return { event: found.event, types: found.types.filter((type) => wanted.has(type.id)) };
  }

  private async readForOrders(ids: number[]): Promise<Map<number, Orderable>> {
    const sql = sqlOf(this.dataSource);
    const among = inList(sql, ids);
    const rows = await sql.rows(`${FOR_ORDERS}${among.text} ORDER BY e.id, t.id`, among.params);
    const found = new Map<number, Orderable>();
    for (const row of rows) {
      const id = num(row.id);
      let one = found.get(id);
      if (!one) {
        one = {
          event: {
            id,
            saleStartsAt: num(row.sale_starts_at),
            saleEndsAt: numOrNull(row.sale_ends_at),
            published: bool(row.published),
            endsAt: num(row.ends_at),
            desktopOnly: bool(row.desktop_only),
            realNameRequired: bool(row.real_name_required),
            ticketLimit: num(row.ticket_limit),
            currency: row.currency as string,
            title: row.title as string,
            venue: row.venue as string,
            location: row.location as string,
            startsAt: num(row.starts_at),
            timeZone: row.time_zone as string,
            images: row.images as string,
          },
          types: [],
        };
        found.set(id, one);
      }
      if (row.t_id !== null) {
        one.types.push({
          id: num(row.t_id),
          price: num(row.t_price),
          capacity: num(row.t_capacity),
          sold: num(row.t_sold),
          held: num(row.t_held),
          name: row.t_name as string,
        });
      }
    }
    return found;
  }

  /** In the caller's transaction when given (a read inside a unit of work must go through its tx). */
  findEventBySlug(slug: string, tx?: EntityManager): Promise<EventRow | null> {
    return this.manager(tx).findOneBy(EventRow, { slug });
  }

  /** Events matching the discovery filters, soonest first (status is derived later from stock). */
  listEvents(filter: EventFilter = {}): Promise<EventRow[]> {
    const query = this.manager()
      .createQueryBuilder(EventRow, 'e')
      .where('e.published = :published', { published: true });
    if (filter.q) {
      // The words a fan searches with: the show's name, who performs, where (venue, address, city).
      const matches = SEARCHED_COLUMNS.map((column) => `LOWER(${column}) LIKE :q ESCAPE '!'`).join(' OR ');
      query.andWhere(`(${matches})`, { q: `%${escapeLike(filter.q.toLowerCase())}%` });
    }
    if (filter.city) query.andWhere('e.city = :city', { city: filter.city });
    if (filter.from !== undefined) query.andWhere('e.startsAt >= :from', { from: filter.from });
    if (filter.to !== undefined) query.andWhere('e.startsAt < :to', { to: filter.to });
    if (filter.endedAt !== undefined) {
      const { now, ended } = filter.endedAt;
      query.andWhere(ended ? 'e.endsAt <= :now' : 'e.endsAt > :now', { now });
    }
    return query.orderBy('e.startsAt', 'ASC').addOrderBy('e.id', 'ASC').getMany();
  }

  /** Every event, published or not (of the given ids when asked), latest start first: the console's list. */
  allEvents(ids?: number[]): Promise<EventRow[]> {
    const query = this.manager().createQueryBuilder(EventRow, 'e');
    if (ids) query.where(ids.length ? 'e.id IN (:...ids)' : '1 = 0', { ids });
    return query.orderBy('e.startsAt', 'DESC').addOrderBy('e.id', 'DESC').getMany();
  }

  /** The cities of events not ended at `now`, in alphabetical order. */
  async cities(now: number): Promise<string[]> {
    const rows = await this.manager()
      .createQueryBuilder(EventRow, 'e')
      .select('e.city', 'city')
      .distinct(true)
      .where('e.city IS NOT NULL AND e.endsAt > :now AND e.published = :published', { now, published: true })
      .orderBy('e.city', 'ASC')
      .getRawMany<{ city: string }>();
    return rows.map((row) => row.city);
  }

  /** Events by id (plain SQL: every order answer reads its event). */
  async findEvents(ids: number[]): Promise<EventRow[]> {
    if (!ids.length) return [];
    const rows = await sqlOf(this.dataSource).rows(
      `SELECT ${EVENT_COLUMNS} FROM events e WHERE e.id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    return rows.map(eventFromRow);
  }

  /** An event's seat areas as the unit of work sees them, in their order. */
  typesOfEventInTx(tx: EntityManager, eventId: number): Promise<TicketType[]> {
    return tx.find(TicketType, { where: { eventId }, order: { sortOrder: 'ASC', id: 'ASC' } });
  }

  typesOf(eventIds: number[]): Promise<TicketType[]> {
    if (!eventIds.length) return Promise.resolve([]);
    return this.manager().find(TicketType, {
      where: { eventId: In(eventIds) },
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
  }

  findTypes(ids: number[]): Promise<TicketType[]> {
    return this.findTypesInTx(this.manager(), ids);
  }

  /** Seat areas as the unit of work sees them, in id order (plain SQL: read when a paid order's tickets are issued). */
  async findTypesInTx(tx: EntityManager, ids: number[]): Promise<TicketType[]> {
    if (!ids.length) return [];
    const rows = await sqlOf(this.dataSource).rows(
      `SELECT ${TYPE_COLUMNS} FROM ticket_types t WHERE t.id IN (${ids.map(() => '?').join(', ')}) ORDER BY t.id`,
      ids,
      tx,
    );
    return rows.map(typeFromRow);
  }

  findType(id: number): Promise<TicketType | null> {
    return this.findTypeInTx(this.manager(), id);
  }

  /** The seat area as the unit of work sees it (its counts after the unit's own updates). */
  findTypeInTx(tx: EntityManager, id: number): Promise<TicketType | null> {
    return tx.findOneBy(TicketType, { id });
  }

  findTypeByCode(eventId: number, code: string): Promise<TicketType | null> {
    return this.findTypeByCodeInTx(this.manager(), eventId, code);
  }

  findTypeByCodeInTx(tx: EntityManager, eventId: number, code: string): Promise<TicketType | null> {
    return tx.findOneBy(TicketType, { eventId, code });
  }

  /** Holds n seats when they are free: sold + held + n <= capacity. */
  async hold(tx: EntityManager, typeId: number, n: number, now: number): Promise<boolean> {
    const result = await sqlOf(this.dataSource).run(
      'UPDATE ticket_types SET held = held + ?, updated_at = ? WHERE id = ? AND sold + held + ? <= capacity',
      [n, now, typeId, n],
      tx,
    );
    return result.affected === 1;
  }

  /** Returns n held seats to sale. */
  async release(tx: EntityManager, typeId: number, n: number, now: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(TicketType)
      .set({ held: () => 'held - :n', updatedAt: now })
      .where('id = :id AND held >= :n')
      .setParameters({ id: typeId, n })
      .execute();
    return result.affected === 1;
  }

  /** Turns n held seats into sold ones (a hold is paid). */
  async confirm(tx: EntityManager, typeId: number, n: number, now: number): Promise<boolean> {
    const result = await sqlOf(this.dataSource).run(
      'UPDATE ticket_types SET held = held - ?, sold = sold + ?, updated_at = ? WHERE id = ? AND held >= ?',
      [n, n, now, typeId, n],
      tx,
    );
    return result.affected === 1;
  }

  /** Takes n sold seats back as held (a refunded order's seats, returned like a hold's). */
  async unsell(tx: EntityManager, typeId: number, n: number, now: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(TicketType)
      .set({ sold: () => 'sold - :n', held: () => 'held + :n', updatedAt: now })
      .where('id = :id AND sold >= :n')
      .setParameters({ id: typeId, n })
      .execute();
    return result.affected === 1;
  }

  /** Sells n seats straight away when they are still free (a late payment for a lapsed hold). */
  async sellFree(tx: EntityManager, typeId: number, n: number, now: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(TicketType)
      .set({ sold: () => 'sold + :n', updatedAt: now })
      .where('id = :id AND sold + held + :n <= capacity')
      .setParameters({ id: typeId, n })
      .execute();
    return result.affected === 1;
  }

  /** Sets a capacity unless it would fall below the seats already sold or held. */
  async setCapacity(tx: EntityManager, typeId: number, capacity: number, now: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(TicketType)
      .set({ capacity, updatedAt: now })
      .where('id = :id AND sold + held <= :capacity')
      .setParameters({ id: typeId, capacity })
      .execute();
    return result.affected === 1;
  }

  /** Creates or updates an event by slug (catalogue import); answers the row and whether it is new. */
  async saveEvent(
    tx: EntityManager,
    slug: string,
    fields: Omit<EventRow, 'id' | 'slug' | 'createdAt' | 'published'> & Partial<Pick<EventRow, 'published'>>,
    now: number,
  ): Promise<{ event: EventRow; created: boolean }> {
    const existing = await tx.findOneBy(EventRow, { slug });
    if (existing) {
      await tx.update(EventRow, { id: existing.id }, fields);
      return { event: existing, created: false };
    }
    await tx.insert(EventRow, { slug, ...fields, createdAt: now });
    return { event: await tx.findOneByOrFail(EventRow, { slug }), created: true };
  }

  async insertType(tx: EntityManager, values: Omit<TicketType, 'id'>): Promise<void> {
    await tx.insert(TicketType, values);
  }

  /**
   * A seat area's name, price and place; its capacity changes only through setCapacity. The price
   * changes only while none of its seats has sold (one conditional UPDATE: a sale at the same
   * moment wins); false when it was refused.
   */
  async describeType(
    tx: EntityManager,
    id: number,
    values: Pick<TicketType, 'name' | 'price' | 'sortOrder' | 'updatedAt'>,
  ): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(TicketType)
      .set(values)
      .where('id = :id AND (price = :price OR sold = 0)', { id, price: values.price })
      .execute();
    return result.affected === 1;
  }

  /** Publishes or withdraws an event, and closes its sale (`saleEndsAt`); false when there is no such event. */
  async setSaleState(
    tx: EntityManager,
    id: number,
    values: Partial<Pick<EventRow, 'published' | 'saleEndsAt'>>,
    now: number,
  ): Promise<boolean> {
    const result = await tx.update(EventRow, { id }, { ...values, updatedAt: now });
    return (result.affected ?? 0) > 0;
  }

  /** Sets the artist of the event with this slug when it has none. */
  async nameArtistIfNone(tx: EntityManager, slug: string, artist: string, now: number): Promise<void> {
    await tx
      .createQueryBuilder()
      .update(EventRow)
      .set({ artist, updatedAt: now })
      .where('slug = :slug AND artist IS NULL', { slug })
      .execute();
  }

  /** Marks every seat of an event sold (the demo catalogue's sold-out event). */
  async sellOut(tx: EntityManager, slug: string): Promise<void> {
    await tx
      .createQueryBuilder()
      .update(TicketType)
      .set({ sold: () => 'capacity' })
      .where('event_id IN (SELECT id FROM events WHERE slug = :slug)', { slug })
      .execute();
  }
}
