import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager, In } from 'typeorm';
import { TicketHistory } from './entities/ticket-history.entity.js';
import { Ticket } from './entities/ticket.entity.js';

@Injectable()
export class TicketsRepository extends TransactionalRepository {
  async insertWithHistory(
    tx: EntityManager,
    tickets: Omit<Ticket, 'id'>[],
    kind: string,
    now: number,
  ): Promise<Ticket[]> {
    for (const ticket of tickets) {
      const result = await tx.insert(Ticket, ticket);
      await tx.insert(TicketHistory, {
        ticketId: Number(result.identifiers[0]!.id),
        kind,
        detail: null,
        createdAt: now,
      });
    }
    return tx.find(Ticket, { where: { code: In(tickets.map((t) => t.code)) }, order: { id: 'ASC' } });
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
