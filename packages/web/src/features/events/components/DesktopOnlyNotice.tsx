import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../lib/api/get-client-config';

/** The public web site where desktop-only events are sold. */
export function DesktopSiteLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const config = useClientConfig();
  const site = config.data?.publicSiteUrl || window.location.origin;
  return (
    <a className={className} href={site} target="_blank" rel="noreferrer">
      {t('events.visitWebsite')}
    </a>
  );
}

/**
 * Spec §1: desktop-only events on a phone show a message to use a computer, with a link to the
 * web site (the event page puts the link in its purchase bar: `withLink` false).
 */
export function DesktopOnlyNotice({ withLink = true }: { withLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="callout" role="note">
      <p>{t('events.desktopOnlyMessage')}</p>
      {withLink && <DesktopSiteLink className="button button--primary button--small" />}
    </div>
  );
}
