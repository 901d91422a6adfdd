import { LANGUAGE_NAMES, ROUTES, intlLocale, type Language } from '@fanpass/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSheet } from '../../../components/LanguageSheet';
import { getArea } from '../../../lib/storage';
import { chooseDarkMode, useDarkMode } from '../../../lib/theme';

const MOON = 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z';
const SUN =
  'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1';

/** Brand, the current area, and the language, dark mode and settings shortcuts. */
export function HomeHeader() {
  const { t, i18n } = useTranslation();
  const dark = useDarkMode();
  const [choosing, setChoosing] = useState(false);
  const area = getArea();
  const lang = i18n.language as Language;
  const areaName = useMemo(
    () => new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }).of(area.value) ?? area.value,
    [lang, area.value],
  );
  return (
    <header className="home-header">
      <div>
        <span className="brand">{t('app.name')}</span>
        <span className="chip" title={t('home.area')}>
          {areaName}
        </span>
      </div>
      <div className="home-header__actions">
        <button
          type="button"
          className="pill"
          aria-label={`${t('home.chooseLanguage')}: ${LANGUAGE_NAMES[lang] ?? lang}`}
          aria-haspopup="dialog"
          onClick={() => setChoosing(true)}
        >
          {LANGUAGE_NAMES[lang] ?? lang}
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('home.toggleDarkMode')}
          aria-pressed={dark}
          onClick={() => chooseDarkMode(!dark)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d={dark ? SUN : MOON} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <Link to={ROUTES.setting} className="icon-button" aria-label={t('title.settings')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-2-4-2 .5-1.5-1L15 4h-6l-.5 2.5-1.5 1L5 7 3 11l2 1-2 1 2 4 2-.5 1.5 1L9 20h6l.5-2.5 1.5-1 2 .5 2-4z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        </Link>
      </div>
      {choosing && <LanguageSheet onClose={() => setChoosing(false)} />}
    </header>
  );
}
