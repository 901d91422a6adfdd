import { LANGUAGE_NAMES, ROUTES, type Language } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useLogout } from '../../../lib/session/api/logout';
import { useSession } from '../../../lib/session/store';
import { AreaSelect } from './AreaSelect';
import { DarkModeSwitch } from '../../../components/DarkModeSwitch';

/** The settings list (spec §2 /setting): language, dark mode, area, terms and logging out. */
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
