import { describe, expect, it } from 'vitest';
import { acceptLanguageFor, languageFromHeader, storedLanguage } from './languages.js';

describe('languages', () => {
  it('maps stored languages to Accept-Language as spec §7 says', () => {
    expect(acceptLanguageFor('zh')).toBe('zh-CN');
    expect(acceptLanguageFor('zh_tw')).toBe('zh-TW');
    expect(acceptLanguageFor('th')).toBe('th-TH');
    expect(acceptLanguageFor('en_US')).toBe('en_US');
    expect(acceptLanguageFor('vi')).toBe('vi');
  });
  it('stores en-US as en_US', () => {
    expect(storedLanguage('en-US')).toBe('en_US');
    expect(storedLanguage('th')).toBe('th');
  });
  it('reads Accept-Language headers, falling back to English', () => {
    expect(languageFromHeader('zh-CN')).toBe('zh');
    expect(languageFromHeader('zh-TW')).toBe('zh_tw');
    expect(languageFromHeader('th-TH,en;q=0.5')).toBe('th');
    expect(languageFromHeader('en_US')).toBe('en_US');
    expect(languageFromHeader('fr-FR, vi;q=0.8')).toBe('vi');
    expect(languageFromHeader('ms')).toBe('ms');
    expect(languageFromHeader('de')).toBe('en_US');
    expect(languageFromHeader(undefined)).toBe('en_US');
  });
});
