import { describe, expect, it } from 'vitest';
import { convertMinor, defaultHkdRate, desktopPriceText, hkdMop, parsePriceRate } from './desktop-prices.js';

describe('desktop prices in HKD and MOP (spec §9)', () => {
  it('reads a rate as a decimal or a fraction, and refuses anything else', () => {
    expect(parsePriceRate('0.000307')).toEqual({ numerator: 307, denominator: 1_000_000 });
    expect(parsePriceRate('1')).toEqual({ numerator: 1, denominator: 1 });
    expect(parsePriceRate('100/103')).toEqual({ numerator: 100, denominator: 103 });
    for (const bad of ['', '0', '0.0', '-1', '1e-4', 'abc', '1/0', '0.0000000000000001']) {
      expect(parsePriceRate(bad)).toBeNull();
    }
  });

  it('converts in whole minor units, halves away from zero, with the pataca pegged at 1.03', () => {
    expect(convertMinor(30_000_000, { numerator: 307, denominator: 1_000_000 })).toBe(9_210);
    expect(convertMinor(5, { numerator: 1, denominator: 2 })).toBe(3);
    expect(convertMinor(-5, { numerator: 1, denominator: 2 })).toBe(-3);
    expect(hkdMop(30_000, { numerator: 1, denominator: 1 })).toEqual({ hkd: 30_000, mop: 30_900 });
    expect(hkdMop(30_900, defaultHkdRate('MOP')!)).toEqual({ hkd: 30_000, mop: 30_900 });
    expect(defaultHkdRate('VND')).toBeNull();
  });

  it('writes HKD/MOP, the charged currency first when it is neither', () => {
    const vnd = { numerator: 307, denominator: 1_000_000 };
    expect(desktopPriceText(30_000_000, 'VND', vnd, '300.000₫')).toBe('300.000₫ (≈ HKD 92,10 / MOP 94,86)');
    expect(desktopPriceText(30_000, 'HKD', defaultHkdRate('HKD')!, 'HKD 300')).toBe('HKD 300 / MOP 309');
    expect(desktopPriceText(30_900, 'MOP', defaultHkdRate('MOP')!, 'MOP 309')).toBe('MOP 309 / HKD 300');
  });
});
