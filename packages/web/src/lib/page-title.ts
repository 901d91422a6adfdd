import { useEffect, useSyncExternalStore } from 'react';

/**
 * A screen's own document title (an event's name, say) in place of its route's title key. The
 * screen sets it while it is shown; the page meta (app/use-page-meta.ts) prefers it.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function set(title: string | null): void {
  current = title;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the document after `title` while the calling screen is shown (null: the route's title). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    set(title);
    return () => set(null);
  }, [title]);
}

/** The title a screen asked for, if any. */
export function useScreenTitle(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
