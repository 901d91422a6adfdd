import { describe, expect, it } from '@jest/globals';
import { ReadBatch } from './read-batch.js';

/** A batch over a table of squares that records each query it is asked to make. */
function squares(max?: number): { batch: ReadBatch<number, number>; queries: number[][] } {
  const queries: number[][] = [];
  const batch = new ReadBatch<number, number>(async (keys) => {
    queries.push(keys);
    return new Map(keys.filter((k) => k >= 0).map((k) => [k, k * k]));
  }, max);
  return { batch, queries };
}

describe('ReadBatch: the reads asked for in one turn of the event loop, made as one query', () => {
  it('reads asked together are one query, and each gets what its own key found', async () => {
    const { batch, queries } = squares();
    const answers = await Promise.all([batch.get(2), batch.get(3), batch.get(-1), batch.get(4)]);
    expect(answers).toEqual([4, 9, undefined, 16]);
    expect(queries).toEqual([[2, 3, -1, 4]]);
  });

  it('a key asked twice in a turn is read once and answers both', async () => {
    const { batch, queries } = squares();
    expect(await Promise.all([batch.get(5), batch.get(5)])).toEqual([25, 25]);
    expect(queries).toEqual([[5]]);
  });

  it('reads of a later turn are a query of their own, and a read alone is made too', async () => {
    const { batch, queries } = squares();
    expect(await batch.get(1)).toBe(1);
    expect(await Promise.all([batch.get(2), batch.get(3)])).toEqual([4, 9]);
    expect(await batch.get(6)).toBe(36);
    expect(queries).toEqual([[1], [2, 3], [6]]);
  });

  it('no query holds more keys than the most it may', async () => {
    const { batch, queries } = squares(2);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((k) => batch.get(k)));
    expect(answers).toEqual([1, 4, 9, 16, 25]);
    expect(queries).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('a query that fails fails the reads it held, and only those', async () => {
    const batch = new ReadBatch<number, number>(async (keys) => {
      if (keys.includes(3)) throw new Error('disk I/O error');
      return new Map(keys.map((k) => [k, k]));
    }, 2);
    const [a, b, c] = await Promise.allSettled([batch.get(1), batch.get(2), batch.get(3)]);
    expect(a).toEqual({ status: 'fulfilled', value: 1 });
    expect(b).toEqual({ status: 'fulfilled', value: 2 });
    expect(c).toEqual({ status: 'rejected', reason: new Error('disk I/O error') });
    // The next turn is not held up by the failure.
    expect(await batch.get(4)).toBe(4);
  });
});
