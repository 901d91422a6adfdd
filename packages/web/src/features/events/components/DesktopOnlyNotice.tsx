import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../lib/api/get-client-config';

/** Spec §1: desktop-only events on a phone show a message to use a computer, with a link to the web site. */
export function DesktopOnlyNotice() {
  const { t } = useTranslation();
  const config = useClientConfig();
  const site = config.data?.publicSiteUrl || window.location.origin;
  return (
    <div className="callout" role="note">
      <p>{t('events.desktopOnlyMessage')}</p>
      <a className="button button--primary button--small" href={site} target="_blank" rel="noreferrer">
        {t('events.visitWebsite')}
      </a>
    </div>
  );
}
