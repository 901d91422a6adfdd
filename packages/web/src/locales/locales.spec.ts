import { FALLBACK_LANGUAGE, LANGUAGES } from '@fanpass/contracts';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR, readLocale as load, readLocaleDomains } from '../../build/locale-files';
import { FIRST_SCREEN_DOMAINS, i18n, loadLanguage, preloadLanguage } from '../lib/i18n';

const here = join(process.cwd(), 'src');
const english = load(FALLBACK_LANGUAGE);
const englishDomains = readLocaleDomains(FALLBACK_LANGUAGE);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Keys the code names literally: t('x.y'), key: 'x.y', and the 'x.y' strings of key tables. */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  const pattern = /(?:\bt\(|key:\s*|titleKey:\s*|:\s*)'([a-zA-Z]+\.[a-zA-Z0-9.]+)'/g;
  for (const file of sources(here)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (!match[1]!.endsWith('.')) keys.add(match[1]!);
    }
  }
  for (const file of sources(here)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/'((?:terms|authTerms)\.p\d)'/g)) keys.add(match[1]!);
  }
  return keys;
}

describe('locale files (every visible string in six languages)', () => {
  it('has a folder per language with the domain files of English, each with its keys', () => {
    expect(
      readdirSync(LOCALES_DIR, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort(),
    ).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) {
      const domains = readLocaleDomains(lang);
      expect(Object.keys(domains).sort(), lang).toEqual(Object.keys(englishDomains).sort());
      for (const [domain, texts] of Object.entries(englishDomains)) {
        expect(Object.keys(domains[domain]!).sort(), `${lang}/${domain}`).toEqual(Object.keys(texts).sort());
      }
    }
  });

  it.each(LANGUAGES)(
    "%s loads in the app as its files read: the first screen's domains, then the rest",
    async (lang) => {
      if (lang !== FALLBACK_LANGUAGE) {
        await preloadLanguage(lang);
        const first = Object.assign({}, ...FIRST_SCREEN_DOMAINS.map((domain) => readLocaleDomains(lang)[domain]));
        expect(i18n.getResourceBundle(lang, 'translation')).toEqual(first);
      }
      await loadLanguage(lang);
      expect(i18n.getResourceBundle(lang, 'translation')).toEqual(load(lang));
    },
  );

  it('names first-screen domains that exist', () => {
    for (const domain of FIRST_SCREEN_DOMAINS) expect(Object.keys(englishDomains)).toContain(domain);
  });

  it('keeps each key group (the part before the first dot) in one domain, where new keys of it go', () => {
    const homes = new Map<string, Set<string>>();
    for (const [domain, texts] of Object.entries(englishDomains)) {
      for (const key of Object.keys(texts)) {
        const group = key.split('.')[0]!;
        homes.set(group, (homes.get(group) ?? new Set()).add(domain));
      }
    }
    expect([...homes].filter(([, domains]) => domains.size > 1)).toEqual([]);
  });

  it.each(LANGUAGES)('%s has every key, none empty', (lang) => {
    const messages = load(lang);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(messages)) expect(text.trim(), `${lang} ${key}`).not.toBe('');
  });

  it.each(LANGUAGES.filter((l) => l !== 'en_US'))('%s is a real translation, not a copy of English', (lang) => {
    const messages = load(lang);
    // Names (brands, payment types, the product) stay as they are: short, every word capitalised.
    const isName = (text: string) => {
      const words = text.split(' ');
      return words.length <= 4 && words.every((w) => w === 'of' || /^[\p{Lu}\d][\p{L}\d]*$/u.test(w));
    };
    const copies = Object.keys(english).filter((k) => messages[k] === english[k] && !isName(english[k]!));
    expect(copies).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps the interpolation placeholders of English', (lang) => {
    const messages = load(lang);
    for (const [key, text] of Object.entries(english)) {
      const placeholders = text.match(/\{\{\w+\}\}/g) ?? [];
      for (const p of placeholders) expect(messages[key], `${lang} ${key}`).toContain(p);
    }
  });

  it('every key the code uses exists', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => !(key in english))).toEqual([]);
  });
});
