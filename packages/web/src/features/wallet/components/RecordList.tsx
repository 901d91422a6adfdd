import { WALLET_RECORD_TYPES, type WalletRecordType, type WalletRecordView } from '@fanpass/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { money, when } from '../../../lib/format';
import { useWalletTransactions } from '../api/get-wallet-transactions';

/** The signed amount of a record: money for the cash wallet, coins for Fan Coin. */
function amountOf(record: WalletRecordView, currency: string, coins: (n: number) => string): string {
  const sign = record.amount > 0 ? '+' : record.amount < 0 ? '−' : '';
  const size = Math.abs(record.amount);
  return `${sign}${record.unit === 'coin' ? coins(size) : money(size, currency)}`;
}

function RecordRow({ record, currency }: { record: WalletRecordView; currency: string }) {
  const { t, i18n } = useTranslation();
  const coins = (n: number) => t('wallet.coins', { count: n });
  const after = record.unit === 'coin' ? coins(record.balanceAfter) : money(record.balanceAfter, currency);
  return (
    <li className="wallet-record">
      <div className="wallet-record__main">
        <span className="wallet-record__type">{t(`wallet.type.${record.type}`)}</span>
        <time className="muted small" dateTime={new Date(record.createdAt).toISOString()}>
          {when(record.createdAt, i18n.language)}
        </time>
        {record.orderNo && <span className="muted small mono">{record.orderNo}</span>}
      </div>
      <div className="wallet-record__side">
        <strong
          className={record.amount > 0 ? 'wallet-record__amount wallet-record__amount--in' : 'wallet-record__amount'}
        >
          {amountOf(record, currency, coins)}
        </strong>
        <span className="muted small">{t('wallet.balanceAfter', { amount: after })}</span>
      </div>
    </li>
  );
}

/** Asks for the next page when the end of the list scrolls into view (the button does the same). */
function useLoadOnView(load: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [load, active]);
  return sentinel;
}

/** Transaction records, newest first, filtered by type, loading more as the fan scrolls. */
export function RecordList({
  type,
  onType,
  currency,
}: {
  type: WalletRecordType | null;
  onType: (type: WalletRecordType | null) => void;
  currency: string;
}) {
  const { t } = useTranslation();
  const query = useWalletTransactions(type);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const more = hasNextPage && !isFetchingNextPage;
  const sentinel = useLoadOnView(() => void fetchNextPage(), more);
  const records = query.data?.pages.flatMap((page) => page.list);
  return (
    <section className="section wallet-records" aria-labelledby="wallet-records-title">
      <h2 id="wallet-records-title" className="section__title">
        {t('wallet.records')}
      </h2>
      <div className="filters" role="group" aria-label={t('wallet.filter')}>
        {[null, ...WALLET_RECORD_TYPES].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className="filter"
            aria-pressed={type === value}
            onClick={() => onType(value)}
          >
            {value ? t(`wallet.type.${value}`) : t('wallet.filterAll')}
          </button>
        ))}
      </div>
      <QueryState
        query={{ ...query, data: records }}
        isEmpty={(list) => list.length === 0}
        empty={<p className="empty">{type ? t('wallet.noRecordsOfType') : t('wallet.noRecords')}</p>}
      >
        {(list) => (
          <>
            <ul className="wallet-record-list">
              {list.map((record) => (
                <RecordRow key={record.id} record={record} currency={currency} />
              ))}
            </ul>
            <div ref={sentinel} aria-hidden="true" />
            {hasNextPage ? (
              <button
                type="button"
                className="button button--outline button--block"
                disabled={isFetchingNextPage}
                onClick={() => void fetchNextPage()}
              >
                {isFetchingNextPage ? t('wallet.loadingMore') : t('wallet.loadMore')}
              </button>
            ) : (
              <p className="muted small wallet-records__end">{t('wallet.allLoaded')}</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
