import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { initI18n, loadLanguage } from '../lib/i18n';

// A screen's first render waits on lazy modules and the language: on a CI machine running the
// browser journeys beside these, that can take more than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  // jsdom has <dialog> without its modal methods (ConfirmDialog and the sheets open one).
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  if (!(await import('../lib/i18n')).i18n.isInitialized) await initI18n('en_US');
  // Unit tests render screens of every domain.
  await loadLanguage('en_US');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The files of a worker share one window and one module graph (vitest.config.ts: no isolation):
// each file leaves them as it found them, whatever its own tests restored.
afterAll(async () => {
  // The app's one session: signed out, its writes done before the next file reads the storage.
  const { session } = await import('../lib/session/store');
  if (session.get().isLogin) session.logout();
  await session.saved();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // jsdom's own viewport, 1024 × 768, told to whoever listens for a resize.
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: 768 });
  window.dispatchEvent(new Event('resize'));
  document.documentElement.removeAttribute('data-prefers-color-scheme');
});
