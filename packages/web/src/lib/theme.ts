import { useSyncExternalStore } from 'react';
import { getDarkMode, setDarkMode } from './storage';

/** Dark mode: the stored choice, else the system's preference (spec §3 isDarkMode). */

type Listener = () => void;
const listeners = new Set<Listener>();
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

function systemDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(SYSTEM_DARK).matches
    : false;
}

export function isDark(): boolean {
  return getDarkMode() ?? systemDark();
}

/** Our stylesheet reads this attribute. */
export function applyTheme(): void {
  if (typeof document === 'undefined') return;
  const dark = isDark();
  document.documentElement.setAttribute('data-prefers-color-scheme', dark ? 'dark' : 'light');
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  for (const listener of [...listeners]) listener();
}

export function chooseDarkMode(dark: boolean): void {
  setDarkMode(dark);
  applyTheme();
}

/** Follows the system while the user has not chosen. */
export function watchSystemTheme(): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(SYSTEM_DARK);
  const onChange = () => applyTheme();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useDarkMode(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
