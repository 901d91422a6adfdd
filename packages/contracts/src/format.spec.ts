import { describe, expect, it } from 'vitest';
import { formatCount, formatDateRange, formatMoney } from './format.js';

describe('formatMoney', () => {
  it('multiplies by 0.01 with dots between thousands', () => {
    expect(formatMoney(1234500)).toBe('12.345');
    expect(formatMoney(123456789900)).toBe('1.234.567.899');
    expect(formatMoney(0)).toBe('0');
  });
  it('keeps cents after a comma and adds the dong sign on request', () => {
    expect(formatMoney(1050)).toBe('10,50');
    expect(formatMoney(1000000, { sign: true })).toBe('10.000₫');
    expect(formatMoney(-250000)).toBe('-2.500');
  });
  it('handles bigint minor units beyond 2^53', () => {
    expect(formatMoney(900719925474099300n)).toBe('9.007.199.254.740.993');
  });
});

describe('formatCount', () => {
  it('shows small counts as they are and thousands as k+', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1k+');
    expect(formatCount(1234)).toBe('1.2k+');
    expect(formatCount(25999)).toBe('25.9k+');
  });
});

describe('formatDateRange', () => {
  it('formats as MM/DD/YY', () => {
    expect(formatDateRange(new Date(2026, 11, 5), new Date(2027, 0, 2))).toBe('12/05/26 - 01/02/27');
    expect(formatDateRange(new Date(2026, 2, 9, 10), new Date(2026, 2, 9, 22))).toBe('03/09/26');
  });
});
