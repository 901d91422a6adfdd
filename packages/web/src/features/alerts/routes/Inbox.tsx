import { type AlertInboxItemView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useInbox, useMarkRead } from '../../../lib/alerts/inbox';
import { when } from '../../../lib/format';
import '../alerts.css';

/** /inbox: my alerts of the last 90 days, unread first marked; each opens its screen and is read. */
export function Inbox() {
  const { t, i18n } = useTranslation();
  const inbox = useInbox(true);
  const read = useMarkRead();
  const navigate = useNavigate();
  const open = (item: AlertInboxItemView) => {
    if (item.readAt === null) read.mutate(item.id);
    void navigate(item.path);
  };
  return (
    <main className="page">
      <PageHeader title={t('alerts.inboxTitle')} />
      <QueryState query={inbox} isEmpty={(data) => data.items.length === 0} empty={t('alerts.inboxEmpty')}>
        {(data) => (
          <>
            {data.unread > 0 && (
              <div className="inbox__bar">
                <span className="small">{t('alerts.unreadCount', { count: data.unread })}</span>
                <button type="button" className="button button--small" onClick={() => read.mutate(null)}>
                  {t('alerts.markAllRead')}
                </button>
              </div>
            )}
            <ul className="list inbox">
              {data.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={`list__item inbox__item${item.readAt === null ? ' inbox__item--unread' : ''}`}
                    onClick={() => open(item)}
                  >
                    <span className="inbox__title">
                      {item.readAt === null && <span className="sr-only">{t('alerts.unread')} </span>}
                      {item.title}
                    </span>
                    <span className="inbox__body">{item.body}</span>
                    <span className="inbox__time muted small">{when(item.createdAt, i18n.language)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </main>
  );
}
