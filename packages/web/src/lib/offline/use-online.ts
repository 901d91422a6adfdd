import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** Whether the browser has a connection, updated as it comes and goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}
