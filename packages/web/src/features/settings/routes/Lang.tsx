import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { LanguageList } from '../../../components/LanguageList';

/** /lang: the language screen. */
export function Lang() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <PageHeader title={t('title.language')} />
      <LanguageList />
    </main>
  );
}
