import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionalRepository } from '../../../infra/transactional-repository.js';
import { TicketHistory } from '../entities/ticket-history.entity.js';
import { Ticket } from '../entities/ticket.entity.js';
import { TicketTransfer } from './entities/ticket-transfer.entity.js';

/** What a transfer writes: the ticket's new holder, its history entry, the transfer row. */
@Injectable()
export class TransfersRepository extends TransactionalRepository {
  /**
   * Hands a ticket to its new holder in one conditional UPDATE: only while the sender holds it,
   * it is usable (paid or ready) and its re-transfer lock has run out. False otherwise.
   */
  async moveTicket(
    tx: EntityManager,
    ticket: { id: number; fromUserId: number; toUserId: number; lockedUntil: number; attendeePending: boolean },
    now: number,
  ): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(Ticket)
      .set({
        userId: ticket.toUserId,
        transferLockedUntil: ticket.lockedUntil,
        attendeePending: ticket.attendeePending,
        ...(ticket.attendeePending ? { attendeeName: null } : {}),
        updatedAt: now,
      })
      .where(
        "id = :id AND user_id = :from AND status IN ('paid', 'ready') AND " +
          '(transfer_locked_until IS NULL OR transfer_locked_until <= :now)',
        { id: ticket.id, from: ticket.fromUserId, now },
      )
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async addHistory(tx: EntityManager, ticketId: number, kind: string, detail: string | null, now: number) {
    await tx.insert(TicketHistory, { ticketId, kind, detail: detail?.slice(0, 200) ?? null, createdAt: now });
  }

  async insert(tx: EntityManager, transfer: Omit<TicketTransfer, 'id'>): Promise<void> {
    await tx.insert(TicketTransfer, transfer);
  }

  findByShareToken(shareToken: string): Promise<TicketTransfer | null> {
    return this.manager().findOneBy(TicketTransfer, { shareToken });
  }

  findTicket(id: number): Promise<Ticket | null> {
    return this.manager().findOneBy(Ticket, { id });
  }
}
