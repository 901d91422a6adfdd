import type { MerchProductView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { idParam } from '../../../lib/format';
import { useMerchList } from '../api/get-merch-list';
import { MerchGrid } from '../components/MerchGrid';
import '../../../components/ticketing.css';
import '../merch.css';

/** /home/merch, the Merch tab: every item in a grid, filtered by event or to merch sold on its own. */
export function HomeMerch() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const eventId = idParam(params.get('eventId'));
  const merchOnly = params.get('merchOnly') === '1';
  // The event chips come from the whole catalogue; the grid from the filter.
  const all = useMerchList({});
  const query = useMerchList(merchOnly ? { merchOnly: true } : eventId ? { eventId } : {});
  const events = new Map<number, string>();
  for (const item of all.data?.list ?? []) if (item.event) events.set(item.event.id, item.event.title);

  const choose = (next: { eventId?: number; merchOnly?: boolean }) =>
    setParams(next.eventId ? { eventId: String(next.eventId) } : next.merchOnly ? { merchOnly: '1' } : {}, {
      replace: true,
    });

  return (
    <main className="page">
      <h1 className="page__title">{t('merch.title')}</h1>
      <div className="filters" role="group" aria-label={t('merch.filterByEvent')}>
        <button type="button" className="filter" aria-pressed={!eventId && !merchOnly} onClick={() => choose({})}>
          {t('merch.filterAll')}
        </button>
        {[...events].map(([id, title]) => (
          <button
            key={id}
            type="button"
            className="filter"
            aria-pressed={eventId === id}
            onClick={() => choose({ eventId: id })}
          >
            {title}
          </button>
        ))}
        <button type="button" className="filter" aria-pressed={merchOnly} onClick={() => choose({ merchOnly: true })}>
          {t('merch.filterMerchOnly')}
        </button>
      </div>
      <QueryState
        query={query}
        isEmpty={(page) => page.list.length === 0}
        empty={<p className="empty">{t('merch.empty')}</p>}
      >
        {(page) => <MerchGrid items={page.list as MerchProductView[]} label={t('merch.title')} />}
      </QueryState>
    </main>
  );
}
