import { describe, expect, it } from 'vitest';
import { brandType, decodeChoice, encodeChoice } from './choice';

describe('payment method choice', () => {
  it('round-trips a new card, a provider type and a saved card', () => {
    for (const choice of [
      { method: 'card', paymentType: 'visa' },
      { method: 'provider', paymentType: 'alipayHK' },
      { method: 'card', paymentType: 'master', savedCardId: 7 },
    ] as const) {
      expect(decodeChoice(encodeChoice(choice))).toEqual(choice);
    }
  });

  it('refuses an empty or unknown choice (a payment mode must be selected)', () => {
    expect(decodeChoice('')).toBeNull();
    expect(decodeChoice('wallet:visa')).toBeNull();
  });

  it('maps a saved card brand to its payment type', () => {
    expect(brandType('master')).toBe('master');
    expect(brandType('chinaUnion')).toBe('chinaUnion');
    expect(brandType('visa')).toBe('visa');
  });
});
