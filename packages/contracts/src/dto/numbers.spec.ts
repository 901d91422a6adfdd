import { describe, expect, it } from 'vitest';
import { isOrderNo } from './orders.js';
import { isTicketCode } from './tickets.js';

describe('order and ticket numbers', () => {
  it('an order number is T and 16 upper-case hexadecimal digits', () => {
    expect(isOrderNo('T1A2B3C4D5E6F7A8B')).toBe(true);
    expect(isOrderNo('t1A2B3C4D5E6F7A8B')).toBe(false);
    expect(isOrderNo('T1a2b3c4d5e6f7a8b')).toBe(false);
    expect(isOrderNo('T1A2B3C4D5E6F7A8')).toBe(false);
    expect(isOrderNo('T1A2B3C4D5E6F7A8BC')).toBe(false);
    expect(isOrderNo('X1A2B3C4D5E6F7A8B')).toBe(false);
  });

  it('a ticket number is 20 upper-case hexadecimal digits', () => {
    expect(isTicketCode('9F86D081884C7D659A2F')).toBe(true);
    expect(isTicketCode('9f86d081884c7d659a2f')).toBe(false);
    expect(isTicketCode('9F86D081884C7D659A2')).toBe(false);
    expect(isTicketCode('T9F86D081884C7D659A2F')).toBe(false);
  });
});
