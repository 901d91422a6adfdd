import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

const LINKS = [
  { to: ROUTES.homeIndex, key: 'tabs.home' },
  { to: ROUTES.homeEvents, key: 'nav.events' },
  { to: ROUTES.homeMerch, key: 'tabs.merch' },
  { to: ROUTES.homeInvite, key: 'nav.giveaway' },
  { to: ROUTES.purchase, key: 'nav.purchase' },
  { to: ROUTES.desktopSetting, key: 'nav.settings' },
] as const;

/** The desktop navigation (spec §2: /home, /purchase, /desktop-setting), with the giveaway's invite page. */
export function DesktopNav() {
  const { t } = useTranslation();
  return (
    <header className="desktop-nav">
      <NavLink to={ROUTES.homeIndex} className="brand">
        {t('app.name')}
      </NavLink>
      <nav aria-label={t('nav.main')}>
        {LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className="desktop-nav__link">
            {t(link.key)}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
