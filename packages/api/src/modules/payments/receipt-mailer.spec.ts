import { describe, expect, it } from '@jest/globals';
import { methodName } from './receipt-mailer.js';

describe('how a receipt names the payment method', () => {
  it('names Fan Pay for a wallet payment, in the fan language', () => {
    expect(methodName({ method: 'wallet', paymentType: null }, 'en_US')).toBe('Fan Pay wallet');
    expect(methodName({ method: 'wallet', paymentType: null }, 'zh')).toBe('Fan Pay 钱包');
  });

  it('names a card by its brand, and a provider payment by its type when it has one', () => {
    expect(methodName({ method: 'card', paymentType: 'visa' }, 'en_US')).toBe('Card (Visa)');
    expect(methodName({ method: 'provider', paymentType: 'alipay' }, 'en_US')).toBe('Online payment (alipay)');
    expect(methodName({ method: 'provider', paymentType: null }, 'en_US')).toBe('Online payment');
  });
});
