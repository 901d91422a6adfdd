import { describe, expect, it } from '@jest/globals';
import type { Seat } from './entities/seat.entity.js';
import { pickSeats } from './seat-plan.js';

function seats(spec: [string, number][]): Seat[] {
  return spec.map(([rowLabel, position], i) => ({
    id: i + 1,
    ticketTypeId: 1,
    rowLabel,
    seatNumber: String(position),
    position,
    ticketId: null,
  }));
}

describe('pickSeats', () => {
  it('keeps an order side by side: skips a gap and a row end for the first run long enough', () => {
    const free = seats([
      ['A', 1],
      ['A', 3],
      ['A', 4],
      ['B', 5],
      ['B', 6],
      ['B', 7],
    ]);
    expect(pickSeats(free, 3).map((s) => s.position)).toEqual([5, 6, 7]);
    expect(pickSeats(free, 2).map((s) => s.position)).toEqual([3, 4]);
  });

  it('falls back to the first free seats when no row has a run, and gives fewer when the area is nearly full', () => {
    const free = seats([
      ['A', 1],
      ['A', 3],
      ['B', 5],
    ]);
    expect(pickSeats(free, 2).map((s) => s.position)).toEqual([1, 3]);
    expect(pickSeats(free, 5)).toHaveLength(3);
  });
});
