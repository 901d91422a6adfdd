import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager } from 'typeorm';
import { TicketHistory } from './entities/ticket-history.entity.js';
import { Ticket } from './entities/ticket.entity.js';
import { num, sqlOf } from '../../database/sql.js';

/** One item of a paid order as its tickets are issued. */
export interface IssueLine {
  ticketTypeId: number;
  quantity: number;
  seatArea: string;
  seated: boolean;
}

@Injectable()
export class TicketsRepository extends TransactionalRepository {
  /**
   * A paid order's seat areas as its tickets are issued: each item with its area's name and
   * whether the area has numbered seats, in item order (one statement in the paying transaction).
   */
  async issueLinesOf(tx: EntityManager, orderId: number): Promise<IssueLine[]> {
    const rows = await sqlOf(this.dataSource).rows<Record<string, unknown>>(
      'SELECT i.ticket_type_id, i.quantity, t.name, EXISTS (SELECT 1 FROM seats s WHERE s.ticket_type_id = i.ticket_type_id) AS seated ' +
        'FROM order_items i JOIN ticket_types t ON t.id = i.ticket_type_id WHERE i.order_id = ? ORDER BY i.id',
      [orderId],
      tx,
    );
    return rows.map((r) => ({
      ticketTypeId: num(r.ticket_type_id),
      quantity: num(r.quantity),
      seatArea: String(r.name),
      seated: num(r.seated) === 1,
    }));
  }

  /**
   * Writes tickets and a history entry of `kind` for each, in the caller's transaction: one
   * multi-row INSERT and one INSERT … SELECT by the new tickets' unique codes.
   */
  async insertWithHistory(tx: EntityManager, tickets: Omit<Ticket, 'id'>[], kind: string, now: number): Promise<void> {
    if (!tickets.length) return;
    const sql = sqlOf(this.dataSource);
    await sql.run(
      'INSERT INTO tickets (code, order_id, user_id, event_id, ticket_type_id, seat_area, attendee_name, status, secret, ' +
        'seat_state, seat_row, seat_number, transfer_locked_until, attendee_pending, created_at, updated_at) VALUES ' +
        tickets.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', '),
      tickets.flatMap((t) => [
        t.code,
        t.orderId,
        t.userId,
        t.eventId,
        t.ticketTypeId,
        t.seatArea,
        t.attendeeName,
        t.status,
        t.secret,
        t.seatState,
        t.seatRow,
        t.seatNumber,
        t.transferLockedUntil,
        t.attendeePending ? 1 : 0,
        t.createdAt,
        t.updatedAt,
      ]),
      tx,
    );
    await sql.run(
      `INSERT INTO ticket_history (ticket_id, kind, detail, created_at) SELECT id, ?, NULL, ? FROM tickets WHERE code IN (${tickets.map(() => '?').join(', ')}) ORDER BY id`,
      [kind, now, ...tickets.map((t) => t.code)],
      tx,
    );
  }

  listFor(userId: number): Promise<Ticket[]> {
    return this.manager().find(Ticket, { where: { userId }, order: { id: 'ASC' } });
  }

  ofOrder(orderId: number): Promise<Ticket[]> {
    return this.manager().find(Ticket, { where: { orderId }, order: { id: 'ASC' } });
  }

  ofOrderInTx(tx: EntityManager, orderId: number): Promise<Ticket[]> {
    return tx.find(Ticket, { where: { orderId }, order: { id: 'ASC' } });
  }

  findByCodeInTx(tx: EntityManager, code: string): Promise<Ticket | null> {
    return tx.findOneBy(Ticket, { code });
  }

  /** Makes a ticket revoked unless it is already: false when it was. */
  async revoke(tx: EntityManager, ticketId: number, now: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(Ticket)
      .set({ status: 'revoked', updatedAt: now })
      .where("id = :ticketId AND status <> 'revoked'", { ticketId })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** Names the attendee of a transferred real-name ticket, once, while the holder still holds it. */
  async nameAttendee(tx: EntityManager, ticketId: number, userId: number, name: string, now: number): Promise<boolean> {
    const result = await tx.update(
      Ticket,
      { id: ticketId, userId, attendeePending: true },
      { attendeeName: name, attendeePending: false, updatedAt: now },
    );
    return (result.affected ?? 0) === 1;
  }

  /** Validated tickets of an event become redeemed (the event is over); answers how many. */
  async redeemValidated(tx: EntityManager, eventId: number, now: number): Promise<number> {
    const result = await tx.update(Ticket, { eventId, status: 'validated' }, { status: 'redeemed', updatedAt: now });
    return result.affected ?? 0;
  }

  findById(id: number): Promise<Ticket | null> {
    return this.manager().findOneBy(Ticket, { id });
  }

  findByCode(code: string): Promise<Ticket | null> {
    return this.manager().findOneBy(Ticket, { code });
  }

  historyOf(ticketId: number): Promise<TicketHistory[]> {
    return this.manager().find(TicketHistory, { where: { ticketId }, order: { id: 'ASC' } });
  }
}
