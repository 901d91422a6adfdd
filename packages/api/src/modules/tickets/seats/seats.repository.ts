import { Injectable } from '@nestjs/common';
import { sqlOf } from '../../../database/sql.js';
import { type EntityManager, In, IsNull } from 'typeorm';
import { TransactionalRepository } from '../../../infra/transactional-repository.js';
import { EventRow, TicketType } from '../../events/index.js';
import { Ticket } from '../entities/ticket.entity.js';
import { EntryDetail } from './entities/entry-detail.entity.js';
import { Seat } from './entities/seat.entity.js';

/** Seats of seated areas, the entry details of events and areas, and the seat columns of tickets. */
@Injectable()
export class SeatsRepository extends TransactionalRepository {
  eventBySlugInTx(tx: EntityManager, slug: string): Promise<EventRow | null> {
    return tx.findOneBy(EventRow, { slug });
  }

  typesOfEventInTx(tx: EntityManager, eventId: number): Promise<TicketType[]> {
    return tx.find(TicketType, { where: { eventId }, order: { sortOrder: 'ASC', id: 'ASC' } });
  }

  seatsOfType(tx: EntityManager, ticketTypeId: number): Promise<Seat[]> {
    return tx.find(Seat, { where: { ticketTypeId }, order: { position: 'ASC' } });
  }

  freeSeats(tx: EntityManager, ticketTypeId: number): Promise<Seat[]> {
    return tx.find(Seat, { where: { ticketTypeId, ticketId: IsNull() }, order: { position: 'ASC' } });
  }

  async insertSeat(tx: EntityManager, seat: Omit<Seat, 'id'>): Promise<void> {
    await tx.insert(Seat, seat);
  }

  async moveSeat(tx: EntityManager, id: number, position: number): Promise<void> {
    await tx.update(Seat, { id }, { position });
  }

  /** Removes seats no longer in the map; a seat already given to a ticket stays. */
  async dropFreeSeats(tx: EntityManager, ids: number[]): Promise<void> {
    if (ids.length) await tx.delete(Seat, { id: In(ids), ticketId: IsNull() });
  }

  /** The seated areas among these: those with at least one seat. */
  async seatedTypes(tx: EntityManager, ticketTypeIds: number[]): Promise<Set<number>> {
    if (!ticketTypeIds.length) return new Set();
    // Plain SQL: asked for every paid order's tickets.
    const rows = await sqlOf(this.dataSource).rows<{ id: number | string }>(
      `SELECT DISTINCT ticket_type_id AS id FROM seats WHERE ticket_type_id IN (${ticketTypeIds.map(() => '?').join(', ')})`,
      ticketTypeIds,
      tx,
    );
    return new Set(rows.map((r) => Number(r.id)));
  }

  /** Gives a free seat to a ticket: false when another run took it first. */
  async claimSeat(tx: EntityManager, seatId: number, ticketId: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(Seat)
      .set({ ticketId })
      .where('id = :seatId AND ticket_id IS NULL', { seatId })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** A refunded ticket's seat is free again (its seat area's seat went back on sale). */
  async releaseSeat(tx: EntityManager, ticketId: number, now: number): Promise<void> {
    await tx
      .createQueryBuilder()
      .update(Seat)
      .set({ ticketId: null })
      .where('ticket_id = :ticketId', { ticketId })
      .execute();
    await tx.update(Ticket, { id: ticketId }, { seatState: null, seatRow: null, seatNumber: null, updatedAt: now });
  }

  /** Seats a confirming ticket (paid becomes ready): false when another run seated it first. */
  async seatTicket(tx: EntityManager, ticketId: number, seat: Seat, now: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(Ticket)
      .set({
        seatState: 'assigned',
        seatRow: seat.rowLabel,
        seatNumber: seat.seatNumber,
        status: () => "CASE WHEN status = 'paid' THEN 'ready' ELSE status END",
        updatedAt: now,
      })
      .where("id = :ticketId AND seat_state = 'confirming'", { ticketId })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** Confirming tickets of an area that still count (not revoked), by order then issue. */
  confirmingTickets(ticketTypeId: number): Promise<Ticket[]> {
    return this.manager()
      .createQueryBuilder(Ticket, 't')
      .where("t.ticket_type_id = :ticketTypeId AND t.seat_state = 'confirming' AND t.status <> 'revoked'", {
        ticketTypeId,
      })
      .orderBy('t.order_id', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .getMany();
  }

  /**
   * The events whose seating time has come (doors, or the start when no doors time is given, at
   * most `leadMs` away) and not passed, with tickets still waiting for a seat.
   */
  async eventsDueForSeats(now: number, leadMs: number): Promise<string[]> {
    const rows = await sqlOf(this.dataSource).rows<{ slug: string }>(
      `SELECT e.slug FROM events e
        WHERE COALESCE(e.doors_at, e.starts_at) <= ? AND e.ends_at > ?
          AND EXISTS (SELECT 1 FROM tickets t
                       WHERE t.event_id = e.id AND t.seat_state = 'confirming' AND t.status <> 'revoked')
        ORDER BY COALESCE(e.doors_at, e.starts_at), e.id`,
      [now + leadMs, now],
    );
    return rows.map((row) => row.slug);
  }

  stillConfirming(tx: EntityManager, ids: number[]): Promise<Ticket[]> {
    return tx.find(Ticket, { where: { id: In(ids), seatState: 'confirming' }, order: { id: 'ASC' } });
  }

  /** Replaces the entry details of an event (ticketTypeId 0) or area; null clears them. */
  async setEntry(
    tx: EntityManager,
    eventId: number,
    ticketTypeId: number,
    entry: Omit<EntryDetail, 'id' | 'eventId' | 'ticketTypeId'> | null,
  ): Promise<void> {
    await tx.delete(EntryDetail, { eventId, ticketTypeId });
    if (entry) await tx.insert(EntryDetail, { eventId, ticketTypeId, ...entry });
  }

  /** The event's entry details (ticketTypeId 0) and the area's own, when any. */
  entryOf(eventId: number, ticketTypeId: number): Promise<EntryDetail[]> {
    return this.manager().find(EntryDetail, { where: { eventId, ticketTypeId: In([0, ticketTypeId]) } });
  }
}
