import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
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
});
