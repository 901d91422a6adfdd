import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isConnectionFailure } from '../lib/offline/saved-query';
import { useOnline } from '../lib/offline/use-online';
import './query-state.css';

/** What a screen's data query can be in; react-query's result fits it. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Whether the answer counts as empty. */
  isEmpty?: (data: T) => boolean;
  /** What an empty answer says. */
  empty: ReactNode;
  /** Shape of the skeleton while loading. */
  skeleton?: 'list' | 'detail';
  /** Shown above the data when it is a saved copy (offline). */
  offlineNote?: string;
  children: (data: T) => ReactNode;
}

/** Placeholder shapes while the first answer loads, so a slow network never shows a blank page. */
export function Skeleton({ kind = 'list' }: { kind?: 'list' | 'detail' }) {
  const { t } = useTranslation();
  const rows = kind === 'list' ? 3 : 1;
  return (
    <div className="skeleton" aria-busy="true" role="status">
      <span className="sr-only">{t('events.loading')}</span>
      {kind === 'detail' && <div className="skeleton__block skeleton__block--square" aria-hidden="true" />}
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton__card" aria-hidden="true">
          <div className="skeleton__block skeleton__block--thumb" />
          <div className="skeleton__lines">
            <div className="skeleton__block skeleton__block--line" />
            <div className="skeleton__block skeleton__block--line skeleton__block--short" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** 'You're offline — showing saved …' above data that came from the saved copy. */
export function OfflineNote({ text }: { text: string }) {
  return (
    <p className="offline-note" role="status">
      {text}
    </p>
  );
}

/**
 * The four states of a screen's data, always told apart: loading (skeleton), offline with nothing
 * saved, failed (with a retry), empty, and the data itself (with the offline note when the browser
 * has no connection, since the data is then a saved copy).
 */
export function QueryState<T>({ query, isEmpty, empty, skeleton = 'list', offlineNote, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  const online = useOnline();
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) {
      return !online ? (
        <p className="query-state query-state--offline">{t('common.offlineNothingSaved')}</p>
      ) : (
        <>{empty}</>
      );
    }
    return (
      <>
        {!online && offlineNote && <OfflineNote text={offlineNote} />}
        {children(query.data)}
      </>
    );
  }
  if (query.isPending) return <Skeleton kind={skeleton} />;
  return <Retry query={query} offline={isConnectionFailure(query.error) || !online} />;
}

/**
 * Nothing to show, with a retry: no connection and nothing saved for this screen (a status), or
 * the load failed (an alert).
 */
function Retry({ query, offline }: { query: Pick<QueryLike<unknown>, 'refetch'>; offline: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`query-state query-state--${offline ? 'offline' : 'error'}`} role={offline ? 'status' : 'alert'}>
      <p>{t(offline ? 'common.offlineNothingSaved' : 'common.loadFailed')}</p>
      <button type="button" className="button button--outline" onClick={() => void query.refetch()}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * In place of one record (an order) a screen could not show: the skeleton while it loads, the
 * offline note with a retry when the connection failed, else `notFound` (no such record of mine,
 * or no valid number in the address).
 */
export function RecordMissing({
  query,
  asked,
  notFound,
}: {
  query: QueryLike<unknown>;
  /** A valid number was asked for (else nothing was loaded). */
  asked: boolean;
  notFound: string;
}) {
  if (asked && query.isPending) return <Skeleton kind="detail" />;
  if (asked && isConnectionFailure(query.error)) return <Retry query={query} offline />;
  return <p className="muted">{notFound}</p>;
}
