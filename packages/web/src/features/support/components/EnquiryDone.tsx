import { useTranslation } from 'react-i18next';

/** What a sender sees once a request is stored: its reference number and where the confirmation went. */
export function EnquiryDone({
  title,
  reference,
  email,
  onAnother,
}: {
  title: string;
  reference: string;
  email: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="sup-done" role="status" aria-live="polite">
      <h2 className="sup-done__title">{title}</h2>
      <p>{t('support.done.text', { ref: reference, email })}</p>
      <p className="sup-done__ref" data-testid="enquiry-ref">
        {reference}
      </p>
      <button type="button" className="button button--light" onClick={onAnother}>
        {t('support.action.another')}
      </button>
    </section>
  );
}
