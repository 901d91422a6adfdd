import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawWinners, participantCode, seedCommitment } from './giveaway-draw.js';

const SEED = 'a'.repeat(64);
const LIST = [
  { code: 'c3', entries: 5 },
  { code: 'a1', entries: 1 },
  { code: 'b2', entries: 0 },
  { code: 'd4', entries: 10 },
];

describe('the giveaway draw', () => {
  it('commits to the SHA-256 of the seed text and names participants by a hash of campaign and uuid', () => {
    // echo -n aaaa…a (64) | sha256sum
    expect(seedCommitment(SEED)).toBe('ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb');
    expect(participantCode('spring', 'u-1')).toMatch(/^[0-9a-f]{16}$/);
    expect(participantCode('spring', 'u-1')).not.toBe(participantCode('summer', 'u-1'));
  });

  it('hashes the SHA-256 test vectors, and any text as node:crypto does', () => {
    expect(seedCommitment('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(seedCommitment('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(seedCommitment('a'.repeat(1000))).toBe('41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3');
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string({ maxLength: 40 }), (text, uuid) => {
        expect(seedCommitment(text)).toBe(sha256(text));
        expect(participantCode(text, uuid)).toBe(sha256(`${text}:${uuid}`).slice(0, 16));
      }),
      { numRuns: 300 },
    );
  });

  it('draws as docs/giveaway.md tells it, written again here over node:crypto', () => {
    /** The steps of docs/giveaway.md, plainly. */
    const reference = (seed: string, participants: Array<{ code: string; entries: number }>, slots: number) => {
      const list = participants.filter((p) => p.entries > 0).sort((a, b) => (a.code < b.code ? -1 : 1));
      const winners: string[] = [];
      let counter = 0;
      while (winners.length < slots && list.length) {
        const total = BigInt(list.reduce((sum, p) => sum + p.entries, 0));
        let r: bigint;
        do {
          r = createHmac('sha256', seed).update(String(counter++)).digest().readBigUInt64BE(0);
        } while (r >= ((1n << 64n) / total) * total);
        let x = r % total;
        const index = list.findIndex((p) => (x < BigInt(p.entries) ? true : ((x -= BigInt(p.entries)), false)));
        winners.push(list.splice(index, 1)[0]!.code);
      }
      return winners;
    };
    const participants = fc.uniqueArray(
      fc.record({ code: fc.string({ minLength: 1, maxLength: 6 }), entries: fc.nat(20) }),
      { selector: (p) => p.code, maxLength: 12 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), participants, fc.nat(6), (seed, list, slots) => {
        expect(drawWinners(seed, list, slots)).toEqual(reference(seed, list, slots));
      }),
      { numRuns: 300 },
    );
  });

  it('is reproducible from the seed and the list, whatever order the list comes in, and never picks one twice', () => {
    const once = drawWinners(SEED, LIST, 3);
    expect(drawWinners(SEED, [...LIST].reverse(), 3)).toEqual(once);
    expect(new Set(once).size).toBe(3);
    expect(once).not.toContain('b2');
    expect(drawWinners(SEED, LIST, 10)).toHaveLength(3);
  });

  it('weights by entries: over many seeds the first prize goes about as often as the entries say', () => {
    const wins: Record<string, number> = { a1: 0, c3: 0, d4: 0 };
    for (let i = 0; i < 1600; i++) wins[drawWinners(`seed-${i}`, LIST, 1)[0]!]! += 1;
    expect(wins.d4! / 1600).toBeGreaterThan(0.55);
    expect(wins.d4! / 1600).toBeLessThan(0.7);
    expect(wins.a1! / 1600).toBeLessThan(0.11);
    expect(wins.c3! / 1600).toBeGreaterThan(0.25);
  });
});
