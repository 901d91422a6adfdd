import { describe, expect, it } from '@jest/globals';
import { randomHex } from './random.js';

describe('randomHex', () => {
  it('answers n bytes as hex, never the same bytes twice across a pool refill', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const hex = randomHex(12);
      expect(hex).toMatch(/^[0-9a-f]{24}$/);
      expect(seen.has(hex)).toBe(false);
      seen.add(hex);
    }
    expect(randomHex(5000)).toMatch(/^[0-9a-f]{10000}$/);
  });
});
