import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { WalletPassRegistration } from './entities/wallet-pass-registration.entity.js';
import { WalletPassRetiredObject } from './entities/wallet-pass-retired-object.entity.js';
import { WalletPass } from './entities/wallet-pass.entity.js';

/** A new Apple authentication token: 256 random bits, base64url. */
export function newPassAuthToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Ends the current holding of a ticket's wallet pass, inside the transaction that moves, revokes
 * or refunds the ticket (`rotateTicketSecret`). The pass gets a new authentication token, so the
 * old holder's copy can no longer register a device or fetch the pass; every device registration
 * goes, so nobody is pushed until the next holder adds the pass; and a Google object handed out
 * in this holding is retired (patched INACTIVE after the commit, never with a later holder's
 * details), the next holding's object taking the new generation's id. A ticket without a pass
 * row has nothing to end: its first pass is made later with a fresh token.
 */
export async function endPassHolding(tx: EntityManager, ticketId: number, now: number): Promise<void> {
  // The pass row first: its lock orders a device registering at the same time (which checks the
  // token in the same statement) before or after this change, never between.
  const rotated = await tx
    .createQueryBuilder()
    .update(WalletPass)
    .set({ authToken: newPassAuthToken(), generation: () => 'generation + 1' })
    .where('ticket_id = :ticketId', { ticketId })
    .execute();
  await tx.delete(WalletPassRegistration, { ticketId });
  if (!rotated.affected) return;
  const pass = await tx.findOneByOrFail(WalletPass, { ticketId });
  if (!pass.googleLinked) return;
  await tx.insert(WalletPassRetiredObject, { ticketId, generation: pass.generation - 1, dueAt: now });
  await tx.update(WalletPass, { ticketId }, { googleLinked: false });
}
