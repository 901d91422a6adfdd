import { TERMS_VERSION, type UserInfo } from '@fanpass/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http/client';
import { session } from '../../../lib/session/store';
import { regByEmail } from './reg-by-email';

afterEach(() => {
  vi.restoreAllMocks();
  session.logout();
});

describe('signing up', () => {
  it('sends the version of the terms the fan agreed to, which the API records and requires', async () => {
    const user = { id: 1, uuid: 'u-1', email: 'fan@example.com', token: 't' } as UserInfo;
    const post = vi.spyOn(http, 'post').mockResolvedValue(user);
    await regByEmail({ email: 'fan@example.com', password: 'Secret123', code: '123456', agreedToTerms: true });
    expect(post).toHaveBeenCalledWith('/userInfo/regByEmail', {
      email: 'fan@example.com',
      password: 'Secret123',
      code: '123456',
      termsVersion: TERMS_VERSION,
    });
    expect(session.get().isLogin).toBe(true);
  });
});
