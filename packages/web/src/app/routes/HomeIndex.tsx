import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HomeHeader } from '../../features/home/components/HomeHeader';
import { HomeSection } from '../../features/home/components/HomeSection';
import { HomeEventsSection } from '../../features/events/components/HomeEvents';

/** The public home page (spec §2 /home/index). */
export function HomeIndex() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <HomeHeader />
      <section className="hero">
        <h1 className="hero__title">{t('home.heroTitle')}</h1>
        <p className="hero__text">{t('home.heroText')}</p>
        <Link className="button button--light" to={ROUTES.homeEvents}>
          {t('home.browseEvents')}
        </Link>
      </section>
      <HomeSection title={t('home.upcomingEvents')}>
        <HomeEventsSection />
      </HomeSection>
      <HomeSection title={t('home.officialMerch')}>
        <Link className="button button--outline button--small" to={ROUTES.homeMerch}>
          {t('merch.browse')}
        </Link>
      </HomeSection>
      <HomeSection title={t('home.fanPay')}>
        <p className="muted">{t('home.fanPayText')}</p>
      </HomeSection>
      <HomeSection title={t('home.giveaway')}>
        <p className="muted">{t('home.giveawayText')}</p>
        <div className="home-actions">
          <Link className="button button--outline button--small" to={ROUTES.homeInvite}>
            {t('title.invite')}
          </Link>
          <Link className="button button--outline button--small" to={ROUTES.myEntry}>
            {t('title.myEntry')}
          </Link>
        </div>
      </HomeSection>
      <footer className="home-footer">
        <Link to={ROUTES.authTerms}>{t('title.authTerms')}</Link>
        <Link to={ROUTES.businessCooperation}>{t('businessCooperation.businessCooperation')}</Link>
      </footer>
    </main>
  );
}
