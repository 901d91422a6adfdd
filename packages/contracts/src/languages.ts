/** The six UI languages, by their stored value (spec §3, DESIGN.md "Web"). */
export const LANGUAGES = ['en_US', 'zh', 'zh_tw', 'th', 'vi', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language used when nothing is stored (spec §9). */
export const DEFAULT_LANGUAGE: Language = 'zh';

/** The language the API answers in when Accept-Language names none of ours. */
export const FALLBACK_LANGUAGE: Language = 'en_US';

/** Names of the languages in themselves, for the language screen. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en_US: 'English',
  zh: '简体中文',
  zh_tw: '繁體中文',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  ms: 'Bahasa Melayu',
};

/** Accept-Language header value for a stored language: zh -> zh-CN, zh_tw -> zh-TW, th -> th-TH. */
export function acceptLanguageFor(lang: string): string {
  switch (lang) {
    case 'zh':
      return 'zh-CN';
    case 'zh_tw':
      return 'zh-TW';
    case 'th':
      return 'th-TH';
    default:
      return lang;
  }
}

/** How a language is stored: en-US becomes en_US. */
export function storedLanguage(lang: string): string {
  return lang === 'en-US' ? 'en_US' : lang;
}

/**
 * Our language for an Accept-Language header: the first listed tag that names one of the six,
 * else the fallback (English).
 */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return FALLBACK_LANGUAGE;
  const tags = header
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase().replace('_', '-'))
    .filter(Boolean);
  for (const tag of tags) {
    const found = languageForTag(tag);
    if (found) return found;
  }
  return FALLBACK_LANGUAGE;
}

/** Our language for one BCP 47 tag (zh-TW, en-GB, th), or undefined when it names none of the six. */
export function languageForTag(rawTag: string): Language | undefined {
  const tag = rawTag.trim().toLowerCase().replace('_', '-');
  if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag === 'zh-hant' || tag.startsWith('zh-hant-')) {
    return 'zh_tw';
  }
  const primary = tag.split('-')[0];
  switch (primary) {
    case 'zh':
      return 'zh';
    case 'en':
      return 'en_US';
    case 'th':
      return 'th';
    case 'vi':
      return 'vi';
    case 'ms':
      return 'ms';
    default:
      return undefined;
  }
}

/** The BCP 47 locale for Intl APIs (region and language names, collation, numbers). */
export function intlLocale(lang: Language): string {
  switch (lang) {
    case 'en_US':
      return 'en-US';
    case 'zh':
      return 'zh-Hans';
    case 'zh_tw':
      return 'zh-Hant';
    case 'th':
    case 'vi':
    case 'ms':
      return lang;
  }
}
