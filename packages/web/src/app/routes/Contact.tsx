import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { SupportForm } from '../../features/support/components/SupportForm';
import { useHumanCheckSlot } from './use-human-check-slot';

/** /contact, Contact us: the support form. */
export function Contact() {
  const { t } = useTranslation();
  const humanCheck = useHumanCheckSlot();
  return (
    <main className="page sup-page">
      <PageHeader title={t('title.contact')} />
      <div className="sup-intro">
        <h2>{t('support.contact.heading')}</h2>
        <p>{t('support.contact.text')}</p>
      </div>
      <SupportForm humanCheck={humanCheck} />
    </main>
  );
}
