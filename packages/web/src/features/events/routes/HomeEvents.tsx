import { EVENT_STATUSES, type EventListParams, type EventStatus } from '@fanpass/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useEventList } from '../api/get-event-list';
import { EventFilters, type FilterValues } from '../components/EventFilters';
import { EventList } from '../components/EventList';
import { dateWindow, isDateChoice } from '../discovery';
import '../../../components/ticketing.css';
import '../event-page.css';

const FILTER_KEYS: Record<EventStatus, string> = {
  upcoming: 'events.statusUpcoming',
  onSale: 'events.statusOnSale',
  soldOut: 'events.statusSoldOut',
  ended: 'events.statusEnded',
};

function statusOf(value: string | null): EventStatus | undefined {
  return EVENT_STATUSES.find((s) => s === value);
}

/** /home/events: every event, searchable by name and filterable by city, date and status (kept in the URL). */
export function HomeEvents() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const when = params.get('when');
  const values: FilterValues = {
    q: params.get('q') ?? '',
    city: params.get('city') ?? '',
    when: isDateChoice(when) ? when : 'any',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };

  const update = useCallback(
    (next: Partial<FilterValues> & { status?: string }) => {
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value && value !== 'any') merged.set(key, value);
            else merged.delete(key);
          }
          if (merged.get('when') !== 'range') {
            merged.delete('from');
            merged.delete('to');
          }
          return merged;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const { q, city, from, to } = values;
  const windowKey = `${values.when}|${from}|${to}`;
  const listParams = useMemo<EventListParams>(() => {
    const window = dateWindow(values.when, new Date(), { from, to });
    return { status, ...(q && { q }), ...(city && { city }), ...window };
    // The window is computed from its inputs (windowKey), not from every render's clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, q, city, windowKey]);
  const query = useEventList(listParams);

  return (
    <main className="page">
      <h1 className="page__title">{t('events.allEvents')}</h1>
      <EventFilters values={values} onChange={update} />
      <div className="filters" role="group" aria-label={t('events.filter')}>
        <button
          type="button"
          className="filter"
          aria-pressed={status === undefined}
          onClick={() => update({ status: '' })}
        >
          {t('events.filterAll')}
        </button>
        {EVENT_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className="filter"
            aria-pressed={status === s}
            onClick={() => update({ status: s })}
          >
            {t(FILTER_KEYS[s])}
          </button>
        ))}
      </div>
      <EventList
        events={query.data?.list}
        pending={query.isPending}
        failed={query.isError}
        filtered={Boolean(q || city || values.when !== 'any')}
      />
    </main>
  );
}
