import { useTranslation } from 'react-i18next';
import type { EventCardView } from '../api/types';
import { EventCard } from './EventCard';

/** A list of events with its loading, failure and empty states. */
export function EventList({
  events,
  pending,
  failed,
}: {
  events: EventCardView[] | undefined;
  pending: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation();
  if (pending)
    return (
      <p className="muted" aria-busy="true">
        {t('events.loading')}
      </p>
    );
  if (failed) return <p className="empty">{t('events.loadFailed')}</p>;
  if (!events?.length) return <p className="empty">{t('events.none')}</p>;
  return (
    <ul className="event-list">
      {events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </ul>
  );
}
