import { describe, expect, it } from 'vitest';
import { maxFanCoin, voucherDiscount, type VoucherTerms } from './vouchers.js';

const NOW = 1_800_000_000_000;
const terms = (over: Partial<VoucherTerms> = {}): VoucherTerms => ({
  kind: 'fixed',
  value: 50_00,
  cap: null,
  minSpend: 0,
  scope: 'any',
  eventId: null,
  validFrom: NOW - 1,
  validTo: NOW + 1,
  ...over,
});
const ticket = (amount: number, eventId = 7) => ({ kind: 'ticket' as const, eventId, amount });

describe('voucher rules', () => {
  it('a fixed voucher takes its value off, never more than the order', () => {
    expect(voucherDiscount(terms(), ticket(200_00), NOW)).toEqual({ discount: 50_00 });
    expect(voucherDiscount(terms(), ticket(30_00), NOW)).toEqual({ discount: 30_00 });
  });

  it('a percent voucher takes its share, rounded down, at most its cap', () => {
    expect(voucherDiscount(terms({ kind: 'percent', value: 10 }), ticket(123_45), NOW)).toEqual({ discount: 12_34 });
    expect(voucherDiscount(terms({ kind: 'percent', value: 50, cap: 20_00 }), ticket(100_00), NOW)).toEqual({
      discount: 20_00,
    });
  });

  it('scope: any and event vouchers lower ticket orders (event: only its own), merch vouchers only merch orders', () => {
    expect(voucherDiscount(terms({ scope: 'event', eventId: 7 }), ticket(100_00, 7), NOW)).toEqual({ discount: 50_00 });
    expect(voucherDiscount(terms({ scope: 'event', eventId: 8 }), ticket(100_00, 7), NOW)).toEqual({
      refused: 'VOUCHER_SCOPE_MISMATCH',
    });
    expect(voucherDiscount(terms({ scope: 'merch' }), ticket(100_00), NOW)).toEqual({
      refused: 'VOUCHER_SCOPE_MISMATCH',
    });
    const merch = { kind: 'merch' as const, eventId: null, amount: 100_00 };
    expect(voucherDiscount(terms({ scope: 'merch' }), merch, NOW)).toEqual({ discount: 50_00 });
    expect(voucherDiscount(terms(), merch, NOW)).toEqual({ refused: 'VOUCHER_SCOPE_MISMATCH' });
  });

  it('the window and the minimum spend', () => {
    expect(voucherDiscount(terms({ validTo: NOW }), ticket(100_00), NOW)).toEqual({ refused: 'VOUCHER_NOT_AVAILABLE' });
    expect(voucherDiscount(terms({ validFrom: NOW + 1 }), ticket(100_00), NOW)).toEqual({
      refused: 'VOUCHER_NOT_STARTED',
    });
    expect(voucherDiscount(terms({ minSpend: 100_01 }), ticket(100_00), NOW)).toEqual({ refused: 'VOUCHER_MIN_SPEND' });
    expect(voucherDiscount(terms({ minSpend: 100_00 }), ticket(100_00), NOW)).toEqual({ discount: 50_00 });
  });

  it('Fan Coin: at most the share of the total, never more than the voucher left, never more than the fan has', () => {
    const rules = { coinValue: 100, maxSharePercent: 50, earnPer: 10_000 };
    expect(maxFanCoin(100_00, 0, rules, 1_000)).toBe(50);
    expect(maxFanCoin(100_00, 80_00, rules, 1_000)).toBe(20);
    expect(maxFanCoin(100_00, 0, rules, 7)).toBe(7);
    expect(maxFanCoin(150, 0, rules, 1_000)).toBe(0);
    expect(maxFanCoin(100_00, 0, { ...rules, maxSharePercent: 0 }, 1_000)).toBe(0);
  });
});
