import { useSyncExternalStore } from 'react';
import type { SecureStore } from './secure-ls';
import type { UserInfo } from '@fanpass/contracts';

/**
 * The user info the session keeps: what the account calls answered (UserInfo), though a copy
 * restored from an older version of the app may lack fields.
 */
export type SessionUser = Pick<UserInfo, 'id' | 'uuid'> & Partial<UserInfo>;

export interface SessionState {
  isLogin: boolean;
  token: string | null;
  userInfo: SessionUser | null;
  /** payPasswordSetUp === 1 */
  payPasswordSetUp: boolean;
  /** isPhoneVerified === 1 */
  isPhoneVerified: boolean;
}

/** Keys inside the obfuscated store. */
export const SESSION_KEYS = { isLogin: 'isLogin', token: 'token', userInfo: 'userInfo' } as const;

/**
 * Saved copies of what the signed-in fan must have with no signal (their tickets and QR codes),
 * kept in the same obfuscated store as the session and removed with it.
 */
export const SAVED_COPIES_KEY = 'savedCopies';

const MAX_SAVED_COPIES = 60;

interface SavedCopy {
  at: number;
  data: unknown;
}

export const LOGGED_OUT: SessionState = Object.freeze({
  isLogin: false,
  token: null,
  userInfo: null,
  payPasswordSetUp: false,
  isPhoneVerified: false,
});

/**
 * secure-ls with the spec's defaults (§9): compression on, base64 encoding. That is obfuscation,
 * not encryption: it keeps values from being read at a glance, and anyone with the device's
 * storage can decode them.
 */
export async function createSecureStore(storage?: Storage): Promise<SecureStore> {
  // Loaded on demand: a visitor with nothing stored never downloads it (about 16 KB gzip).
  const { SecureLS } = await import('./secure-ls');
  const options = { encodingType: 'base64', isCompression: true, ...(storage ? { storage } : {}) };
  return new SecureLS(options);
}

/** secure-ls keeps the list of its keys under this entry; it exists once anything was stored. */
export const SECURE_LS_META_KEY = '_secure__ls__metadata';

function hasStoredSession(): boolean {
  try {
    return globalThis.localStorage?.getItem(SECURE_LS_META_KEY) != null;
  } catch {
    return false;
  }
}

function isUserInfo(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && typeof (value as SessionUser).id === 'number';
}

function stateFor(token: string | null, user: SessionUser | null): SessionState {
  if (!token || !user) return LOGGED_OUT;
  return {
    isLogin: true,
    token,
    userInfo: user,
    payPasswordSetUp: user.payPasswordSetUp === 1,
    isPhoneVerified: user.isPhoneVerified === 1,
  };
}

type Listener = () => void;

/** The login flag, token and user info, kept in memory and in the obfuscated store. */
export class SessionStore {
  private state: SessionState = LOGGED_OUT;
  private readonly listeners = new Set<Listener>();
  private secure: Promise<SecureStore> | null = null;
  /** Writes to the obfuscated store, in order. */
  private writes: Promise<void> = Promise.resolve();
  /** Bumped by logout so a write still in flight never brings a session back. */
  private generation = 0;

  constructor(private readonly makeStore: () => Promise<SecureStore> = () => createSecureStore()) {}

  private store(): Promise<SecureStore> {
    this.secure ??= this.makeStore();
    return this.secure;
  }

  private persist(write: (store: SecureStore) => void): void {
    const generation = this.generation;
    this.writes = this.writes
      .then(async () => {
        const store = await this.store();
        if (generation === this.generation) write(store);
      })
      .catch((error: unknown) => console.error('[session] could not save the session', error));
  }

  /** Resolves once every change so far is in the obfuscated store. */
  saved(): Promise<void> {
    return this.writes;
  }

  get = (): SessionState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private publish(next: SessionState): void {
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  /** On start: the session as it was stored (a damaged store counts as logged out). */
  async restore(): Promise<SessionState> {
    if (!hasStoredSession()) {
      this.publish(LOGGED_OUT);
      return this.state;
    }
    try {
      const store = await this.store();
      const isLogin: unknown = store.get(SESSION_KEYS.isLogin);
      const token: unknown = store.get(SESSION_KEYS.token);
      const user: unknown = store.get(SESSION_KEYS.userInfo);
      const restored =
        isLogin === true && typeof token === 'string' && isUserInfo(user) ? stateFor(token, user) : LOGGED_OUT;
      this.publish(restored);
    } catch {
      this.publish(LOGGED_OUT);
    }
    return this.state;
  }

  /** After a successful e-mail login (or sign-up): user info with its token. */
  login(user: SessionUser): void {
    if (!user.token) throw new Error('login answer has no token');
    const { token, ...info } = user;
    this.publish(stateFor(token, info));
    this.persist((store) => {
      // A new sign-in never sees another session's saved copies.
      store.remove(SAVED_COPIES_KEY);
      store.set(SESSION_KEYS.isLogin, true);
      store.set(SESSION_KEYS.token, token);
      store.set(SESSION_KEYS.userInfo, info);
    });
  }

  /** After refreshing the user info: same token, new info and flags. */
  updateUser(user: SessionUser): void {
    if (!this.state.isLogin || !this.state.token) return;
    const { token: _ignored, ...info } = user;
    this.publish(stateFor(this.state.token, info));
    this.persist((store) => store.set(SESSION_KEYS.userInfo, info));
  }

  /**
   * Clears the flag, token, user info and both flags, and removes the stored copies at once
   * (secure-ls entries are plain localStorage keys plus its key list).
   */
  logout(): void {
    this.generation++;
    this.publish(LOGGED_OUT);
    try {
      for (const key of [...Object.values(SESSION_KEYS), SAVED_COPIES_KEY, SECURE_LS_META_KEY])
        globalThis.localStorage?.removeItem(key);
    } catch {
      // Storage disabled: nothing was stored either.
    }
    this.secure = null;
    // The gate's ticket list and scans, in IndexedDB (loaded only when there is something to forget).
    import('../device/device-store')
      .then((device) => device.forgetDeviceData())
      .catch((error: unknown) => console.error('[session] forgetting device data', error));
  }

  /** Keeps a copy of `data` under `key` for this session (no-op when signed out). */
  saveCopy(key: string, data: unknown, at: number = Date.now()): void {
    if (!this.state.isLogin) return;
    this.persist((store) => {
      const copies = readCopies(store);
      copies[key] = { at, data };
      // Bounded: the oldest copies go first.
      const keys = Object.keys(copies).sort((a, b) => copies[a]!.at - copies[b]!.at);
      for (const old of keys.slice(0, Math.max(0, keys.length - MAX_SAVED_COPIES))) delete copies[old];
      store.set(SAVED_COPIES_KEY, copies);
    });
  }

  /** The saved copy under `key`, or null. */
  async savedCopy<T>(key: string): Promise<{ at: number; data: T } | null> {
    if (!this.state.isLogin) return null;
    await this.writes;
    try {
      const copy = readCopies(await this.store())[key];
      return copy ? { at: copy.at, data: copy.data as T } : null;
    } catch {
      return null;
    }
  }
}

function readCopies(store: SecureStore): Record<string, SavedCopy> {
  const value: unknown = store.get(SAVED_COPIES_KEY);
  return typeof value === 'object' && value !== null ? (value as Record<string, SavedCopy>) : {};
}

export const session = new SessionStore();

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
