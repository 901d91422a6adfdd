import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';

const PARAGRAPHS = [
  'terms.p1',
  'terms.p2',
  'terms.p3',
  'terms.p4',
  'terms.p5',
  'terms.p6',
  'terms.p7',
  'terms.p8',
  'terms.p9',
  'terms.p10',
] as const;

/** /terms: Terms of Service. */
export function Terms() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <PageHeader title={t('title.terms')} />
      <article className="prose">
        {PARAGRAPHS.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
        <p>
          <Link className="button button--light" to={ROUTES.cs}>
            {t('title.customerService')}
          </Link>
        </p>
      </article>
    </main>
  );
}
