import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { type EventAvailabilityView, type EventListPage, type EventListParams, PAGE_SIZE } from '@fanpass/contracts';
import type { EntityManager } from 'typeorm';
import { type EventInput, type ImportResult, upsertEvents } from './event-import.js';
import { cardView, detailView, type EventCardView, type EventDetailView, typeView } from './event-views.js';
import { type EventFilter, EventsRepository } from './events.repository.js';

const UPCOMING_LIMIT = 20;

/** The public catalogue: listings, upcoming events, detail and exact availability. */
@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async cards(filter: EventFilter = {}): Promise<EventCardView[]> {
    const events = await this.events.listEvents(filter);
    const types = await this.events.typesOf(events.map((e) => e.id));
    const now = this.clock.now();
    return events.map((e) =>
      cardView(
        e,
        types.filter((t) => t.eventId === e.id),
        now,
      ),
    );
  }

  /**
   * Events not ended (or in the asked status) matching the search (name, artist, venue or city),
   * city and start-date filters, soonest first. Search, city, dates and ended-or-not are narrowed in SQL; the stock-derived
   * statuses (on sale, sold out, upcoming) are told apart here.
   */
  async list(query: EventListParams): Promise<EventListPage> {
    const { status, q, city, from, to, page = 1, pageSize = PAGE_SIZE.default } = query;
    const endedAt = { now: this.clock.now(), ended: status === 'ended' };
    const all = (await this.cards({ q, city, from, to, endedAt })).filter((c) => !status || c.status === status);
    return { list: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
  }

  /** The cities that have events not ended yet (the discovery filter's choices). */
  cities(): Promise<string[]> {
    return this.events.cities(this.clock.now());
  }

  /** The next events to start (Next Event). */
  async upcoming(): Promise<EventCardView[]> {
    const now = this.clock.now();
    return (await this.cards()).filter((c) => c.startsAt > now).slice(0, UPCOMING_LIMIT);
  }

  async detail(id: number): Promise<EventDetailView> {
    const event = await this.events.findEvent(id);
    if (!event?.published) throw new AppError('EVENT_NOT_FOUND');
    return detailView(event, await this.events.typesOf([id]), this.clock.now());
  }

  /** Exact seats left per seat area, read at the moment of the call. */
  async availability(id: number): Promise<EventAvailabilityView> {
    const event = await this.events.findEvent(id);
    if (!event?.published) throw new AppError('EVENT_NOT_FOUND');
    const types = await this.events.typesOf([id]);
    return { eventId: id, ticketTypes: types.map((t) => typeView(t, event.currency)) };
  }

  /** Creates or updates events from an organiser's file, in the caller's transaction (ops import). */
  importEvents(tx: EntityManager, events: EventInput[]): Promise<ImportResult> {
    return upsertEvents(this.events, tx, events, this.clock.now());
  }

  /** Sets a seat area's capacity unless it would fall below the seats already sold or held. */
  setCapacity(tx: EntityManager, typeId: number, capacity: number): Promise<boolean> {
    return this.events.setCapacity(tx, typeId, capacity, this.clock.now());
  }
}
