import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { type Actor, AuditService } from '../audit/index.js';
import {
  type EventInput,
  type EventRow,
  EventsRepository,
  EventsService,
  type ImportRefusal,
  type ImportResult,
  type TicketType,
} from '../events/index.js';
import { SeatsService } from '../tickets/index.js';
import { WaitlistOffers } from './waitlist-offers.service.js';

/** An event and its seat areas as the audit log records them before and after a change. */
function snapshot(event: EventRow | null, types: TicketType[]): unknown {
  if (!event) return null;
  return {
    slug: event.slug,
    title: event.title,
    venue: event.venue,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    saleStartsAt: event.saleStartsAt,
    saleEndsAt: event.saleEndsAt,
    published: event.published,
    areas: types.map((t) => ({ code: t.code, name: t.name, price: t.price, capacity: t.capacity })),
  };
}

/** The refusal a console caller gets for the first seat-area change the import refused. */
function refusalError(refusal: ImportRefusal): AppError {
  return refusal.kind === 'price'
    ? new AppError('CONSOLE_PRICE_LOCKED')
    : new AppError('CONSOLE_CAPACITY_BELOW_TAKEN', { capacity: refusal.capacity, taken: refusal.taken });
}

/** Carries a refused import out of its transaction, so nothing of it is written. */
class ImportRefused extends Error {
  constructor(readonly result: ImportResult) {
    super('import refused');
  }
}

/** What an import or a save did: the import's result and how many new seats went to the waiting list. */
export interface CatalogueChange {
  result: ImportResult;
  offered: number;
}

/**
 * Organisers' changes to events and their seat areas, for the ops CLI and the console alike: one
 * path (the event import's `upsertEvents`) writes events and areas, new seats are offered to the
 * waiting list in the same transaction, and each change is in the audit log with its state before
 * and after. It lives with the waiting list because it composes it with the catalogue.
 */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly events: EventsService,
    private readonly repository: EventsRepository,
    private readonly seats: SeatsService,
    private readonly offers: WaitlistOffers,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async state(tx: EntityManager, slug: string): Promise<{ event: EventRow | null; types: TicketType[] }> {
    const event = await this.repository.findEventBySlug(slug, tx);
    if (!event) return { event: null, types: [] };
    return { event, types: await this.repository.typesOfEventInTx(tx, event.id) };
  }

  /**
   * Creates or updates events (the event import, checked by `parseEventFile`), then `more` in the
   * same transaction (a file's queue and resale settings). A refused seat-area change rolls the
   * whole import back; the answer lists it.
   */
  async importEvents(
    actor: Actor,
    events: EventInput[],
    more: (tx: EntityManager) => Promise<string[]> = () => Promise.resolve([]),
  ): Promise<CatalogueChange & { lines: string[] }> {
    const work = this.transactions.withTransaction(async (tx) => {
      const befores = new Map<string, unknown>();
      for (const input of events) {
        const { event, types } = await this.state(tx, input.slug);
        befores.set(input.slug, snapshot(event, types));
      }
      const result = await this.events.importEvents(tx, events);
      if (result.problems.length) throw new ImportRefused(result);
      await this.seats.importLayout(tx, events);
      const lines = await more(tx);
      for (const input of events) {
        const { event, types } = await this.state(tx, input.slug);
        await this.audit.record(tx, actor, befores.get(input.slug) ? 'event.update' : 'event.create', {
          eventId: event?.id ?? null,
          target: input.slug,
          before: befores.get(input.slug),
          after: snapshot(event, types),
        });
      }
      return { result, lines, ...(await this.offers.offerFreeSeats(tx, result.raised)) };
    });
    let change: Awaited<typeof work>;
    try {
      change = await work;
    } catch (error) {
      // A refused seat-area change: nothing of the import is written; the answer lists why.
      if (error instanceof ImportRefused) return { result: error.result, offered: 0, lines: [] };
      throw error;
    }
    await change.afterCommit();
    return { result: change.result, offered: change.offered, lines: change.lines };
  }

  /**
   * One event saved from the console: created (its slug must be new) or updated; a refused seat
   * area change (a capacity below the seats taken, a price after sales) is its reply code.
   */
  async save(actor: Actor, input: EventInput, create: boolean): Promise<EventRow> {
    if (create && (await this.repository.findEventBySlug(input.slug))) throw new AppError('CONSOLE_SLUG_TAKEN');
    const { result } = await this.importEvents(actor, [input]);
    const [refusal] = result.refusals;
    if (refusal) throw refusalError(refusal);
    return (await this.repository.findEventBySlug(input.slug))!;
  }

  /** Sets one seat area's capacity (never below its seats sold and held); new seats go to the waiting list first. */
  async setCapacity(actor: Actor, event: EventRow, code: string, capacity: number): Promise<{ offered: number }> {
    const type = await this.repository.findTypeByCode(event.id, code);
    if (!type) throw new AppError('CONSOLE_AREA_NOT_FOUND');
    const outcome = await this.transactions.withTransaction(async (tx) => {
      if (!(await this.events.setCapacity(tx, type.id, capacity))) {
        const current = await this.repository.findTypeInTx(tx, type.id);
        throw new AppError('CONSOLE_CAPACITY_BELOW_TAKEN', {
          capacity,
          taken: current ? current.sold + current.held : 0,
        });
      }
      await this.audit.record(tx, actor, 'area.capacity', {
        eventId: event.id,
        target: `${event.slug}/${code}`,
        before: { capacity: type.capacity },
        after: { capacity },
      });
      return this.offers.offerFreeSeats(tx, [type.id]);
    });
    await outcome.afterCommit();
    return { offered: outcome.offered };
  }

  /** Publishes or withdraws an event (a withdrawn event is off the catalogue and sells nothing). */
  async setPublished(actor: Actor, event: EventRow, published: boolean): Promise<void> {
    await this.transactions.withTransaction(async (tx) => {
      await this.repository.setSaleState(tx, event.id, { published }, this.clock.now());
      await this.audit.record(tx, actor, published ? 'event.publish' : 'event.unpublish', {
        eventId: event.id,
        target: event.slug,
        before: { published: event.published },
        after: { published },
      });
    });
  }

  /** Closes the sale now: no new hold from this moment (holds already placed may still be paid). */
  async closeSale(actor: Actor, event: EventRow): Promise<void> {
    const now = this.clock.now();
    await this.transactions.withTransaction(async (tx) => {
      await this.repository.setSaleState(tx, event.id, { saleEndsAt: now }, now);
      await this.audit.record(tx, actor, 'event.closeSale', {
        eventId: event.id,
        target: event.slug,
        before: { saleEndsAt: event.saleEndsAt },
        after: { saleEndsAt: now },
      });
    });
  }
}
