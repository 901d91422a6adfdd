import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

const ICONS = {
  home: 'M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z',
  merch: 'M6 7h12l1 14H5zM9 7a3 3 0 0 1 6 0',
  me: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  next: 'M4 8h16v12H4zM4 8l2-4h12l2 4M9 13h6',
} as const;

const TABS = [
  { to: ROUTES.homeIndex, key: 'tabs.home', icon: ICONS.home },
  { to: ROUTES.homeMerch, key: 'tabs.merch', icon: ICONS.merch },
  { to: ROUTES.homeUser, key: 'tabs.me', icon: ICONS.me },
  { to: ROUTES.homeUpcomingEvent, key: 'tabs.nextEvent', icon: ICONS.next },
] as const;

/** Bottom tabs: Home, Merch, Me, Next Event (spec §2). */
export function BottomTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('nav.main')}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="tabs__item">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d={tab.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span>{t(tab.key)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
