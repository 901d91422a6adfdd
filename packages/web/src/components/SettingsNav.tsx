import { ROUTES, SETTINGS_NAV_PATHS } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { titleKeyFor } from '../lib/route-titles';

/** The desktop settings navigation shown beside the settings pages (spec §2). */
export function SettingsNav() {
  const { t } = useTranslation();
  return (
    <nav className="settings-nav" aria-label={t('title.settings')}>
      <NavLink to={ROUTES.desktopSetting} className="settings-nav__link">
        {t('title.settings')}
      </NavLink>
      {SETTINGS_NAV_PATHS.map((path) => (
        <NavLink key={path} to={path} className="settings-nav__link">
          {t(titleKeyFor(path))}
        </NavLink>
      ))}
    </nav>
  );
}
