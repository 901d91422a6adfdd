import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';

const PARAGRAPHS = ['terms.p1', 'terms.p2', 'terms.p3', 'terms.p4', 'terms.p5'] as const;

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
      </article>
    </main>
  );
}
