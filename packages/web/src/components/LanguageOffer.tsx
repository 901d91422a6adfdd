import { type Language } from '@fanpass/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../lib/account-language';
import { i18n, preloadLanguage } from '../lib/i18n';
import { languageToOffer } from '../lib/language-offer';
import { declineLanguageOffer, hasStoredLanguage, isLanguageOfferDeclined } from '../lib/storage';

function initialOffer(current: Language): Language | null {
  if (hasStoredLanguage() || isLanguageOfferDeclined()) return null;
  return languageToOffer(typeof navigator === 'undefined' ? [] : navigator.languages, current);
}

/**
 * The default stays Simplified Chinese (spec §9), but a first-time visitor whose browser prefers
 * another of our languages is asked once, in that language. Returns the language to offer once its
 * messages are loaded, and a function that closes the offer.
 */
export function useLanguageOffer(): [Language | null, () => void] {
  const { i18n: live } = useTranslation();
  const [offer, setOffer] = useState<Language | null>(() => initialOffer(live.language as Language));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!offer) return;
    let current = true;
    preloadLanguage(offer)
      .then(() => current && setReady(true))
      .catch(() => current && setOffer(null));
    return () => {
      current = false;
    };
  }, [offer]);
  useEffect(() => {
    // Choosing a language anywhere (settings, the sheet) answers the offer too.
    const answered = () => setOffer(null);
    live.on('languageChanged', answered);
    return () => live.off('languageChanged', answered);
  }, [live]);
  const close = useCallback(() => setOffer(null), []);
  return [offer && ready ? offer : null, close];
}

/** 'Switch to English?' with a one-tap switch and a 'no' that is remembered. */
export function LanguageOffer({ lang, onClose }: { lang: Language; onClose: () => void }) {
  const t = i18n.getFixedT(lang);
  const decline = () => {
    declineLanguageOffer();
    onClose();
  };
  return (
    <aside className="offer" role="dialog" aria-labelledby="language-offer-title" lang={lang.replace('_', '-')}>
      <strong id="language-offer-title" className="offer__text">
        {t('languageOffer.question')}
      </strong>
      <div className="offer__actions">
        <button type="button" className="button offer__no" onClick={decline}>
          {t('languageOffer.keep')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void chooseLanguage(lang)}>
          {t('languageOffer.switch')}
        </button>
      </div>
    </aside>
  );
}
