import { describe, expect, it } from 'vitest';
import { COUNTRY_DIAL_CODES, DIAL_CODES, normaliseDialCode } from './dial-codes.js';

describe('dialling codes', () => {
  it('keep one form: no +, no leading zeros, no spaces', () => {
    for (const typed of ['853', '+853', '0853', '00853', '+0853', ' 853 '])
      expect(normaliseDialCode(typed)).toBe('853');
    expect(normaliseDialCode('1')).toBe('1');
  });

  it('leave what is no dialling code for the validation to refuse', () => {
    expect(normaliseDialCode('0')).toBe('0');
    expect(normaliseDialCode('+')).toBe('+');
    expect(normaliseDialCode('abc')).toBe('abc');
  });

  it('are those of the countries the app offers', () => {
    expect(COUNTRY_DIAL_CODES.MO).toBe('853');
    expect(DIAL_CODES).toEqual(expect.arrayContaining(['853', '852', '86', '81', '1']));
    for (const typed of ['0999', '0', '+', 'abc', '8530']) expect(DIAL_CODES).not.toContain(normaliseDialCode(typed));
  });
});
