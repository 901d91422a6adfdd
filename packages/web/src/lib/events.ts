/** Events the HTTP client raises for the router to act on (spec §4 "Navigation rules"). */
export type AppEvent = { type: 'logout' } | { type: 'systemException' } | { type: 'repair' };

type Listener = (event: AppEvent) => void;
const listeners = new Set<Listener>();

export function emitAppEvent(event: AppEvent): void {
  for (const listener of [...listeners]) listener(event);
}

export function onAppEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
