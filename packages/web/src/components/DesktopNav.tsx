import { ROUTES } from '@fanpass/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session/store';
import { InboxBell } from './InboxBell';

const LINKS = [
  { to: ROUTES.homeIndex, key: 'tabs.home' },
  { to: ROUTES.homeEvents, key: 'nav.events' },
  { to: ROUTES.homeMerch, key: 'tabs.merch' },
  { to: ROUTES.homeInvite, key: 'nav.giveaway' },
  { to: ROUTES.purchase, key: 'nav.purchase' },
  { to: ROUTES.desktopSetting, key: 'nav.settings' },
] as const;

/** Under Me: the account page, the wallet, merch orders, vouchers and attendees. */
const ME_LINKS = [
  { to: ROUTES.homeUser, key: 'nav.account' },
  { to: ROUTES.wallet, key: 'title.wallet' },
  { to: ROUTES.orderMerch, key: 'title.myMerch' },
  { to: ROUTES.myVoucher, key: 'title.myVoucher' },
  { to: ROUTES.attendeeInformation, key: 'nav.attendees' },
] as const;

/** The sign screens themselves: signing in from them leads nowhere back. */
const SIGN_PATHS: readonly string[] = [ROUTES.sign, ROUTES.signIn, ROUTES.signUp, ROUTES.forgetPwd];

/**
 * The desktop navigation (spec §2: /home, /purchase, /desktop-setting), with the giveaway's invite
 * page; Me (the account, wallet, merch orders, vouchers, attendees) for a signed-in fan, Sign in
 * for a visitor, which comes back to the page it was pressed on.
 */
export function DesktopNav() {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);

  // The Me menu closes once one of its pages opens.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);

  const here = `${location.pathname}${location.search}`;
  const signIn = SIGN_PATHS.includes(location.pathname)
    ? ROUTES.sign
    : `${ROUTES.sign}?redirectUrl=${encodeURIComponent(here)}`;
  return (
    <header className="desktop-nav">
      <NavLink to={ROUTES.homeIndex} className="brand">
        {t('app.name')}
      </NavLink>
      <nav aria-label={t('nav.main')}>
        {LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className="desktop-nav__link">
            {t(link.key)}
          </NavLink>
        ))}
        {isLogin && <InboxBell className="desktop-nav__bell" />}
        {isLogin ? (
          <details className="desktop-nav__me" ref={menu}>
            <summary className="desktop-nav__link">{t('nav.meMenu')}</summary>
            <ul className="desktop-nav__menu">
              {ME_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="desktop-nav__menu-link">
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </details>
        ) : (
          <Link to={signIn} className="button button--primary button--small desktop-nav__sign-in">
            {t('nav.signIn')}
          </Link>
        )}
      </nav>
    </header>
  );
}
