import { EVENT_STATUSES, type EventStatus } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventList } from '../api/get-event-list';
import { EventList } from '../components/EventList';
import '../tickets.css';

const FILTER_KEYS: Record<EventStatus, string> = {
  upcoming: 'events.statusUpcoming',
  onSale: 'events.statusOnSale',
  soldOut: 'events.statusSoldOut',
  ended: 'events.statusEnded',
};

/** /home/events: every event, filterable by status. */
export function HomeEvents() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<EventStatus | undefined>(undefined);
  const query = useEventList(status);
  return (
    <main className="page">
      <h1 className="page__title">{t('events.allEvents')}</h1>
      <div className="filters" role="group" aria-label={t('events.filter')}>
        <button
          type="button"
          className="filter"
          aria-pressed={status === undefined}
          onClick={() => setStatus(undefined)}
        >
          {t('events.filterAll')}
        </button>
        {EVENT_STATUSES.map((s) => (
          <button key={s} type="button" className="filter" aria-pressed={status === s} onClick={() => setStatus(s)}>
            {t(FILTER_KEYS[s])}
          </button>
        ))}
      </div>
      <EventList events={query.data?.list} pending={query.isPending} failed={query.isError} />
    </main>
  );
}
