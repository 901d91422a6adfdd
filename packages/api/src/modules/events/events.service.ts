import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import type { EventStatus } from '@fanpass/contracts';
import { cardView, detailView, type EventCardView, type EventDetailView, typeView } from './event-views.js';
import { EventsRepository } from './events.repository.js';

const UPCOMING_LIMIT = 20;

/** The public catalogue: listings, upcoming events, detail and exact availability. */
@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async cards(): Promise<EventCardView[]> {
    const events = await this.events.listEvents();
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

  /** Events not ended (or in the asked status), soonest first. */
  async list(status: EventStatus | undefined, page = 1, pageSize = 20) {
    const all = (await this.cards()).filter((c) => (status ? c.status === status : c.status !== 'ended'));
    return { list: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
  }

  /** The next events to start (Next Event). */
  async upcoming(): Promise<EventCardView[]> {
    const now = this.clock.now();
    return (await this.cards()).filter((c) => c.startsAt > now).slice(0, UPCOMING_LIMIT);
  }

  async detail(id: number): Promise<EventDetailView> {
    const event = await this.events.findEvent(id);
    if (!event) throw new AppError('EVENT_NOT_FOUND');
    return detailView(event, await this.events.typesOf([id]), this.clock.now());
  }

  /** Exact seats left per seat area, read at the moment of the call. */
  async availability(id: number) {
    const event = await this.events.findEvent(id);
    if (!event) throw new AppError('EVENT_NOT_FOUND');
    const types = await this.events.typesOf([id]);
    return { eventId: id, ticketTypes: types.map((t) => typeView(t, event.currency)) };
  }
}
