import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../lib/account-language';

/** The six languages; choosing one switches at once and is remembered (spec §3). */
export function LanguageList({ onChosen }: { onChosen?: () => void } = {}) {
  const { i18n, t } = useTranslation();
  const current = i18n.language as Language;
  return (
    <ul className="list" role="radiogroup" aria-label={t('title.language')}>
      {LANGUAGES.map((lang) => (
        <li key={lang} role="none">
          <button
            type="button"
            role="radio"
            aria-checked={lang === current}
            lang={lang.replace('_', '-')}
            className="list__item"
            data-lang={lang}
            onClick={() => void chooseLanguage(lang).then(onChosen)}
          >
            <span>{LANGUAGE_NAMES[lang]}</span>
            {lang === current && (
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="accent">
                <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.2" />
              </svg>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
