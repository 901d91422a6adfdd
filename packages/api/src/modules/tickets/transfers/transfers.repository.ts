import type { TicketStatus } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
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

  /**
   * Sets a ticket aside for a recipient without an account: 'transferring', usable by no one, in
   * one conditional UPDATE on the same terms as moveTicket (its holder, its status, no lock).
   */
  async setAside(
    tx: EntityManager,
    ticket: { id: number; fromUserId: number; status: TicketStatus },
    now: number,
  ): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(Ticket)
      .set({ status: 'transferring', updatedAt: now })
      .where(
        'id = :id AND user_id = :from AND status = :status AND ' +
          '(transfer_locked_until IS NULL OR transfer_locked_until <= :now)',
        { id: ticket.id, from: ticket.fromUserId, status: ticket.status, now },
      )
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /**
   * Ends a pending transfer as `state` (done on accept, cancelled, expired) in one conditional
   * UPDATE: only while it is pending, and for done only before its deadline. False otherwise.
   */
  async endPending(
    tx: EntityManager,
    transferId: number,
    end: { state: 'done'; toUserId: number } | { state: 'cancelled' | 'expired' },
    now: number,
  ): Promise<boolean> {
    const set =
      end.state === 'done' ? { state: end.state, toUserId: end.toUserId, acceptedAt: now } : { state: end.state };
    const result = await tx
      .createQueryBuilder()
      .update(TicketTransfer)
      .set(set)
      .where(`id = :id AND state = 'pending'` + (end.state === 'done' ? ' AND expires_at > :now' : ''), {
        id: transferId,
        now,
      })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /**
   * Hands a set-aside ticket over (to the recipient who accepted) or back (to the sender), with the
   * status it had, in one conditional UPDATE: only while it is still set aside for this sender.
   */
  async takeAside(
    tx: EntityManager,
    ticket: {
      id: number;
      fromUserId: number;
      toUserId: number;
      status: TicketStatus;
      lockedUntil?: number;
      attendeePending?: boolean;
    },
    now: number,
  ): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(Ticket)
      .set({
        userId: ticket.toUserId,
        // A paid ticket seated while it waited (seats assign) is ready now, as any seated ticket.
        status: () => "CASE WHEN :status = 'paid' AND seat_state = 'assigned' THEN 'ready' ELSE :status END",
        ...(ticket.lockedUntil !== undefined ? { transferLockedUntil: ticket.lockedUntil } : {}),
        ...(ticket.attendeePending ? { attendeePending: true, attendeeName: null } : {}),
        updatedAt: now,
      })
      .where("id = :id AND user_id = :from AND status = 'transferring'", { id: ticket.id, from: ticket.fromUserId })
      .setParameter('status', ticket.status)
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** Pending transfers whose deadline has passed, oldest first. */
  async expiredPendingIds(now: number, limit: number): Promise<number[]> {
    const rows = await this.manager()
      .createQueryBuilder(TicketTransfer, 't')
      .select('t.id', 'id')
      .where("t.state = 'pending' AND t.expires_at <= :now", { now })
      .orderBy('t.expires_at', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  findById(id: number): Promise<TicketTransfer | null> {
    return this.manager().findOneBy(TicketTransfer, { id });
  }

  /** The transfers a fan sent, newest first, with their tickets and events. */
  async sentBy(userId: number, limit: number): Promise<{ transfer: TicketTransfer; ticket: Ticket }[]> {
    const transfers = await this.manager().find(TicketTransfer, {
      where: { fromUserId: userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    if (!transfers.length) return [];
    const tickets = await this.manager().findBy(Ticket, { id: In(transfers.map((t) => t.ticketId)) });
    const byId = new Map(tickets.map((t) => [t.id, t]));
    return transfers.flatMap((transfer) => {
      const ticket = byId.get(transfer.ticketId);
      return ticket ? [{ transfer, ticket }] : [];
    });
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
