import { ERROR_TOAST_MS, TRANSPORT_TOAST_MS } from '@fanpass/contracts';

/** Toasts: red at the top for reply codes (3 s), neutral in the centre for transport errors (1 s). */
export interface Toast {
  id: number;
  text: string;
  position: 'top' | 'center';
  tone: 'error' | 'info';
}

type Listener = () => void;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of [...listeners]) listener();
}

export function showToast(text: string, position: Toast['position'], tone: Toast['tone'], durationMs: number): void {
  const toast: Toast = { id: nextId++, text, position, tone };
  // One toast per position: a newer message replaces the older one.
  publish([...toasts.filter((t) => t.position !== position), toast]);
  setTimeout(() => publish(toasts.filter((t) => t.id !== toast.id)), durationMs);
}

export function showErrorToast(text: string): void {
  showToast(text, 'top', 'error', ERROR_TOAST_MS);
}

export function showTransportToast(text: string): void {
  showToast(text, 'center', 'info', TRANSPORT_TOAST_MS);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
