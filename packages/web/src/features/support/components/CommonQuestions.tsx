import { useTranslation } from 'react-i18next';

const QUESTIONS = ['refund', 'transfer', 'code', 'entry'] as const;

/** Customer Service's common questions. */
export function CommonQuestions() {
  const { t } = useTranslation();
  return (
    <section className="sup-faq" aria-labelledby="faq-title">
      <h2 id="faq-title" className="section__title">
        {t('support.cs.faq')}
      </h2>
      {QUESTIONS.map((q) => (
        <details key={q}>
          <summary>{t(`support.faq.${q}Q`)}</summary>
          <p>{t(`support.faq.${q}A`)}</p>
        </details>
      ))}
    </section>
  );
}
