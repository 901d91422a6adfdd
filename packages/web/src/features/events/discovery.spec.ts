import { describe, expect, it } from 'vitest';
import { dateWindow, dayStart, dayValue, isDateChoice } from './discovery';

const at = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).getTime();

describe('event discovery date windows (local time)', () => {
  it('this week runs from today to the next Monday', () => {
    // Wednesday 25 November 2026, 15:00.
    expect(dateWindow('week', new Date(at(2026, 11, 25, 15)))).toEqual({
      from: at(2026, 11, 25),
      to: at(2026, 11, 30),
    });
    // On a Monday the week is the seven days ahead; on a Sunday only that day is left.
    expect(dateWindow('week', new Date(at(2026, 11, 23, 9)))).toEqual({ from: at(2026, 11, 23), to: at(2026, 11, 30) });
    expect(dateWindow('week', new Date(at(2026, 11, 29, 9)))).toEqual({ from: at(2026, 11, 29), to: at(2026, 11, 30) });
  });

  it('this month runs from today to the 1st of the next month, across a year end', () => {
    expect(dateWindow('month', new Date(at(2026, 12, 20, 8)))).toEqual({ from: at(2026, 12, 20), to: at(2027, 1, 1) });
  });

  it('a range keeps its first day to the end of its last; half a range is half a window', () => {
    const now = new Date(at(2026, 11, 23));
    expect(dateWindow('range', now, { from: '2026-12-01', to: '2026-12-03' })).toEqual({
      from: at(2026, 12, 1),
      to: at(2026, 12, 4),
    });
    expect(dateWindow('range', now, { from: '2026-12-01' })).toEqual({ from: at(2026, 12, 1) });
    expect(dateWindow('range', now, { from: '2026-02-30', to: 'x' })).toEqual({});
    expect(dateWindow('any', now)).toEqual({});
  });

  it('reads and writes date input values and knows its choices', () => {
    expect(dayStart('2026-02-29')).toBeNull();
    expect(dayValue(new Date(at(2026, 3, 7)))).toBe('2026-03-07');
    expect(isDateChoice('week')).toBe(true);
    expect(isDateChoice('year')).toBe(false);
  });
});
