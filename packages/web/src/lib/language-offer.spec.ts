import { describe, expect, it } from 'vitest';
import { languageToOffer } from './language-offer';

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
