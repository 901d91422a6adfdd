import { VOUCHER_STATUSES, type VoucherStatus } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useMyVouchers } from '../api/get-my-vouchers';
import { VoucherCard } from '../components/VoucherCard';
import '../../../components/ticketing.css';
import '../components/vouchers.css';

function statusOf(value: string | null): VoucherStatus {
  return (VOUCHER_STATUSES as readonly string[]).includes(value ?? '') ? (value as VoucherStatus) : 'available';
}

function VoucherTab({ status, currency }: { status: VoucherStatus; currency: string }) {
  const { t } = useTranslation();
  const query = useMyVouchers(status);
  const vouchers = query.data?.pages.flatMap((page) => page.list);
  return (
    <QueryState
      query={{ ...query, data: vouchers }}
      isEmpty={(list) => list.length === 0}
      empty={<p className="empty">{t(`voucher.empty.${status}`)}</p>}
    >
      {(list) => (
        <>
          <ul className="voucher-list">
            {list.map((voucher) => (
              <VoucherCard key={voucher.id} voucher={voucher} currency={currency} />
            ))}
          </ul>
          {query.hasNextPage && (
            <button
              type="button"
              className="button button--outline button--block"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('voucher.loadMore')}
            </button>
          )}
        </>
      )}
    </QueryState>
  );
}

/** /my-voucher: my vouchers, available / used / expired (`?tab=`, so reload and Back keep it). */
export function MyVoucher({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = statusOf(params.get('tab'));
  return (
    <main className="page voucher-page">
      <PageHeader title={t('title.myVoucher')} />
      <div className="tabs-inline" role="tablist" aria-label={t('title.myVoucher')}>
        {VOUCHER_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            aria-selected={tab === status}
            className="tabs-inline__tab"
            onClick={() => setParams(status === 'available' ? {} : { tab: status }, { replace: true })}
          >
            {t(`voucher.tab.${status}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <VoucherTab key={tab} status={tab} currency={currency} />
      </div>
    </main>
  );
}
