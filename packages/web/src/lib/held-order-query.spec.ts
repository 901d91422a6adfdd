import { describe, expect, it } from 'vitest';
import { untilHoldEnds } from './held-order-query';

const query = (data?: { status: string; remainingSeconds: number }) => ({ state: { data } });

describe('untilHoldEnds', () => {
  it('asks again each second for a held order whose time is up, until the server ends it', () => {
    expect(untilHoldEnds(query({ status: 'held', remainingSeconds: 0 }))).toBe(1000);
  });

  it('does not poll a hold with time left, an ended order or one not read yet', () => {
    expect(untilHoldEnds(query({ status: 'held', remainingSeconds: 42 }))).toBe(false);
    expect(untilHoldEnds(query({ status: 'expired', remainingSeconds: 0 }))).toBe(false);
    expect(untilHoldEnds(query({ status: 'paid', remainingSeconds: 0 }))).toBe(false);
    expect(untilHoldEnds(query())).toBe(false);
  });
});
