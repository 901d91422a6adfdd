import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import '../components/support.css';

const OFFERS = ['ticketing', 'cashless', 'onsite', 'website'] as const;

/** /ts, Team Services: what Fanpass offers organisers, leading to the cooperation form. */
export function TeamServices() {
  const { t } = useTranslation();
  return (
    <main className="page sup-page">
      <PageHeader title={t('title.teamServices')} />
      <div className="sup-intro">
        <h2>{t('support.ts.heading')}</h2>
        <p>{t('support.ts.text')}</p>
      </div>
      <ul className="sup-offers">
        {OFFERS.map((offer) => (
          <li key={offer}>
            <h3>{t(`support.ts.${offer}Title`)}</h3>
            <p>{t(`support.ts.${offer}Text`)}</p>
          </li>
        ))}
      </ul>
      <Link className="button button--primary" to={ROUTES.businessCooperation}>
        {t('support.ts.cta')}
      </Link>
    </main>
  );
}
