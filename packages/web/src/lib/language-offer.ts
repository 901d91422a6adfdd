import { DEFAULT_LANGUAGE, languageForTag, type Language } from '@fanpass/contracts';

/**
 * The language to offer a first-time visitor: the first of the browser's preferred tags that
 * names one of ours, unless that is the default (already showing) or nothing matches.
 */
export function languageToOffer(preferred: readonly string[], current: Language = DEFAULT_LANGUAGE): Language | null {
  for (const tag of preferred) {
    const lang = languageForTag(tag);
    if (lang) return lang === current ? null : lang;
  }
  return null;
}
