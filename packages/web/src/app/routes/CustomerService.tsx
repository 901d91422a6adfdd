import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { CommonQuestions } from '../../features/support/components/CommonQuestions';
import { SupportContacts } from '../../features/support/components/SupportContacts';
import { SupportForm } from '../../features/support/components/SupportForm';
import { useHumanCheckSlot } from './use-human-check-slot';

/** /cs, Customer Service: hotline and e-mail, the support form, common questions. */
export function CustomerService() {
  const { t } = useTranslation();
  const humanCheck = useHumanCheckSlot();
  return (
    <main className="page sup-page">
      <PageHeader title={t('title.customerService')} />
      <SupportContacts />
      <CommonQuestions />
      <h2 className="section__title">{t('support.cs.form')}</h2>
      <SupportForm humanCheck={humanCheck} />
    </main>
  );
}
