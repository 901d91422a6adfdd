import { ACCOUNT_MESSAGES } from './catalogue/accounts.js';
import { CORE_MESSAGES } from './catalogue/core.js';
import { PAYMENT_MESSAGES } from './catalogue/payments.js';
import { TICKET_MESSAGES } from './catalogue/tickets.js';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages.js';

/** One message in every language. */
export type Texts = Record<Language, string>;

/**
 * Server messages in all six languages, keyed as the code catalogue and the validators name
 * them. `{name}` placeholders are filled by translate().
 */
/** Every server message, merged from the domains' catalogues. */
export const MESSAGES = {
  ...CORE_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...TICKET_MESSAGES,
  ...PAYMENT_MESSAGES,
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;

/** The text of a message key in a language, with `{name}` placeholders filled. */
export function translate(
  key: string,
  lang: Language,
  params: Record<string, string | number> = {},
  catalogue: Record<string, Partial<Texts>> = MESSAGES,
): string {
  const texts = catalogue[key];
  const template = texts?.[lang] ?? texts?.[FALLBACK_LANGUAGE] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Keys whose text is missing or empty in some language (used by the completeness tests). */
export function missingTranslations(catalogue: Record<string, Partial<Texts>>): string[] {
  const missing: string[] = [];
  for (const [key, texts] of Object.entries(catalogue)) {
    for (const lang of LANGUAGES) {
      if (!texts[lang] || !texts[lang]!.trim()) missing.push(`${key}:${lang}`);
    }
  }
  return missing;
}
