import { randomBytes } from 'node:crypto';
import type { TicketDetailView, TicketEntryView, TicketPublicView, TicketView } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { AttendeesRepository } from '../attendees/index.js';
import { type EventRow, EventsRepository } from '../events/index.js';
import { type Order, type OrderAttendee, OrdersRepository } from '../orders/index.js';
import type { Ticket } from './entities/ticket.entity.js';
import { newTicketSecret } from './ticket-secret.js';
import { SeatsRepository } from './seats/seats.repository.js';
import { type IssueLine, TicketsRepository } from './tickets.repository.js';
import { WalletPassUpdates } from './passes/wallet-pass-updates.js';
import { rotateTicketSecret } from './ticket-secret.js';
import { TransactionRunner } from '../../database/transaction.js';

/** An unguessable ticket code: 80 random bits as 20 upper-case hex digits. */
export function newTicketCode(): string {
  return randomBytes(10).toString('hex').toUpperCase();
}

const NO_ENTRY: TicketEntryView = { gate: null, queueAt: null, entryAt: null, guide: null };

/** Tickets: issued on payment one per seat, listed (upcoming / past) and shown with history. */
@Injectable()
export class TicketsService {
  constructor(
    private readonly tickets: TicketsRepository,
    private readonly events: EventsRepository,
    private readonly orders: OrdersRepository,
    private readonly seats: SeatsRepository,
    private readonly attendees: AttendeesRepository,
    private readonly walletPasses: WalletPassUpdates,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A paid order's items with their seat areas, read once in the paying transaction (see `issue`). */
  issueLinesOf(tx: EntityManager, orderId: number): Promise<IssueLine[]> {
    return this.tickets.issueLinesOf(tx, orderId);
  }

  /**
   * Issues one ticket per seat of a paid order, each with a 'Purchased' history entry; `lines`
   * from `issueLinesOf` when the caller read them already (else they are read here).
   */
  async issue(tx: EntityManager, order: Order, now: number, lines?: IssueLine[]): Promise<void> {
    lines ??= await this.tickets.issueLinesOf(tx, order.id);
    const attendees: OrderAttendee[] = order.attendees ? (JSON.parse(order.attendees) as OrderAttendee[]) : [];
    const rows: Omit<Ticket, 'id'>[] = [];
    for (const line of lines) {
      for (let i = 0; i < line.quantity; i++) {
        rows.push({
          code: newTicketCode(),
          orderId: order.id,
          userId: order.userId,
          eventId: order.eventId,
          ticketTypeId: line.ticketTypeId,
          seatArea: line.seatArea,
          attendeeName: attendees[rows.length]?.fullName ?? null,
          // A seated area's ticket is paid while its seat is confirming; general admission is ready at once.
          status: line.seated ? 'paid' : 'ready',
          seatState: line.seated ? 'confirming' : null,
          seatRow: null,
          seatNumber: null,
          transferLockedUntil: null,
          attendeePending: false,
          secret: newTicketSecret(),
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    await this.tickets.insertWithHistory(tx, rows, 'Purchased', now);
  }

  /**
   * Revokes every ticket of an order (it was refunded) in the caller's transaction: unusable at
   * once, each with a new holder secret so no QR made before works, its seat freed for the next
   * buyer (the seats went back on sale), saved wallet passes updated.
   */
  async revokeOfOrder(tx: EntityManager, orderId: number, now: number): Promise<number> {
    const tickets = await this.tickets.ofOrderInTx(tx, orderId);
    for (const ticket of tickets) {
      await this.tickets.revoke(tx, ticket.id, now);
      await this.seats.releaseSeat(tx, ticket.id, now);
      await rotateTicketSecret(tx, ticket.id, now);
      await this.walletPasses.ticketChanged(tx, ticket.id);
    }
    return tickets.length;
  }

  private view(
    ticket: Ticket,
    event: EventRow,
    orderNo: string | null,
    part: TicketView['part'],
    entry: TicketEntryView = NO_ENTRY,
  ): TicketView {
    const now = this.clock.now();
    return {
      code: ticket.code,
      qr: ticket.code,
      status: ticket.status,
      orderNo,
      type: ticket.seatArea,
      seatArea: ticket.seatArea,
      attendeeName: ticket.attendeeName,
      event: {
        id: event.id,
        title: event.title,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        timeZone: event.timeZone,
        venue: event.venue,
        location: event.location,
      },
      issuedAt: ticket.createdAt,
      part,
      seatState: ticket.seatState,
      seatsBy:
        ticket.seatState === 'confirming'
          ? (event.doorsAt ?? event.startsAt) - this.config.seatAssignHoursBeforeDoors * 3_600_000
          : null,
      seatRow: ticket.seatRow,
      seatNumber: ticket.seatNumber,
      entry,
      transferLockedUntil:
        ticket.transferLockedUntil !== null && ticket.transferLockedUntil > now ? ticket.transferLockedUntil : null,
      attendeePending: ticket.attendeePending,
    };
  }

  /** Entry details of the ticket's area, each part falling back to the event's. */
  private async entryOf(ticket: Ticket): Promise<TicketEntryView> {
    const rows = await this.seats.entryOf(ticket.eventId, ticket.ticketTypeId);
    const area = rows.find((r) => r.ticketTypeId === ticket.ticketTypeId && r.ticketTypeId !== 0);
    const event = rows.find((r) => r.ticketTypeId === 0);
    return {
      gate: area?.gate ?? event?.gate ?? null,
      queueAt: area?.queueAt ?? event?.queueAt ?? null,
      entryAt: area?.entryAt ?? event?.entryAt ?? null,
      guide: area?.guide ?? event?.guide ?? null,
    };
  }

  /** Each ticket's place among the holder's tickets of the same order, in issue order. */
  private static parts(tickets: Ticket[]): Map<number, TicketView['part']> {
    const byOrder = new Map<number, Ticket[]>();
    for (const t of tickets) byOrder.set(t.orderId, [...(byOrder.get(t.orderId) ?? []), t]);
    const parts = new Map<number, TicketView['part']>();
    for (const group of byOrder.values()) {
      group.sort((a, b) => a.id - b.id);
      group.forEach((t, i) => parts.set(t.id, { index: i + 1, count: group.length }));
    }
    return parts;
  }

  /** My tickets: upcoming (event not ended, soonest first) or past (most recent first). */
  async mine(userId: number, scope: 'upcoming' | 'past'): Promise<TicketView[]> {
    const tickets = await this.tickets.listFor(userId);
    const events = await this.events.findEvents([...new Set(tickets.map((t) => t.eventId))]);
    const now = this.clock.now();
    const parts = TicketsService.parts(tickets);
    const views = tickets.map((t) =>
      this.view(
        t,
        events.find((e) => e.id === t.eventId)!,
        null,
        parts.get(t.id)!,
      ),
    );
    const chosen = views.filter((v) => (scope === 'upcoming' ? v.event.endsAt > now : v.event.endsAt <= now));
    return chosen.sort((a, b) =>
      scope === 'upcoming' ? a.event.startsAt - b.event.startsAt : b.event.startsAt - a.event.startsAt,
    );
  }

  async detail(userId: number, code: string): Promise<TicketDetailView> {
    const ticket = await this.tickets.findByCode(code);
    if (!ticket || ticket.userId !== userId) throw new AppError('TICKET_NOT_FOUND');
    const event = (await this.events.findEvent(ticket.eventId))!;
    const order = await this.orders.findById(ticket.orderId);
    const history = await this.tickets.historyOf(ticket.id);
    const held = (await this.tickets.ofOrder(ticket.orderId)).filter((t) => t.userId === userId);
    const part = TicketsService.parts(held).get(ticket.id) ?? { index: 1, count: 1 };
    return {
      ...this.view(ticket, event, order?.orderNo ?? null, part, await this.entryOf(ticket)),
      history: history.map((h) => ({ kind: h.kind, detail: h.detail, at: h.createdAt })),
    };
  }

  /** A ticket as its public link shows it (/ticket-stu-detail): event, area and status, nothing personal. */
  async publicView(code: string): Promise<TicketPublicView> {
    const ticket = await this.tickets.findByCode(code);
    const event = ticket ? await this.events.findEvent(ticket.eventId) : null;
    if (!ticket || !event) throw new AppError('TICKET_NOT_FOUND');
    return {
      code: ticket.code,
      status: ticket.status,
      seatArea: ticket.seatArea,
      seatState: ticket.seatState,
      event: {
        title: event.title,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        timeZone: event.timeZone,
        venue: event.venue,
        location: event.location,
      },
    };
  }

  /**
   * Revokes a ticket (abnormal accounts, spec §6): unusable at once, its QR secret replaced so no
   * code derived from the old one passes a gate. Answers false when there is no such ticket or it
   * was revoked already.
   */
  async revoke(code: string): Promise<boolean> {
    return this.transactions.withTransaction(async (tx) => {
      const ticket = await this.tickets.findByCodeInTx(tx, code);
      const now = this.clock.now();
      if (!ticket || !(await this.tickets.revoke(tx, ticket.id, now))) return false;
      await rotateTicketSecret(tx, ticket.id, now);
      await this.walletPasses.ticketChanged(tx, ticket.id);
      return true;
    });
  }

  /**
   * A real-name ticket received by transfer: the new holder names one of their own attendees
   * (spec §1 real-name tickets); asked when they next open it.
   */
  async chooseAttendee(userId: number, code: string, attendeeId: number): Promise<TicketDetailView> {
    const ticket = await this.tickets.findByCode(code);
    if (!ticket || ticket.userId !== userId) throw new AppError('TICKET_NOT_FOUND');
    if (!ticket.attendeePending) throw new AppError('TICKET_ATTENDEE_NOT_PENDING');
    const [attendee] = await this.attendees.findOwned(userId, [attendeeId]);
    if (!attendee) throw new AppError('ATTENDEE_NOT_FOUND');
    await this.transactions.withTransaction(async (tx) => {
      if (!(await this.tickets.nameAttendee(tx, ticket.id, userId, attendee.fullName, this.clock.now()))) {
        throw new AppError('TICKET_ATTENDEE_NOT_PENDING');
      }
      await this.walletPasses.ticketChanged(tx, ticket.id);
    });
    return this.detail(userId, code);
  }

  /**
   * Closes an ended event: its validated tickets become redeemed (used, and the event is over).
   * Null when there is no such event or it has not ended yet.
   */
  async closeEvent(slug: string): Promise<number | null> {
    const event = await this.events.findEventBySlug(slug);
    const now = this.clock.now();
    if (!event || event.endsAt > now) return null;
    return this.transactions.withTransaction((tx) => this.tickets.redeemValidated(tx, event.id, now));
  }

  /** A ticket by its code, or null (resale reads the seller's ticket). */
  byCode(code: string): Promise<Ticket | null> {
    return this.tickets.findByCode(code);
  }

  byId(id: number): Promise<Ticket | null> {
    return this.tickets.findById(id);
  }

  async ofOrder(orderId: number): Promise<string[]> {
    return (await this.tickets.ofOrder(orderId)).map((t) => t.code);
  }
}
