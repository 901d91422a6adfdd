import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager } from 'typeorm';
import { TicketHistory } from './entities/ticket-history.entity.js';
import { Ticket } from './entities/ticket.entity.js';
import { sqlOf } from '../../infra/sql.js';

@Injectable()
export class TicketsRepository extends TransactionalRepository {
  async insertWithHistory(
    tx: EntityManager,
    tickets: Omit<Ticket, 'id'>[],
    kind: string,
    now: number,
  ): Promise<Ticket[]> {
    // Plain SQL: a paid order's tickets are written in the settlement's transaction, on every purchase.
    const sql = sqlOf(this.dataSource);
    const ids: number[] = [];
    for (const t of tickets) {
      const { insertId } = await sql.run(
        'INSERT INTO tickets (code, order_id, user_id, event_id, ticket_type_id, seat_area, attendee_name, status, secret, ' +
          'seat_state, seat_row, seat_number, transfer_locked_until, attendee_pending, created_at, updated_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
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
        ],
        tx,
      );
      ids.push(insertId);
    }
    if (!ids.length) return [];
    await sql.run(
      `INSERT INTO ticket_history (ticket_id, kind, detail, created_at) VALUES ${ids.map(() => '(?, ?, NULL, ?)').join(', ')}`,
      ids.flatMap((id) => [id, kind, now]),
      tx,
    );
    return tickets.map((t, i) => ({ id: ids[i]!, ...t }));
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

  findByCode(code: string): Promise<Ticket | null> {
    return this.manager().findOneBy(Ticket, { code });
  }

  historyOf(ticketId: number): Promise<TicketHistory[]> {
    return this.manager().find(TicketHistory, { where: { ticketId }, order: { id: 'ASC' } });
  }
}
