import { describe, expect, it } from 'vitest';
import { REPLY_CODES, SPEC_CODES } from './codes.js';

describe('reply-code catalogue', () => {
  it('keeps the spec codes with their meaning', () => {
    expect(REPLY_CODES.SUCCESS.code).toBe(SPEC_CODES.success);
    expect(REPLY_CODES.USER_NOT_FOUND.code).toBe(1001);
    expect(REPLY_CODES.REGISTER_CODE_INVALID.code).toBe(1002);
    expect(REPLY_CODES.FORGET_CODE_INVALID.code).toBe(1003);
    expect(REPLY_CODES.LOGIN_EXPIRED).toMatchObject({ code: 2062000, status: 401 });
    expect(REPLY_CODES.ENDPOINT_NOT_FOUND).toMatchObject({ code: 29998, status: 404 });
    expect(REPLY_CODES.SYSTEM_EXCEPTION).toMatchObject({ code: 29998, status: 500 });
    expect(REPLY_CODES.REPAIR).toMatchObject({ code: 9999, status: 503 });
    expect(REPLY_CODES.TOO_MANY_REQUESTS.status).toBe(429);
  });

  it('gives every code one meaning (29998 alone travels as 404 or 500)', () => {
    const byCode = new Map<number, string[]>();
    for (const [name, entry] of Object.entries(REPLY_CODES))
      byCode.set(entry.code, [...(byCode.get(entry.code) ?? []), name]);
    const shared = [...byCode.entries()].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([[29998, ['ENDPOINT_NOT_FOUND', 'SYSTEM_EXCEPTION']]]);
  });

  it('keeps message keys unique per code', () => {
    const keys = Object.values(REPLY_CODES).map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
