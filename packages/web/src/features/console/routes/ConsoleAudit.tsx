import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { type AuditSearch, useAudit } from '../api/get-audit';
import { useConsoleTitle } from './ConsoleLayout';
import { DateTime } from '../components/DateTime';

/** /console/audit: every console and ops action, newest first, searchable; nothing here edits it. */
export function ConsoleAudit() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.audit.title'));
  const [text, setText] = useState('');
  const [action, setAction] = useState('');
  const [search, setSearch] = useState<AuditSearch>({});
  const audit = useAudit(search);
  const pages = { ...audit, data: audit.data?.pages.flatMap((page) => page.list) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ q: text.trim() || undefined, action: action.trim() || undefined });
  };

  return (
    <section className="console-panel">
      <h1>{t('console.audit.title')}</h1>
      <form className="console-form console-form--row" role="search" onSubmit={submit}>
        <label>
          {t('console.audit.q')}
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <label>
          {t('console.audit.action')}
          <input value={action} onChange={(e) => setAction(e.target.value)} />
        </label>
        <button type="submit" className="console-button">
          {t('console.search')}
        </button>
      </form>
      <QueryState query={pages} empty={t('console.audit.none')} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <>
            <table className="console-table">
              <thead>
                <tr>
                  <th scope="col">{t('console.audit.when')}</th>
                  <th scope="col">{t('console.audit.who')}</th>
                  <th scope="col">{t('console.audit.action')}</th>
                  <th scope="col">{t('console.audit.target')}</th>
                  <th scope="col">{t('console.audit.change')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <DateTime at={entry.createdAt} />
                    </td>
                    <td>{entry.actor}</td>
                    <td>
                      <code>{entry.action}</code>
                    </td>
                    <td>{entry.target ?? ''}</td>
                    <td className="console-change">
                      {entry.before && (
                        <div>
                          {t('console.audit.before')} <code>{entry.before}</code>
                        </div>
                      )}
                      {entry.after && (
                        <div>
                          {t('console.audit.after')} <code>{entry.after}</code>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {audit.hasNextPage && (
              <button type="button" className="console-button" onClick={() => void audit.fetchNextPage()}>
                {t('console.more')}
              </button>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
