import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useCountryList } from '../../features/accounts/api/get-country-list';
import { CooperationForm } from '../../features/support/components/CooperationForm';
import { useHumanCheckSlot } from './use-human-check-slot';

/** /business-cooperation (public; stays in the app at desktop width, spec §4): organisers ask to sell. */
export function BusinessCooperation() {
  const { t, i18n } = useTranslation();
  const countries = useCountryList(i18n.language);
  const humanCheck = useHumanCheckSlot();
  return (
    <main className="page sup-page">
      <PageHeader title={t('businessCooperation.businessCooperation')} />
      <div className="sup-intro">
        <h2>{t('support.cooperation.heading')}</h2>
        <p>{t('support.cooperation.text')}</p>
      </div>
      <CooperationForm countries={countries.data ?? []} humanCheck={humanCheck} />
    </main>
  );
}
