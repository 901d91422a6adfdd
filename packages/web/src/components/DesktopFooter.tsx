import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useClientConfig } from '../lib/api/get-client-config';
import { LanguageButton } from './LanguageButton';

const COLUMNS = [
  {
    key: 'footer.company',
    links: [
      { to: ROUTES.ts, key: 'title.teamServices' },
      { to: ROUTES.businessCooperation, key: 'businessCooperation.businessCooperation' },
    ],
  },
  {
    key: 'footer.support',
    links: [
      { to: ROUTES.cs, key: 'title.customerService' },
      { to: ROUTES.contact, key: 'title.contact' },
    ],
  },
  {
    key: 'footer.legal',
    links: [
      { to: ROUTES.terms, key: 'title.terms' },
      { to: ROUTES.authTerms, key: 'title.authTerms' },
    ],
  },
] as const;

/** The desktop footer (spec §2 "Desktop: … footer"): links, the support contacts, terms and the language. */
export function DesktopFooter() {
  const { t } = useTranslation();
  const config = useClientConfig().data;
  return (
    <footer className="desktop-footer" aria-label={t('footer.label')}>
      {COLUMNS.map((column) => (
        <nav key={column.key} aria-label={t(column.key)} className="desktop-footer__column">
          <h2 className="desktop-footer__title">{t(column.key)}</h2>
          {column.links.map((link) => (
            <Link key={link.to} to={link.to}>
              {t(link.key)}
            </Link>
          ))}
          {column.key === 'footer.support' && config?.supportPhone && (
            <a href={`tel:${config.supportPhone.replace(/[^\d+]/g, '')}`}>{config.supportPhone}</a>
          )}
          {column.key === 'footer.support' && config?.supportEmail && (
            <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
          )}
        </nav>
      ))}
      <div className="desktop-footer__column">
        <h2 className="desktop-footer__title">{t('footer.language')}</h2>
        <LanguageButton />
      </div>
      <p className="desktop-footer__copyright">{t('footer.copyright')}</p>
    </footer>
  );
}
