import { REPLY_CODES } from '@fanpass/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshUser } from '../account/get-user-info';
import { logout } from '../account/logout';
import { SESSION_KEYS, SessionStore, type SessionUser, createSecureStore, session } from './store';

const user = {
  id: 7,
  uuid: 'u-7',
  email: 'fan@example.com',
  nickname: 'Fan',
  payPasswordSetUp: 0,
  isPhoneVerified: 1,
  token: 'jwt.token.value',
} satisfies SessionUser;

afterEach(() => {
  session.logout();
  vi.unstubAllGlobals();
});

describe('session store (spec §4 Session)', () => {
  it('stores the login flag, token and user info obfuscated and restores them at start', async () => {
    const store = new SessionStore();
    store.login(user);
    await store.saved();
    expect(store.get()).toMatchObject({
      isLogin: true,
      token: user.token,
      payPasswordSetUp: false,
      isPhoneVerified: true,
    });
    const raw = Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? '');
    expect(raw.join(' ')).not.toContain(user.token);
    expect(raw.join(' ')).not.toContain('fan@example.com');
    expect((await createSecureStore()).get(SESSION_KEYS.token)).toBe(user.token);

    const restarted = new SessionStore();
    await expect(restarted.restore()).resolves.toMatchObject({
      isLogin: true,
      token: user.token,
      userInfo: { id: 7, uuid: 'u-7' },
    });
    expect(restarted.get().userInfo).not.toHaveProperty('token');
  });

  it('updates the user info and both flags on refresh, keeping the token', async () => {
    const store = new SessionStore();
    store.login(user);
    store.updateUser({ ...user, token: undefined, payPasswordSetUp: 1, isPhoneVerified: 0 });
    expect(store.get()).toMatchObject({ token: user.token, payPasswordSetUp: true, isPhoneVerified: false });
    await store.saved();
    expect((await new SessionStore().restore()).payPasswordSetUp).toBe(true);
  });

  it('logout clears everything including the stored copies', async () => {
    const store = new SessionStore();
    store.login(user);
    await store.saved();
    store.logout();
    expect(store.get()).toEqual({
      isLogin: false,
      token: null,
      userInfo: null,
      payPasswordSetUp: false,
      isPhoneVerified: false,
    });
    expect((await new SessionStore().restore()).isLogin).toBe(false);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('a logout right after a login leaves nothing stored', async () => {
    const store = new SessionStore();
    store.login(user);
    store.logout();
    await store.saved();
    expect((await new SessionStore().restore()).isLogin).toBe(false);
  });

  it('a visitor with nothing stored is restored without loading the obfuscated store', async () => {
    const makeStore = vi.fn(() => createSecureStore());
    await expect(new SessionStore(makeStore).restore()).resolves.toMatchObject({ isLogin: false });
    expect(makeStore).not.toHaveBeenCalled();
  });

  it('counts a damaged store as logged out', async () => {
    localStorage.setItem(SESSION_KEYS.token, '%%%not-base64%%%');
    localStorage.setItem('_secure__ls__metadata', '%%%');
    expect((await new SessionStore().restore()).isLogin).toBe(false);
  });

  it('refresh-user reloads /userInfo/getUserInfo/{id} with the token and updates the flags', async () => {
    session.login(user);
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({
            code: REPLY_CODES.SUCCESS.code,
            msg: 'ok',
            data: { ...user, token: undefined, payPasswordSetUp: 1 },
          }),
          {
            status: 200,
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await refreshUser();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/fanapih5/userInfo/getUserInfo/7');
    expect((init.headers as Record<string, string>).token).toBe(user.token);
    expect((init.headers as Record<string, string>).uuid).toBe('u-7');
    expect(session.get().payPasswordSetUp).toBe(true);
  });

  it('logout calls /userInfo/logout and clears the session', async () => {
    session.login(user);
    const fetchMock = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ code: REPLY_CODES.SUCCESS.code, msg: 'ok', data: null })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await logout();
    expect(fetchMock.mock.calls[0]![0]).toBe('/fanapih5/userInfo/logout');
    expect(session.get().isLogin).toBe(false);
  });
});
