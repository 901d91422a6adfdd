import { useTranslation } from 'react-i18next';
import { LanguageList } from '../../../components/LanguageList';
import { SettingsList } from '../components/SettingsList';

/** /desktop-setting: the settings of the desktop layout, languages listed in place. */
export function DesktopSetting() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <h1 className="page__title">{t('title.settings')}</h1>
      <SettingsList />
      <h2 className="section__title">{t('title.language')}</h2>
      <LanguageList />
    </main>
  );
}
