import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { SettingsList } from '../components/SettingsList';

/** /setting (spec §2). */
export function Setting() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <PageHeader title={t('title.settings')} />
      <SettingsList />
    </main>
  );
}
