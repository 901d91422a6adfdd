import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n, loadLanguage } from '../lib/i18n';

beforeAll(async () => {
  if (!(await import('../lib/i18n')).i18n.isInitialized) await initI18n('en_US');
  // Unit tests render screens of every domain.
  await loadLanguage('en_US');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
