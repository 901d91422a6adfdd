import { useTranslation } from 'react-i18next';
import { chooseDarkMode, useDarkMode } from '../lib/theme';

export function DarkModeSwitch() {
  const { t } = useTranslation();
  const dark = useDarkMode();
  return (
    <label className="list__item">
      <span>{t('settings.darkMode')}</span>
      <input
        type="checkbox"
        role="switch"
        className="switch"
        checked={dark}
        aria-checked={dark}
        onChange={(event) => chooseDarkMode(event.target.checked)}
      />
    </label>
  );
}
