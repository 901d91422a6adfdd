import { LANGUAGES } from '@fanpass/contracts';
import { describe, expect, it } from 'vitest';
import en_US from '../locales/en_US/settings.json';
import ms from '../locales/ms/settings.json';
import th from '../locales/th/settings.json';
import vi from '../locales/vi/settings.json';
import zh from '../locales/zh/settings.json';
import zh_tw from '../locales/zh_tw/settings.json';
import { languageToOffer, OFFER_TEXTS } from './language-offer';

const SETTINGS: Record<string, Record<string, string>> = { en_US, ms, th, vi, zh, zh_tw };

describe('the offer’s own texts', () => {
  it('are the languageOffer.* messages of each language', () => {
    for (const lang of LANGUAGES) {
      const messages = SETTINGS[lang]!;
      expect(OFFER_TEXTS[lang]).toEqual({
        question: messages['languageOffer.question'],
        switch: messages['languageOffer.switch'],
        keep: messages['languageOffer.keep'],
      });
    }
  });
});

describe('languageToOffer', () => {
  it('offers the first preferred language of ours that is not the one showing', () => {
    expect(languageToOffer(['en-GB', 'zh-CN'])).toBe('en_US');
    expect(languageToOffer(['fr-FR', 'th-TH', 'en'])).toBe('th');
    expect(languageToOffer(['zh-TW'])).toBe('zh_tw');
    expect(languageToOffer(['ms'])).toBe('ms');
  });

  it('offers nothing when the browser prefers the language showing or none of ours', () => {
    expect(languageToOffer(['zh-CN', 'en-US'])).toBeNull();
    expect(languageToOffer(['fr', 'de'])).toBeNull();
    expect(languageToOffer([])).toBeNull();
    expect(languageToOffer(['en-US'], 'en_US')).toBeNull();
  });
});
