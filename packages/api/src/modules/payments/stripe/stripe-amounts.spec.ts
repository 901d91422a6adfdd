import { describe, expect, it } from '@jest/globals';
import { fromStripeAmount, toStripeAmount } from './stripe-amounts.js';

describe('amounts between our hundredths and Stripe', () => {
  it('sends zero-decimal currencies (VND, JPY) in whole units and reads them back', () => {
    expect(toStripeAmount(50_000_000, 'VND')).toBe(500_000);
    expect(toStripeAmount(120_000, 'jpy')).toBe(1_200);
    expect(fromStripeAmount(500_000, 'vnd')).toBe(50_000_000);
  });

  it('refuses a zero-decimal amount with hundredths instead of rounding it', () => {
    expect(() => toStripeAmount(50_000_050, 'VND')).toThrow(RangeError);
  });

  it('keeps two-decimal currencies as they are and scales three-decimal ones', () => {
    expect(toStripeAmount(12_345, 'HKD')).toBe(12_345);
    expect(fromStripeAmount(12_345, 'hkd')).toBe(12_345);
    expect(toStripeAmount(12_345, 'KWD')).toBe(123_450);
    expect(fromStripeAmount(123_450, 'kwd')).toBe(12_345);
  });

  it('refuses amounts that are not positive integers', () => {
    expect(() => toStripeAmount(0, 'HKD')).toThrow(RangeError);
    expect(() => toStripeAmount(10.5, 'HKD')).toThrow(RangeError);
  });
});
