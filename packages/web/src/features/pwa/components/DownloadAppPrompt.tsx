import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isInstallSkipped, skipInstallApp } from '../../../lib/storage';

/**
 * 'App not detected, download?' (spec §2 prompts, §8): offered on phones when the deployment
 * has a native app (APP_DOWNLOAD_URL). Dismissing it is remembered in skipInstallApp, like the
 * add-to-home-screen prompt it replaces.
 */
export function DownloadAppPrompt({ url }: { url: string }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(isInstallSkipped);
  if (hidden) return null;

  const dismiss = () => {
    skipInstallApp();
    setHidden(true);
  };

  return (
    <aside className="install" role="dialog" aria-labelledby="download-app-title">
      <img src="/icons/icon-192.png" alt="" width="40" height="40" className="install__icon" />
      <div className="install__text">
        <strong id="download-app-title">{t('downloadApp.title')}</strong>
        <span>{t('downloadApp.body')}</span>
      </div>
      <a className="button button--primary button--small" href={url} rel="noopener" onClick={dismiss}>
        {t('downloadApp.action')}
      </a>
      <button type="button" className="icon-button" aria-label={t('install.dismiss')} onClick={dismiss}>
        ×
      </button>
    </aside>
  );
}
