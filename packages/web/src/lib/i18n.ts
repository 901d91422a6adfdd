import { intlLocale, mergeDomains, type Dictionary, type Language } from '@fanpass/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FIRST_SCREEN_DOMAINS } from '../locales/first-screen';
import { setLanguage } from './storage';

export { FIRST_SCREEN_DOMAINS };

/**
 * Messages as data, the same way as the server's (contracts' messages.ts): one flat JSON file per
 * language and domain, `locales/<lang>/<domain>.json`, in two chunks per language (vite.config.ts):
 * the first screen downloads only the domains the shell and the home screen show; every other
 * screen waits for the rest of its language (app/router.tsx), which loads once.
 */
const domainFiles = import.meta.glob<Dictionary>('../locales/*/*.json', { import: 'default' });

export const i18n: I18n = i18next.createInstance();

/** The domain files of `lang`: all of them, or only the first screen's. */
async function loadMessages(lang: Language, only?: readonly string[]): Promise<Record<string, string>> {
  const prefix = `../locales/${lang}/`;
  const files = Object.keys(domainFiles).filter(
    (file) => file.startsWith(prefix) && (!only || only.includes(file.slice(prefix.length, -'.json'.length))),
  );
  if (!files.length) throw new Error(`no messages for ${lang}`);
  const domains = await Promise.all(files.map(async (file) => [file, await domainFiles[file]!()] as const));
  return mergeDomains(Object.fromEntries(domains));
}

/** Adds messages to a language's bundle, keeping what it has. */
function addMessages(lang: Language, messages: Record<string, string>): void {
  i18n.addResourceBundle(lang, 'translation', messages, true, false);
}

/** Languages whose every domain is loaded, or loading. */
const complete = new Map<Language, Promise<void>>();

/** Loads every message of `lang` (once), without switching to it. */
export function loadLanguage(lang: Language): Promise<void> {
  let loading = complete.get(lang);
  if (!loading) {
    loading = loadMessages(lang).then((messages) => addMessages(lang, messages));
    complete.set(lang, loading);
    // A failed download (offline before the service worker had the files) is tried again next time.
    loading.catch(() => complete.delete(lang));
  }
  return loading;
}

/** Resolves once initI18n has chosen the language (the router may start loading a screen before). */
const initialized = new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));

/** Resolves once every message of the language on screen is loaded: screens past the first wait for it. */
export async function allMessages(): Promise<void> {
  await initialized;
  await loadLanguage(i18n.language as Language);
}

function applyDocumentLanguage(lang: Language): void {
  if (typeof document === 'undefined') return;
  // Written only when it changes: a new value restyles the whole page (the page-shell script
  // already set the stored language's).
  const locale = intlLocale(lang);
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
}

/** Starts i18n in `lang` with the first screen's messages. */
export async function initI18n(lang: Language): Promise<void> {
  const messages = await loadMessages(lang, FIRST_SCREEN_DOMAINS);
  await i18n.use(initReactI18next).init({
    lng: lang,
    resources: { [lang]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  applyDocumentLanguage(lang);
}

/** Loads the first screen's messages of a language without switching to it (to ask in that language). */
export async function preloadLanguage(lang: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) addMessages(lang, await loadMessages(lang, FIRST_SCREEN_DOMAINS));
}

/** Switches at once, with every message of the language, and remembers the choice (stored as spec §3 names it). */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  setLanguage(lang);
  await i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
}
