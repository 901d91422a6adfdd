import type {
  ConsoleAreaView,
  ConsoleAreaBody,
  ConsoleEventCreateBody,
  ConsoleEventFields,
  ConsoleEventSummaryView,
  ConsoleEventUpdateBody,
  ConsoleEventView,
  ConsoleQueueView,
  ConsoleResaleView,
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { AuditService } from '../audit/index.js';
import {
  available,
  parseImages,
  type EventInput,
  type EventRow,
  EventsRepository,
  parseEventFile,
  type TicketType,
} from '../events/index.js';
import { QueueSettingsService, type QueueSettingsInput } from '../queue/index.js';
import { ResaleSettingsService } from '../resale/index.js';
import { type ConsoleAccess, RolesService } from '../roles/index.js';
import { CatalogueService } from '../waitlist/index.js';
import { saleState } from './sale-state.js';
import { ORGANISING } from './console-routes.js';

function fieldsOf(event: EventRow): ConsoleEventFields {
  return {
    title: event.title,
    about: event.about,
    artist: event.artist,
    images: parseImages(event.images),
    venue: event.venue,
    location: event.location,
    city: event.city ?? undefined,
    timeZone: event.timeZone,
    doorsAt: event.doorsAt,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    saleStartsAt: event.saleStartsAt,
    saleEndsAt: event.saleEndsAt,
    ticketLimit: event.ticketLimit,
    realNameRequired: event.realNameRequired,
    desktopOnly: event.desktopOnly,
  };
}

const areaOf = (t: TicketType): ConsoleAreaBody => ({
  code: t.code,
  name: t.name,
  price: t.price,
  capacity: t.capacity,
});

/** A seat area with its live counts, as the event's page and its live sales show it. */
export const areaView = (t: TicketType): ConsoleAreaView => ({
  ...areaOf(t),
  id: t.id,
  sold: t.sold,
  held: t.held,
  available: available(t),
});

/**
 * The console's events: what an organiser sees of theirs, and their changes, each through the
 * service the ops CLI uses too (the catalogue's import path, the waiting room's and resale's
 * settings), recorded in the audit log.
 */
@Injectable()
export class ConsoleEventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly catalogue: CatalogueService,
    private readonly queues: QueueSettingsService,
    private readonly resale: ResaleSettingsService,
    private readonly roles: RolesService,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The event, or CONSOLE_EVENT_NOT_FOUND (the guard has checked the caller's role for it). */
  async event(eventId: number): Promise<EventRow> {
    const event = await this.events.findEvent(eventId);
    if (!event) throw new AppError('CONSOLE_EVENT_NOT_FOUND');
    return event;
  }

  async list(access: ConsoleAccess): Promise<ConsoleEventSummaryView[]> {
    const events = await this.events.allEvents(access.visibleEvents(ORGANISING));
    const types = await this.events.typesOf(events.map((e) => e.id));
    const now = this.clock.now();
    return events.map((event) => {
      const own = types.filter((t) => t.eventId === event.id);
      return {
        id: event.id,
        slug: event.slug,
        title: event.title,
        venue: event.venue,
        timeZone: event.timeZone,
        startsAt: event.startsAt,
        published: event.published,
        saleState: saleState(event, own, now),
        sold: own.reduce((n, t) => n + t.sold, 0),
        capacity: own.reduce((n, t) => n + t.capacity, 0),
      };
    });
  }

  async detail(eventId: number): Promise<ConsoleEventView> {
    const event = await this.event(eventId);
    const [types, queue, resale] = await Promise.all([
      this.events.typesOf([eventId]),
      this.queues.settingsOf(eventId),
      this.resale.rules(eventId),
    ]);
    const queueView: ConsoleQueueView | null = queue && {
      enabled: queue.enabled,
      method: queue.method,
      mode: queue.mode,
      ratePerMinute: queue.ratePerMinute,
      maxActive: queue.maxActive,
      admissionSeconds: queue.admissionSeconds,
      prequeueOpensAt: Number(queue.prequeueOpensAt),
    };
    const resaleView: ConsoleResaleView = {
      enabled: resale.enabled,
      paused: resale.paused,
      feePercent: resale.feePercent,
      deadlineHours: resale.deadlineHours,
      refundAllowed: resale.refundAllowed,
    };
    return {
      id: event.id,
      slug: event.slug,
      currency: event.currency,
      published: event.published,
      saleState: saleState(event, types, this.clock.now()),
      ...fieldsOf(event),
      areas: types.map(areaView),
      queue: queueView,
      resale: resaleView,
    };
  }

  /** The event import's own checks over what the console sends; every problem at once. */
  private checked(raw: Record<string, unknown>): EventInput {
    const { events, problems } = parseEventFile(raw, { currency: this.config.currency });
    if (problems.length) {
      throw new AppError(
        'CONSOLE_EVENT_INVALID',
        { problems: problems.map((p) => p.replace(/^events\[0\]\./, '')).join('; ') },
        { problems },
      );
    }
    return events[0]!;
  }

  /** A new event, unpublished until its organiser publishes it; its creator organises it. */
  async create(access: ConsoleAccess, body: ConsoleEventCreateBody): Promise<ConsoleEventView> {
    const { areas, ...fields } = body;
    const input = this.checked({ ...fields, ticketTypes: areas, published: false, currency: this.config.currency });
    const event = await this.catalogue.save(access.actor, input, true);
    if (!access.admin) {
      await this.roles.grant(access.actor, { email: access.email, role: 'organiser', eventId: event.id });
    }
    return this.detail(event.id);
  }

  /** An event's details; its seat areas stay as they are. */
  async update(access: ConsoleAccess, body: ConsoleEventUpdateBody): Promise<ConsoleEventView> {
    const event = await this.event(body.eventId);
    const { eventId, ...fields } = body;
    const types = await this.events.typesOf([eventId]);
    const input = this.checked({
      ...fields,
      slug: event.slug,
      currency: event.currency,
      ticketTypes: types.map(areaOf),
    });
    await this.catalogue.save(access.actor, input, false);
    return this.detail(eventId);
  }

  /**
   * Adds a seat area or changes one (by code): its price only while none of it has sold, its
   * capacity never below what is sold and held; new seats go to the waiting list first. `add`
   * only adds: the event's own code again is CONSOLE_AREA_CODE_TAKEN, so a form for a new area
   * never changes an existing one.
   */
  async saveArea(
    access: ConsoleAccess,
    eventId: number,
    area: ConsoleAreaBody,
    add = false,
  ): Promise<ConsoleEventView> {
    const event = await this.event(eventId);
    const types = (await this.events.typesOf([eventId])).map(areaOf);
    const at = types.findIndex((t) => t.code === area.code);
    if (at >= 0 && add) throw new AppError('CONSOLE_AREA_CODE_TAKEN');
    if (at >= 0) types[at] = area;
    else types.push(area);
    const input = this.checked({ ...fieldsOf(event), slug: event.slug, currency: event.currency, ticketTypes: types });
    await this.catalogue.save(access.actor, input, false);
    return this.detail(eventId);
  }

  async publish(access: ConsoleAccess, eventId: number, published: boolean): Promise<ConsoleEventView> {
    await this.catalogue.setPublished(access.actor, await this.event(eventId), published);
    return this.detail(eventId);
  }

  async closeSale(access: ConsoleAccess, eventId: number): Promise<ConsoleEventView> {
    await this.catalogue.closeSale(access.actor, await this.event(eventId));
    return this.detail(eventId);
  }

  /** The waiting room's settings (set up on first change), with the queue's own change log and the audit log. */
  async queue(access: ConsoleAccess, eventId: number, input: QueueSettingsInput): Promise<ConsoleEventView> {
    const event = await this.event(eventId);
    await this.transactions.withTransaction(async (tx) => {
      const { changes, problems } = await this.queues.apply(event, input, access.email, tx);
      if (problems.length) throw new AppError('CONSOLE_SETTINGS_INVALID', { problems: problems.join('; ') });
      if (changes.length) {
        await this.audit.record(tx, access.actor, 'queue.settings', { eventId, target: event.slug, after: changes });
      }
    });
    return this.detail(eventId);
  }

  async resaleRules(
    access: ConsoleAccess,
    eventId: number,
    change: Partial<ConsoleResaleView>,
  ): Promise<ConsoleEventView> {
    await this.resale.change(access.actor, await this.event(eventId), change);
    return this.detail(eventId);
  }
}
