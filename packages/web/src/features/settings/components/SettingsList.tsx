import { LANGUAGE_NAMES, ROUTES, type Language } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useLogout } from '../../../lib/account/logout';
import { useSession } from '../../../lib/session/store';
import { AreaSelect } from './AreaSelect';
import { DarkModeSwitch } from '../../../components/DarkModeSwitch';

/** Where a fan reaches the operators: Customer Service, Contact us, Team Services (for organisers). */
const HELP_LINKS = [
  { to: ROUTES.cs, key: 'title.customerService' },
  { to: ROUTES.contact, key: 'title.contact' },
  { to: ROUTES.ts, key: 'title.teamServices' },
] as const;

/** The settings list (spec §2 /setting): language, dark mode, area, terms, support and logging out. */
export function SettingsList() {
  const { t, i18n } = useTranslation();
  const { isLogin } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <ul className="list">
      <li>
        <Link to={ROUTES.lang} className="list__item list__item--link">
          <span>{t('title.language')}</span>
          <span className="muted">{LANGUAGE_NAMES[i18n.language as Language]}</span>
        </Link>
      </li>
      <li>
        <DarkModeSwitch />
      </li>
      <li>
        <AreaSelect />
      </li>
      <li>
        <Link to={ROUTES.terms} className="list__item list__item--link">
          <span>{t('title.terms')}</span>
        </Link>
      </li>
      {HELP_LINKS.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="list__item list__item--link">
            <span>{t(link.key)}</span>
          </Link>
        </li>
      ))}
      {isLogin && (
        <li>
          <button
            type="button"
            className="list__item list__item--danger"
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, { onSuccess: () => void navigate(ROUTES.homeIndex, { replace: true }) })
            }
          >
            {t('settings.logout')}
          </button>
        </li>
      )}
    </ul>
  );
}
