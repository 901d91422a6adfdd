import { describe, expect, it } from 'vitest';
import { safeRedirect, signQuery, verifyAccountPath } from './return-path';

describe('sign screens carry the e-mail and redirectUrl', () => {
  it('follows only in-app paths', () => {
    expect(safeRedirect('/home/upcoming-event')).toBe('/home/upcoming-event');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('builds the query of the next screen', () => {
    expect(signQuery({ email: 'a@b.co', redirectUrl: '/wallet' })).toBe('?email=a%40b.co&redirectUrl=%2Fwallet');
    expect(signQuery({ redirectUrl: 'https://x.y' })).toBe('');
    expect(verifyAccountPath('/ticket-order')).toBe('/chang-phone-num?redirectUrl=%2Fticket-order');
  });
});
