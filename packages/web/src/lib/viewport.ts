import { useSyncExternalStore } from 'react';
import { isWide, viewportWidth } from './http/platform';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** True at 800 px and wider (the desktop layout and the PC platform). */
export function useWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isWide(viewportWidth()),
    () => false,
  );
}
