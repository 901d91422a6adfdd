import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isInAppBrowser } from '../in-app-browser';

/** 'Wrong Browser Detected': inside chat and social apps, ask to open the page in the browser. */
export function OpenInBrowserPrompt() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => isInAppBrowser(navigator.userAgent));
  if (!open) return null;
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="browser-title">
      <div className="overlay__card">
        <h2 id="browser-title">{t('browser.title')}</h2>
        <p>{t('browser.body')}</p>
        <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
          {t('browser.continue')}
        </button>
      </div>
    </div>
  );
}
