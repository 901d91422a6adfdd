import { describe, expect, it } from 'vitest';
import { amountText, checkDeposit, parseAmount } from './amount';

const limits = { max: 100_000_000, todayLeft: 60_000_000 };

describe('the deposit amount', () => {
  it('reads whole units and up to two decimals, with a dot or a comma, as minor units', () => {
    expect(parseAmount('500000')).toBe(50_000_000);
    expect(parseAmount(' 120,5 ')).toBe(12_050);
    expect(parseAmount('120.05')).toBe(12_005);
    expect(parseAmount('0')).toBe(0);
  });

  it('refuses grouping marks, three decimals, letters and signs', () => {
    for (const text of ['100.000', '1,234.5', '12a', 'abc', '-5', '1e3', '', '.5'])
      expect(parseAmount(text)).toBeNull();
  });

  it("says 'Deposit amount must be greater than 0' for nothing, zero and negatives", () => {
    for (const text of ['', '   ', '0', '0,00', '-10']) {
      expect(checkDeposit(text, limits)).toEqual({ key: 'wallet.amountPositive' });
    }
  });

  it('says an amount it cannot read is not valid', () => {
    expect(checkDeposit('12.345', limits)).toEqual({ key: 'wallet.amountInvalid' });
  });

  it('keeps to the per-top-up limit, then to what is left today', () => {
    expect(checkDeposit('1000001', limits)).toEqual({ key: 'wallet.amountOverMax', max: 100_000_000 });
    expect(checkDeposit('600001', limits)).toEqual({ key: 'wallet.amountOverToday', left: 60_000_000 });
    expect(checkDeposit('600000', limits)).toEqual({ amount: 60_000_000 });
  });

  it('accepts a positive amount before the limits are known (the API checks them too)', () => {
    expect(checkDeposit('0,01', undefined)).toEqual({ amount: 1 });
  });

  it('shows a preset in the form the field reads back', () => {
    expect(amountText(50_000_000)).toBe('500000');
    expect(amountText(12_050)).toBe('120,50');
    expect(parseAmount(amountText(12_005))).toBe(12_005);
  });
});
