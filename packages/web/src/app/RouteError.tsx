import { ROUTES } from '@fanpass/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** Routing errors are logged to the console (spec §8) and the user can go home. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('[route-error]', error);
  }, [error]);
  return (
    <main className="page page--center" role="alert">
      <h1 className="page__title">{t('error.title')}</h1>
      <p className="muted">{t('error.body')}</p>
      <a className="button button--primary" href={`#${ROUTES.homeIndex}`}>
        {t('common.backHome')}
      </a>
    </main>
  );
}
