import { describe, expect, it } from '@jest/globals';
import { cardBrand } from './card-brand.js';

describe('cardBrand', () => {
  it('tells Visa, Mastercard and UnionPay apart by the number', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('master');
    expect(cardBrand('2223003122003222')).toBe('master');
    expect(cardBrand('6200000000000005')).toBe('chinaUnion');
  });

  it('answers null for numbers of no brand we take, or no card number at all', () => {
    expect(cardBrand('378282246310005')).toBeNull();
    expect(cardBrand('12ab')).toBeNull();
    expect(cardBrand('')).toBeNull();
  });
});
