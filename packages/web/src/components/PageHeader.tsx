import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** The top bar of an inner screen: back (one step, unless the screen says where) and the screen's title. */
export function PageHeader({ title, onBack }: { title: string; onBack?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className="page-header">
      <button
        type="button"
        className="icon-button"
        aria-label={t('common.back')}
        onClick={onBack ?? (() => void navigate(-1))}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <h1 className="page-header__title">{title}</h1>
      <span className="icon-button" aria-hidden="true" />
    </header>
  );
}
