import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isInstallSkipped, skipInstallApp } from '../../../lib/storage';
import { isInAppBrowser } from '../in-app-browser';
import { isStandalone, takeInstallOffer, useInstallOffer } from '../install-event';

/**
 * Add to home screen (spec §2 prompts): the browser's own install dialog where it offers one,
 * instructions elsewhere. Dismissing it is remembered in skipInstallApp.
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const offer = useInstallOffer();
  const [hidden, setHidden] = useState(
    () => isInstallSkipped() || isStandalone() || isInAppBrowser(navigator.userAgent),
  );
  if (hidden) return null;

  const dismiss = () => {
    skipInstallApp();
    setHidden(true);
  };
  const install = async () => {
    const event = takeInstallOffer();
    if (!event) return;
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === 'accepted') setHidden(true);
  };

  return (
    <aside className="install" role="dialog" aria-labelledby="install-title">
      <img src="/icons/icon-192.png" alt="" width="40" height="40" className="install__icon" />
      <div className="install__text">
        <strong id="install-title">{t('install.title')}</strong>
        <span>{offer ? t('install.body') : t('install.howTo')}</span>
      </div>
      {offer && (
        <button type="button" className="button button--primary button--small" onClick={() => void install()}>
          {t('install.action')}
        </button>
      )}
      <button type="button" className="icon-button" aria-label={t('install.dismiss')} onClick={dismiss}>
        ×
      </button>
    </aside>
  );
}
