import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { Ticket } from './entities/ticket.entity.js';
import { endPassHolding } from './passes/pass-holding.js';

/** A new holder secret: 256 random bits as 64 hex digits. */
export function newTicketSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * Gives a ticket a new holder secret inside the transaction that changes its holder or status
 * (transfer, revocation, refund): every QR derived from the old secret stops working, and so does
 * the wallet pass of the holding that ends (`endPassHolding`).
 */
export async function rotateTicketSecret(tx: EntityManager, ticketId: number, now: number): Promise<string> {
  const secret = newTicketSecret();
  await tx.update(Ticket, { id: ticketId }, { secret, updatedAt: now });
  await endPassHolding(tx, ticketId, now);
  return secret;
}
