import { intlLocale, mergeDomains, type Dictionary, type Language } from '@fanpass/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setLanguage } from './storage';

/**
 * Messages as data, the same way as the server's (contracts' messages.ts): one flat JSON file per
 * language and domain, `locales/<lang>/<domain>.json`, merged by mergeDomains(). `locales/<lang>.ts`
 * gathers a language's files into one lazy chunk: only the language in use is downloaded.
 */
const languages = import.meta.glob<Record<string, Dictionary>>(['../locales/*.ts', '!../locales/*.spec.ts'], {
  import: 'default',
});

export const i18n: I18n = i18next.createInstance();

async function loadMessages(lang: Language): Promise<Record<string, string>> {
  const load = languages[`../locales/${lang}.ts`];
  if (!load) throw new Error(`no messages for ${lang}`);
  return mergeDomains(await load());
}

function applyDocumentLanguage(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = intlLocale(lang);
}

export async function initI18n(lang: Language): Promise<void> {
  const messages = await loadMessages(lang);
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

/** Loads a language's messages without switching to it (to ask in that language). */
export async function preloadLanguage(lang: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    i18n.addResourceBundle(lang, 'translation', await loadMessages(lang));
  }
}

/** Switches at once and remembers the choice (stored as spec §3 names it). */
export async function changeLanguage(lang: Language): Promise<void> {
  await preloadLanguage(lang);
  setLanguage(lang);
  await i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
}
