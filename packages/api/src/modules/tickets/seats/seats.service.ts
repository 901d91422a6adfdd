import { translate } from '@fanpass/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../config/config.js';
import { TransactionRunner } from '../../../database/transaction.js';
import type { Clock } from '../../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../../infra/tokens.js';
import type { EntryInput, EventInput } from '../../events/index.js';
import { Outbox } from '../../outbox/index.js';
import { accountLanguage, UsersRepository } from '../../users/index.js';
import type { Ticket } from '../entities/ticket.entity.js';
import { ticketPageUrl } from '../ticket-links.js';
import { WalletPassUpdates } from '../passes/wallet-pass-updates.js';
import { pickSeats } from './seat-plan.js';
import { SeatsRepository } from './seats.repository.js';

/** A run of `seats assign` for one area. */
export interface AreaAssignment {
  area: string;
  assigned: number;
  /** Confirming tickets left without a seat because the area has no free seat left. */
  unseated: number;
}

/** Another run seated one of these tickets or took one of these seats first: plan the order again. */
class SeatRace extends Error {}

const MAX_RACES = 20;

/**
 * Seat maps and entry details from the event import, and seat assignment (spec §4: confirming,
 * then assigned). Each order is seated in its own transaction: every seat is claimed by a
 * conditional UPDATE of a unique row, so two runs at once never give one seat twice.
 */
@Injectable()
export class SeatsService {
  private readonly logger = new Logger(SeatsService.name);

  constructor(
    private readonly seats: SeatsRepository,
    private readonly users: UsersRepository,
    private readonly transactions: TransactionRunner,
    private readonly walletPasses: WalletPassUpdates,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  /** Saves the seats and entry details of imported events, in the import's transaction. */
  async importLayout(tx: EntityManager, events: EventInput[]): Promise<void> {
    for (const input of events) {
      const event = await this.seats.eventBySlugInTx(tx, input.slug);
      if (!event) continue;
      await this.seats.setEntry(tx, event.id, 0, entryRow(input.entry));
      const types = await this.seats.typesOfEventInTx(tx, event.id);
      for (const typeInput of input.ticketTypes) {
        const type = types.find((t) => t.code === typeInput.code);
        if (!type) continue;
        await this.seats.setEntry(tx, event.id, type.id, entryRow(typeInput.entry));
        await this.saveSeats(tx, type.id, typeInput.seats ?? []);
      }
    }
  }

  private async saveSeats(
    tx: EntityManager,
    ticketTypeId: number,
    rows: NonNullable<EventInput['ticketTypes'][number]['seats']>,
  ) {
    const existing = await this.seats.seatsOfType(tx, ticketTypeId);
    const byPlace = new Map(existing.map((s) => [`${s.rowLabel}/${s.seatNumber}`, s]));
    const kept = new Set<number>();
    let position = 0;
    for (const row of rows) {
      for (const seatNumber of row.numbers) {
        position += 1;
        const seat = byPlace.get(`${row.row}/${seatNumber}`);
        if (!seat) {
          await this.seats.insertSeat(tx, { ticketTypeId, rowLabel: row.row, seatNumber, position, ticketId: null });
        } else {
          kept.add(seat.id);
          if (seat.position !== position) await this.seats.moveSeat(tx, seat.id, position);
        }
      }
      // A gap between rows, so the last seat of a row and the first of the next are never "side by side".
      position += 1;
    }
    await this.seats.dropFreeSeats(
      tx,
      existing.filter((s) => !kept.has(s.id)).map((s) => s.id),
    );
  }

  /** Seats every confirming ticket of the event (or of one area); safe to run again for new sales. */
  async assign(eventSlug: string, areaCode?: string): Promise<AreaAssignment[] | null> {
    const found = await this.transactions.withTransaction(async (tx) => {
      const event = await this.seats.eventBySlugInTx(tx, eventSlug);
      return event ? { event, types: await this.seats.typesOfEventInTx(tx, event.id) } : null;
    });
    if (!found) return null;
    const types = found.types.filter((t) => !areaCode || t.code === areaCode);
    if (areaCode && !types.length) return null;
    const results: AreaAssignment[] = [];
    for (const type of types) {
      const confirming = await this.seats.confirmingTickets(type.id);
      const byOrder = new Map<number, number[]>();
      for (const t of confirming) byOrder.set(t.orderId, [...(byOrder.get(t.orderId) ?? []), t.id]);
      const result: AreaAssignment = { area: type.code, assigned: 0, unseated: 0 };
      for (const ids of byOrder.values()) {
        const seated = await this.seatOrder(ids, found.event.title, type.name);
        result.assigned += seated.length;
        result.unseated += ids.length - seated.length;
      }
      results.push(result);
    }
    return results;
  }

  /**
   * Seats the tickets of every event whose seating time has come (SEAT_ASSIGN_HOURS_BEFORE_DOORS
   * before its doors), so every holder has a seat and a code before the doors open; answers the
   * events it ran for. Safe in every instance at once: each seat is claimed by a conditional UPDATE.
   */
  async assignDue(): Promise<{ event: string; areas: AreaAssignment[] }[]> {
    const leadMs = this.config.seatAssignHoursBeforeDoors * 3_600_000;
    const done: { event: string; areas: AreaAssignment[] }[] = [];
    for (const slug of await this.seats.eventsDueForSeats(this.clock.now(), leadMs)) {
      const areas = (await this.assign(slug)) ?? [];
      const unseated = areas.reduce((sum, a) => sum + a.unseated, 0);
      if (unseated) this.logger.error(`${slug}: ${unseated} ticket(s) left without a seat (no free seat in the area)`);
      done.push({ event: slug, areas });
    }
    return done;
  }

  /** Seats one order's confirming tickets side by side, each holder e-mailed; answers the tickets it seated. */
  private async seatOrder(ticketIds: number[], event: string, area: string): Promise<Ticket[]> {
    for (let race = 0; ; race++) {
      try {
        return await this.transactions.withTransaction(async (tx) => {
          const tickets = await this.seats.stillConfirming(tx, ticketIds);
          if (!tickets.length) return [];
          const chosen = pickSeats(await this.seats.freeSeats(tx, tickets[0]!.ticketTypeId), tickets.length);
          const now = this.clock.now();
          const seated: Ticket[] = [];
          for (const [i, seat] of chosen.entries()) {
            const ticket = tickets[i]!;
            if (!(await this.seats.claimSeat(tx, seat.id, ticket.id))) throw new SeatRace();
            if (!(await this.seats.seatTicket(tx, ticket.id, seat, now))) throw new SeatRace();
            await this.walletPasses.ticketChanged(tx, ticket.id);
            seated.push({ ...ticket, seatRow: seat.rowLabel, seatNumber: seat.seatNumber, seatState: 'assigned' });
          }
          await this.announce(tx, seated, event, area);
          return seated;
        });
      } catch (error) {
        if (!(error instanceof SeatRace) || race >= MAX_RACES) throw error;
      }
    }
  }

  /** Each holder's seat e-mail, to the outbox in the transaction that seats them, in the account's language. */
  private async announce(tx: EntityManager, tickets: Ticket[], event: string, area: string): Promise<void> {
    const base = this.config.publicApiUrl ?? `http://localhost:${this.config.port}`;
    for (const ticket of tickets) {
      const user = await this.users.findByIdInTx(tx, ticket.userId);
      if (!user) continue;
      const params = {
        event,
        area,
        code: ticket.code,
        row: ticket.seatRow ?? '',
        seat: ticket.seatNumber ?? '',
        link: ticketPageUrl(base, ticket.code),
      };
      const lang = accountLanguage(user, 'en_US');
      const message = {
        to: user.email,
        subject: translate('tickets.seatAssignedSubject', lang, params),
        text: translate('tickets.seatAssignedText', lang, params),
      };
      await this.outbox.mail(tx, `seat:${ticket.code}:${params.row}-${params.seat}`, message, user.id);
    }
  }
}

function entryRow(entry: EntryInput | undefined) {
  return entry && (entry.gate || entry.queueAt || entry.entryAt || entry.guide) ? entry : null;
}
