import { describe, expect, it } from 'vitest';
import { clock, dayLong, idParam, money } from './format';

describe('ticketing display helpers', () => {
  it('shows money from minor units with the dong sign for VND and the code otherwise', () => {
    expect(money(90_000_00, 'VND')).toBe('90.000₫');
    expect(money(1050, 'MOP')).toBe('MOP 10,50');
  });

  it('counts a hold down as mm:ss, and as h:mm:ss from an hour up', () => {
    expect(clock(600)).toBe('10:00');
    expect(clock(59)).toBe('00:59');
    expect(clock(-3)).toBe('00:00');
    expect(clock(12 * 3600 - 1)).toBe('11:59:59');
  });

  it('accepts only positive whole ids from the query', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeNull();
    expect(idParam('1e3')).toBeNull();
    expect(idParam(null)).toBeNull();
  });
});

describe('dates of an event', () => {
  it('names the weekday of the day', () => {
    expect(dayLong(new Date(2026, 11, 14, 12).getTime(), 'en_US')).toBe('Monday, December 14, 2026');
  });
});
