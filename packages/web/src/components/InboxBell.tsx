import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInbox } from '../lib/alerts/inbox';
import { useSession } from '../lib/session/store';
import './inbox-bell.css';

/** The bell: the inbox, with its unread count (phone: the Me page's title row; desktop: the navigation). */
export function InboxBell({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const inbox = useInbox(isLogin);
  if (!isLogin) return null;
  const unread = inbox.data?.unread ?? 0;
  return (
    <Link
      to={ROUTES.inbox}
      className={`inbox-bell ${className}`}
      aria-label={unread ? t('nav.inboxUnread', { count: unread }) : t('nav.inbox')}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 && (
        <span className="inbox-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
