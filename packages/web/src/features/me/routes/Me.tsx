import { LANGUAGE_NAMES, ROUTES, type Language } from '@fanpass/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { refreshUser } from '../../../lib/account/get-user-info';
import { useLogout } from '../../../lib/account/logout';
import { InboxBell } from '../../../components/InboxBell';
import { LanguageButton } from '../../../components/LanguageButton';
import { useSession } from '../../../lib/session/store';
import { ProfileCard } from '../components/ProfileCard';
import { VisitorCard } from '../components/VisitorCard';
import '../components/me.css';

interface Entry {
  to: string;
  label: string;
  value?: string;
}

/** /home/user, the Me page: profile, the account screens, settings and language, sign out. */
export function Me() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const logout = useLogout();

  // Fresh flags (payment password set, phone verified) each time the page opens.
  useEffect(() => {
    if (session.isLogin) refreshUser().catch(() => undefined);
  }, [session.isLogin]);

  // /lang and the settings need a login (spec §2 public paths): a visitor sees the sign-in card.
  const language: Entry = {
    to: ROUTES.lang,
    label: t('title.language'),
    value: LANGUAGE_NAMES[i18n.language as Language],
  };
  const entries: Entry[] = session.isLogin
    ? [
        { to: ROUTES.orderTicket, label: t('title.myTickets') },
        { to: ROUTES.orderMerch, label: t('title.myMerch') },
        { to: ROUTES.address, label: t('merch.addressesTitle') },
        { to: ROUTES.wallet, label: t('title.wallet') },
        { to: ROUTES.myVoucher, label: t('title.myVoucher') },
        { to: ROUTES.homeInvite, label: t('title.invite') },
        { to: ROUTES.myEntry, label: t('title.myEntry') },
        { to: ROUTES.attendeeInformation, label: t('attendees.title') },
        { to: ROUTES.personal, label: t('title.personal') },
        { to: ROUTES.security, label: t('title.security') },
        { to: ROUTES.inbox, label: t('nav.inbox') },
        { to: ROUTES.notifications, label: t('nav.notifications') },
        { to: ROUTES.setting, label: t('title.settings') },
        language,
      ]
    : [];

  return (
    <main className="page">
      <div className="me-title-row">
        <h1 className="me-title">{t('title.me')}</h1>
        <InboxBell />
      </div>
      {session.isLogin ? <ProfileCard session={session} /> : <VisitorCard />}
      {!session.isLogin && (
        <div className="list me-section">
          <LanguageButton className="list__item list__item--link" valueClassName="me-value" />
        </div>
      )}
      {entries.length > 0 && (
        <ul className="list">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className="list__item list__item--link">
                <span>{entry.label}</span>
                <span className="me-value">{entry.value}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {session.isLogin && (
        <ul className="list me-section">
          <li>
            <button
              type="button"
              className="list__item list__item--danger"
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              {t('me.signOut')}
            </button>
          </li>
        </ul>
      )}
    </main>
  );
}
