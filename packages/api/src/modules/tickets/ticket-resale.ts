import type { TicketStatus } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TicketHistory } from './entities/ticket-history.entity.js';
import { Ticket } from './entities/ticket.entity.js';
import { WalletPassUpdates } from './passes/wallet-pass-updates.js';
import { rotateTicketSecret } from './ticket-secret.js';

/**
 * What resale (the resale module) does to a ticket, each a conditional UPDATE in the caller's
 * transaction: set aside while listed ('listed': no gate admits it, no transfer takes it), given
 * back when the listing is withdrawn, and moved to its buyer with a new holder secret and a new
 * wallet-pass holding (the seller's QR, pass, links and devices end), as a transfer moves it.
 */
@Injectable()
export class TicketResale {
  constructor(private readonly walletPasses: WalletPassUpdates) {}

  /** The seller's paid or ready ticket, not under a transfer lock, becomes 'listed'. */
  async setAside(tx: EntityManager, ticket: Pick<Ticket, 'id' | 'userId' | 'status'>, now: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(Ticket)
      .set({ status: 'listed', updatedAt: now })
      .where(
        "id = :id AND user_id = :userId AND status = :status AND status IN ('paid', 'ready') AND " +
          '(transfer_locked_until IS NULL OR transfer_locked_until <= :now)',
        { id: ticket.id, userId: ticket.userId, status: ticket.status, now },
      )
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** A withdrawn listing's ticket back to its seller with the status it had (seated meanwhile: ready). */
  async giveBack(tx: EntityManager, ticketId: number, sellerId: number, status: TicketStatus, now: number) {
    const result = await tx
      .createQueryBuilder()
      .update(Ticket)
      .set({
        status: () => "CASE WHEN :status = 'paid' AND seat_state = 'assigned' THEN 'ready' ELSE :status END",
        updatedAt: now,
      })
      .where("id = :id AND user_id = :sellerId AND status = 'listed'", { id: ticketId, sellerId })
      .setParameter('status', status)
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /**
   * A sold listing's ticket to its buyer, on the buyer's order, with the status it had, a new
   * secret and a new pass holding; the buyer's attendee replaces the seller's on real-name events.
   */
  async sell(
    tx: EntityManager,
    sale: {
      ticketId: number;
      sellerId: number;
      buyerId: number;
      orderId: number;
      status: TicketStatus;
      attendeeName: string | null;
      seller: string;
    },
    now: number,
  ): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(Ticket)
      .set({
        userId: sale.buyerId,
        orderId: sale.orderId,
        status: () => "CASE WHEN :status = 'paid' AND seat_state = 'assigned' THEN 'ready' ELSE :status END",
        transferLockedUntil: null,
        attendeePending: false,
        ...(sale.attendeeName !== null ? { attendeeName: sale.attendeeName } : {}),
        updatedAt: now,
      })
      .where("id = :id AND user_id = :sellerId AND status = 'listed'", { id: sale.ticketId, sellerId: sale.sellerId })
      .setParameter('status', sale.status)
      .execute();
    if ((result.affected ?? 0) !== 1) return false;
    await rotateTicketSecret(tx, sale.ticketId, now);
    await tx.insert(TicketHistory, {
      ticketId: sale.ticketId,
      kind: 'Transferred',
      detail: sale.seller.slice(0, 200),
      createdAt: now,
    });
    await this.walletPasses.ticketChanged(tx, sale.ticketId);
    return true;
  }
}
