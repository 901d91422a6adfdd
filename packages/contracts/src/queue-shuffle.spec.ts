import { describe, expect, it } from 'vitest';
import { seedCommitment } from './giveaway-draw.js';
import { queueCode, shuffledOrder, shuffleScore, QUEUE_ARRIVAL_BASE } from './queue-shuffle.js';

describe('queue shuffle', () => {
  it('is reproducible from the seed and independent of the listed order', () => {
    const codes = Array.from({ length: 50 }, (_, i) => queueCode(7, `uuid-${i}`));
    const a = shuffledOrder('seed-1', codes);
    expect(shuffledOrder('seed-1', [...codes].reverse())).toEqual(a);
    expect(shuffledOrder('seed-2', codes)).not.toEqual(a);
    expect([...a].sort()).toEqual([...codes].sort());
  });

  it('scores stay below the arrival base, so every prequeue fan is ahead of later arrivals', () => {
    for (let i = 0; i < 200; i++) expect(shuffleScore(`s${i}`, 'c')).toBeLessThan(QUEUE_ARRIVAL_BASE);
  });

  it('binds the code to the event and the account', () => {
    expect(queueCode(1, 'u')).not.toBe(queueCode(2, 'u'));
    expect(queueCode(1, 'u')).toMatch(/^[0-9a-f]{16}$/);
    expect(seedCommitment('x')).toHaveLength(64);
  });
});
