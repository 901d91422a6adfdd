import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A visitor on the Me page: 'not logged in, please sign in' and the way to do it. */
export function VisitorCard() {
  const { t } = useTranslation();
  return (
    <section className="me-card" aria-label={t('me.profile')}>
      <div className="me-card__text">
        <h2 className="me-card__name">{t('me.visitorTitle')}</h2>
        <p className="me-card__email">{t('me.notLoggedIn')}</p>
      </div>
      <Link
        className="button button--light button--small"
        to={`${ROUTES.sign}?redirectUrl=${encodeURIComponent(ROUTES.homeUser)}`}
      >
        {t('me.signIn')}
      </Link>
    </section>
  );
}
