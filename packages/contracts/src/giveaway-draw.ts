import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The giveaway's draw, as docs/giveaway.md tells it step by step, so anyone can re-run it from
 * the published seed and participant list.
 */

export interface DrawParticipant {
  code: string;
  entries: number;
}

/** The commitment published before the end: SHA-256 of the seed's hex text. */
export function seedCommitment(seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(seed)));
}

/** A participant's public code in a campaign: the first 16 hex of SHA-256("<campaign>:<uuid>"). */
export function participantCode(campaign: string, uuid: string): string {
  return bytesToHex(sha256(utf8ToBytes(`${campaign}:${uuid}`))).slice(0, 16);
}

const TWO_64 = 1n << 64n;

/**
 * Picks up to `slots` distinct winners, each with a chance proportional to their entries:
 * 1. sort participants by code (ascending, as text), drop those with no entries;
 * 2. with counter c from 0: r = first 8 bytes of HMAC-SHA256(key = seed text, message = decimal c),
 *    big-endian; c += 1; let W be the entries still in the list; if r >= floor(2^64 / W) * W,
 *    draw again (no bias); else x = r mod W;
 * 3. the winner is the first participant whose running sum of entries exceeds x; they leave the
 *    list (one prize each); repeat from 2 for the next prize slot.
 * Answers the winners' codes in prize-slot order.
 */
export function drawWinners(seed: string, participants: readonly DrawParticipant[], slots: number): string[] {
  const list = participants
    .filter((p) => p.entries > 0)
    .slice()
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const key = utf8ToBytes(seed);
  const winners: string[] = [];
  let counter = 0;
  while (winners.length < slots && list.length) {
    const total = BigInt(list.reduce((sum, p) => sum + p.entries, 0));
    const limit = (TWO_64 / total) * total;
    let r: bigint;
    do {
      const mac = hmac(sha256, key, utf8ToBytes(String(counter)));
      counter += 1;
      r = BigInt(`0x${bytesToHex(mac.subarray(0, 8))}`);
    } while (r >= limit);
    let x = r % total;
    const index = list.findIndex((p) => {
      if (x < BigInt(p.entries)) return true;
      x -= BigInt(p.entries);
      return false;
    });
    winners.push(list[index]!.code);
    list.splice(index, 1);
  }
  return winners;
}
