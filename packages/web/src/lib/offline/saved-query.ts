import { ApiError } from '../http/client';
import { session } from '../session/store';

/** Failures that mean "no connection", as opposed to an answer from the server. */
export function isConnectionFailure(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.kind === 'offline' || error.kind === 'network' || error.kind === 'timeout')
  );
}

/**
 * Loads fresh data and keeps a copy of it in the session's obfuscated store; with no connection,
 * answers the saved copy instead (and fails as before when there is none).
 */
export async function withSavedCopy<T>(key: string, load: () => Promise<T>): Promise<T> {
  try {
    const data = await load();
    session.saveCopy(key, data);
    return data;
  } catch (error) {
    if (!isConnectionFailure(error)) throw error;
    const saved = await session.savedCopy<T>(key);
    if (saved === null) throw error;
    return saved.data;
  }
}

/** The saved copy alone (for a screen that can answer from another screen's copy). */
export async function savedCopy<T>(key: string): Promise<T | null> {
  return (await session.savedCopy<T>(key))?.data ?? null;
}
