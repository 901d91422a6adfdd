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

export interface OfferTexts {
  question: string;
  switch: string;
  keep: string;
}

/**
 * The offer's three lines in each language (the same as settings.json's languageOffer.* keys, which
 * a test holds them to): in the first screen's code, so asking costs no download of the offered
 * language's messages; those load only when the fan switches.
 */
export const OFFER_TEXTS: Readonly<Record<Language, OfferTexts>> = {
  en_US: { question: 'Switch to English?', switch: 'Switch to English', keep: 'No, thanks' },
  vi: { question: 'Chuyển sang tiếng Việt?', switch: 'Chuyển', keep: 'Không, cảm ơn' },
  zh: { question: '切换为简体中文？', switch: '切换', keep: '不用了' },
  zh_tw: { question: '切換為繁體中文？', switch: '切換', keep: '不用了' },
  th: { question: 'เปลี่ยนเป็นภาษาไทยไหม?', switch: 'เปลี่ยนภาษา', keep: 'ไม่ ขอบคุณ' },
  ms: { question: 'Tukar ke Bahasa Melayu?', switch: 'Tukar', keep: 'Tidak, terima kasih' },
};
