import { describe, expect, it } from 'vitest';
import { ID_NUMBER_PATTERN, isValidIdNumber, normaliseIdNumber, printedIdNumber } from './id-numbers.js';

describe('ID numbers as printed', () => {
  it('keeps Macau and Hong Kong identity card numbers in one form however they are typed', () => {
    expect(normaliseIdNumber('1234567(8)')).toBe('12345678');
    expect(normaliseIdNumber(' 1234567 (8) ')).toBe('12345678');
    expect(normaliseIdNumber('A123456(7)')).toBe('A1234567');
    expect(normaliseIdNumber('a123456(a)')).toBe('A123456A');
    expect(normaliseIdNumber('XY987654(3)')).toBe('XY9876543');
    // Full-width, as a Chinese keyboard types them.
    expect(normaliseIdNumber('Ａ１２３４５６（７）')).toBe('A1234567');
    expect(normaliseIdNumber('1234567（8）')).toBe('12345678');
    // Already plain: unchanged but for case.
    expect(normaliseIdNumber('a1234567')).toBe('A1234567');
    expect(normaliseIdNumber('E12345678')).toBe('E12345678');
  });

  it('refuses brackets anywhere but around one last check character, and keeps the old rules', () => {
    for (const bad of [
      '12(34)567',
      '1234567(89)',
      '1234567()',
      '(8)',
      '1234567(8',
      '123',
      'A1234567!',
      'x'.repeat(31),
    ]) {
      expect(isValidIdNumber(bad)).toBe(false);
    }
    for (const good of ['1234567(8)', 'A123456(7)', 'M12345678', 'AB-1234', 'e12345678']) {
      expect(isValidIdNumber(good)).toBe(true);
      expect(ID_NUMBER_PATTERN.test(normaliseIdNumber(good))).toBe(true);
    }
  });

  it('shows identity card numbers with the check digit in brackets, as the cards print them', () => {
    expect(printedIdNumber('idCard', '12345678')).toBe('1234567(8)');
    expect(printedIdNumber('idCard', 'A1234567')).toBe('A123456(7)');
    expect(printedIdNumber('idCard', 'XY987654A')).toBe('XY987654(A)');
    // Not a Macau or Hong Kong card's shape: as kept.
    expect(printedIdNumber('idCard', '110101199003074512')).toBe('110101199003074512');
    expect(printedIdNumber('idCard', '22345678')).toBe('22345678');
    // Other documents keep their own form.
    expect(printedIdNumber('passport', 'A1234567')).toBe('A1234567');
    expect(printedIdNumber('hkMacauPermit', '12345678')).toBe('12345678');
  });
});
