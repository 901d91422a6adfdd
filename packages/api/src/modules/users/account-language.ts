import { LANGUAGES, type Language } from '@fanpass/contracts';

/**
 * The language an e-mail to this account is written in: the account's own (stored at sign-up and
 * whenever the fan changes it), else `fallback` (an older account: the language of the request).
 */
export function accountLanguage(user: { lang?: string | null } | null | undefined, fallback: Language): Language {
  const lang = user?.lang;
  return lang && (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : fallback;
}
