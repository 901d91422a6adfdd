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
