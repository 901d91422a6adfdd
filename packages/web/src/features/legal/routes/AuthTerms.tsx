import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';

const PARAGRAPHS = [
  'authTerms.p1',
  'authTerms.p2',
  'authTerms.p3',
  'authTerms.p4',
  'authTerms.p5',
  'authTerms.p6',
] as const;

/** /auth-terms: how attendee and account data are used and shared (spec §1). */
export function AuthTerms() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <PageHeader title={t('title.authTerms')} />
      <article className="prose">
        {PARAGRAPHS.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </article>
    </main>
  );
}
