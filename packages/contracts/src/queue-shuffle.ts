import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The waiting room's fair shuffle, so anyone can re-run it from the revealed seed and the
 * published prequeue list (docs/operations.md "Waiting room"): the commitment is SHA-256 of the
 * seed's text (as the giveaway draw's, seedCommitment), published before the prequeue opens.
 */

/** A fan's public code in an event's queue: the first 16 hex of SHA-256("queue:<eventId>:<uuid>"). */
export function queueCode(eventId: number, uuid: string): string {
  return bytesToHex(sha256(utf8ToBytes(`queue:${eventId}:${uuid}`))).slice(0, 16);
}

/** Scores below this are shuffled places; later arrivals get QUEUE_ARRIVAL_BASE + their arrival number. */
export const QUEUE_ARRIVAL_BASE = 2 ** 48;

/** A code's shuffled score: the first 6 bytes of SHA-256("<seed>:<code>"), big-endian (below 2^48). */
export function shuffleScore(seed: string, code: string): number {
  const digest = sha256(utf8ToBytes(`${seed}:${code}`));
  let score = 0;
  for (let i = 0; i < 6; i++) score = score * 256 + digest[i]!;
  return score;
}

/** The prequeue's admission order: codes sorted by shuffleScore, ties (never seen) by code. */
export function shuffledOrder(seed: string, codes: readonly string[]): string[] {
  return codes
    .map((code) => ({ code, score: shuffleScore(seed, code) }))
    .sort((a, b) => a.score - b.score || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .map((entry) => entry.code);
}
