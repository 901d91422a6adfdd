import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserIntentUrl, isInAppBrowser } from '../in-app-browser';

/**
 * 'Wrong Browser Detected': inside chat and social apps, ask to open the page in the browser. On
 * Android an intent link hands the page to the default browser; everywhere the link can be copied
 * to paste into the browser.
 */
export function OpenInBrowserPrompt() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => isInAppBrowser(navigator.userAgent));
  const [copied, setCopied] = useState(false);
  if (!open) return null;
  const intent = browserIntentUrl(navigator.userAgent, window.location.href);
  const copy = () => {
    navigator.clipboard
      ?.writeText(window.location.href)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="browser-title">
      <div className="overlay__card">
        <h2 id="browser-title">{t('browser.title')}</h2>
        <p>{t('browser.body')}</p>
        {intent && (
          <a className="button button--primary" href={intent}>
            {t('browser.open')}
          </a>
        )}
        <button type="button" className="button button--light" onClick={copy}>
          {t('browser.copy')}
        </button>
        {copied && <p role="status">{t('browser.copied')}</p>}
        <button
          type="button"
          className={intent ? 'button button--light' : 'button button--primary'}
          onClick={() => setOpen(false)}
        >
          {t('browser.continue')}
        </button>
      </div>
    </div>
  );
}
