import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <main className="page page--center">
      <p className="big-code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.body')}</p>
      <Link className="button button--primary" to={ROUTES.homeIndex} replace>
        {t('common.backHome')}
      </Link>
    </main>
  );
}
