import { type Language } from '@fanpass/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../lib/account-language';
import { languageToOffer, OFFER_TEXTS } from '../lib/language-offer';
import { declineLanguageOffer, hasStoredLanguage, isLanguageOfferDeclined } from '../lib/storage';

function initialOffer(current: Language): Language | null {
  if (hasStoredLanguage() || isLanguageOfferDeclined()) return null;
  return languageToOffer(typeof navigator === 'undefined' ? [] : navigator.languages, current);
}

/**
 * The default stays Simplified Chinese (spec §9), but a first-time visitor whose browser prefers
 * another of our languages is asked once, in that language (its three lines are in the first
 * screen's code: nothing is downloaded to ask). Returns the language to offer and a function that
 * closes the offer.
 */
export function useLanguageOffer(): [Language | null, () => void] {
  const { i18n: live } = useTranslation();
  const [offer, setOffer] = useState<Language | null>(() => initialOffer(live.language as Language));
  useEffect(() => {
    // Choosing a language anywhere (settings, the sheet) answers the offer too.
    const answered = () => setOffer(null);
    live.on('languageChanged', answered);
    return () => live.off('languageChanged', answered);
  }, [live]);
  const close = useCallback(() => setOffer(null), []);
  return [offer, close];
}

/** 'Switch to English?' with a one-tap switch and a 'no' that is remembered. */
export function LanguageOffer({ lang, onClose }: { lang: Language; onClose: () => void }) {
  const texts = OFFER_TEXTS[lang];
  const decline = () => {
    declineLanguageOffer();
    onClose();
  };
  return (
    <aside className="offer" role="dialog" aria-labelledby="language-offer-title" lang={lang.replace('_', '-')}>
      <strong id="language-offer-title" className="offer__text">
        {texts.question}
      </strong>
      <div className="offer__actions">
        <button type="button" className="button offer__no" onClick={decline}>
          {texts.keep}
        </button>
        <button type="button" className="button button--primary" onClick={() => void chooseLanguage(lang)}>
          {texts.switch}
        </button>
      </div>
    </aside>
  );
}
