import { ENTRY_SOURCES, type EntryStatus, formatCount } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { when } from '../../../lib/format';
import { useMyEntries } from '../api/get-my-entries';
import '../giveaway.css';

/** /my-entry: My Entry — the total, Active and Expire tabs, and the sources. */
export function MyEntry() {
  const { t, i18n } = useTranslation();
  const query = useMyEntries();
  const [tab, setTab] = useState<EntryStatus>('Active');
  return (
    <main className="page giveaway">
      <PageHeader title={t('title.myEntry')} />
      <QueryState query={query} empty={t('giveaway.noEntries')}>
        {(data) => (
          <>
            <p className="giveaway__count" data-testid="entry-total">
              {t('giveaway.total', { count: data.total, shown: formatCount(data.total) })}
            </p>
            <ul className="giveaway__sources">
              {ENTRY_SOURCES.map((source) => (
                <li key={source} data-testid={`source-${source}`}>
                  {t(`giveaway.source.${source}`)}: {data.bySource[source]}
                </li>
              ))}
            </ul>
            <div className="tabs-inline" role="tablist" aria-label={t('title.myEntry')}>
              {(['Active', 'Expire'] as const).map((status) => (
                <button
                  key={status}
                  type="button"
                  role="tab"
                  aria-selected={tab === status}
                  className="tabs-inline__tab"
                  onClick={() => setTab(status)}
                >
                  {t(`giveaway.tab.${status}`, { count: status === 'Active' ? data.active : data.expired })}
                </button>
              ))}
            </div>
            <div role="tabpanel" data-testid="entry-list">
              <ul className="giveaway__entries">
                {data.list
                  .filter((e) => e.status === tab)
                  .map((e) => (
                    <li key={e.id} className="giveaway__entry">
                      <strong>+{e.count}</strong> {t(`giveaway.source.${e.source}`)}
                      {e.detail && <span className="small"> · {e.detail}</span>}
                      <span className="small"> · {when(e.createdAt, i18n.language)}</span>
                    </li>
                  ))}
              </ul>
              {data.list.every((e) => e.status !== tab) && <p className="muted">{t('giveaway.noEntries')}</p>}
            </div>
          </>
        )}
      </QueryState>
    </main>
  );
}
