import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REPLY_CODES } from './codes.js';
import { FALLBACK_LANGUAGE, LANGUAGES } from './languages.js';
import { MESSAGES, SERVER_MESSAGE_FILES, mergeDomains, missingTranslations, translate } from './messages.js';

const dir = new URL('./messages/', import.meta.url);
const onDisk = (lang: string, domain: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${lang}/${domain}.json`, dir), 'utf8')) as Record<string, string>;
const domains = readdirSync(new URL(`${FALLBACK_LANGUAGE}/`, dir)).map((name) => name.replace(/\.json$/, ''));

describe('server message files (messages/<lang>/<domain>.json)', () => {
  it('has a folder per language and the same domain files in each, all of them loaded', () => {
    expect(readdirSync(dir).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) {
      expect(readdirSync(new URL(`${lang}/`, dir)).sort(), lang).toEqual(domains.map((d) => `${d}.json`).sort());
      expect(Object.keys(SERVER_MESSAGE_FILES[lang]).sort(), lang).toEqual([...domains].sort());
    }
  });

  it.each(LANGUAGES)('%s has every key of every domain, none empty, with the placeholders of English', (lang) => {
    for (const domain of domains) {
      const english = onDisk(FALLBACK_LANGUAGE, domain);
      const texts = onDisk(lang, domain);
      expect(Object.keys(texts), `${lang}/${domain}`).toEqual(Object.keys(english));
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        for (const p of english[key]!.match(/\{\w+\}/g) ?? []) expect(text, `${lang} ${key}`).toContain(p);
      }
    }
  });

  it('keeps each key in one domain', () => {
    expect(() => mergeDomains(SERVER_MESSAGE_FILES[FALLBACK_LANGUAGE])).not.toThrow();
    expect(() => mergeDomains({ core: { 'code.success': 'Success' }, tickets: { 'code.success': 'Done' } })).toThrow(
      /code\.success/,
    );
  });
});

describe('messages', () => {
  it('has every message in all six languages', () => {
    expect(missingTranslations(MESSAGES)).toEqual([]);
  });
  it('has a message for every reply code', () => {
    for (const entry of Object.values(REPLY_CODES)) expect(MESSAGES).toHaveProperty([entry.key]);
  });
  it('fills placeholders', () => {
    expect(translate('validation.required', 'en_US', { field: 'email' })).toBe('email is required');
    expect(translate('code.tooManyRequests', 'zh')).toContain('请稍后再试');
  });
  it('falls back to English, then to the key', () => {
    expect(translate('x.y', 'th', {}, { 'x.y': { en_US: 'Hello' } })).toBe('Hello');
    expect(translate('x.unknown', 'th')).toBe('x.unknown');
  });
});
