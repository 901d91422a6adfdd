import { LANGUAGE_NAMES, type Language } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSheet } from './LanguageSheet';

/** The current language; choosing opens the language sheet (visitors cannot open /lang, which needs a login). */
export function LanguageButton({
  className = 'button button--light button--small lang-button',
  valueClassName,
}: {
  className?: string;
  valueClassName?: string;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <span>{t('title.language')}</span>
        <span className={valueClassName}>{LANGUAGE_NAMES[i18n.language as Language]}</span>
      </button>
      {open && <LanguageSheet onClose={() => setOpen(false)} />}
    </>
  );
}
