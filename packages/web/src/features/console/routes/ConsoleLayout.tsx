import { type ConsoleMeView, type ConsoleSection, SPEC_CODES } from '@fanpass/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useOutletContext } from 'react-router-dom';
import { Toaster } from '../../../components/Toaster';
import { ApiError } from '../../../lib/http/client';
import { useSession } from '../../../lib/session/store';
import { useConsoleMe } from '../api/get-console-me';
import { CONSOLE_PATHS } from '../paths';
import '../console.css';

/** Each section's menu entry: its path and its label's key. */
const SECTION_LINKS: Record<ConsoleSection, { to: string; label: string }> = {
  events: { to: CONSOLE_PATHS.events, label: 'console.nav.events' },
  orders: { to: CONSOLE_PATHS.orders, label: 'console.nav.orders' },
  checkin: { to: CONSOLE_PATHS.checkin, label: 'console.checkin.nav' },
  merch: { to: CONSOLE_PATHS.merch, label: 'console.nav.merch' },
  communication: { to: CONSOLE_PATHS.communication, label: 'console.nav.communication' },
  support: { to: CONSOLE_PATHS.support, label: 'console.nav.support' },
  giveaway: { to: CONSOLE_PATHS.giveaway, label: 'console.nav.giveaway' },
  roles: { to: CONSOLE_PATHS.roles, label: 'console.nav.roles' },
  audit: { to: CONSOLE_PATHS.audit, label: 'console.nav.audit' },
};

/** What every console screen gets from the layout: who is signed in and what they may do. */
export function useConsole(): ConsoleMeView {
  return useOutletContext<ConsoleMeView>();
}

/** Sets the document's title for a console screen. */
export function useConsoleTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Fanpass Console`;
  }, [title]);
}

/**
 * /console: the promoter's console (desktop first, usable on a tablet). Signs the visitor in
 * through the app's sign-in (back here after), asks the server which roles the account holds and
 * shows the menu for them; the server checks every call again.
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const location = useLocation();
  const me = useConsoleMe();
  useConsoleTitle(t('console.title'));

  if (!isLogin) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign?redirectUrl=${encodeURIComponent(back)}`} replace />;
  }

  let body;
  if (me.isPending) {
    body = <p role="status">{t('console.loading')}</p>;
  } else if (me.isError) {
    const error = me.error;
    const noRole = error instanceof ApiError && error.code !== undefined && error.code !== SPEC_CODES.loginExpired;
    body = (
      <div className="console-panel" role="alert">
        <h1>{noRole ? t('console.noRole.heading') : t('console.failed')}</h1>
        <p>{error instanceof Error ? error.message : ''}</p>
        {!noRole && (
          <button type="button" className="console-button" onClick={() => void me.refetch()}>
            {t('console.retry')}
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="console" data-console-ready={me.data ? 'yes' : 'no'}>
      <header className="console-top">
        <NavLink to={CONSOLE_PATHS.root} end className="console-brand">
          {t('console.brand')}
        </NavLink>
        {me.data && <span className="console-who">{me.data.email}</span>}
        <a className="console-exit" href="#/home/index">
          {t('console.toApp')}
        </a>
      </header>
      <div className="console-body">
        {me.data && (
          <nav className="console-nav" aria-label={t('console.nav.label')}>
            <ul>
              <li>
                <NavLink to={CONSOLE_PATHS.root} end>
                  {t('console.nav.home')}
                </NavLink>
              </li>
              {me.data.sections.map((section) => (
                <li key={section}>
                  <NavLink to={SECTION_LINKS[section].to}>{t(SECTION_LINKS[section].label)}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main className="console-main">{me.data ? <Outlet context={me.data} /> : body}</main>
      </div>
      <Toaster />
    </div>
  );
}
