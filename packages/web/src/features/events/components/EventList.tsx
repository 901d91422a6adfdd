import type { EventCardView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { EventCard } from './EventCard';
import { Skeleton } from '../../../components/QueryState';
import { useOnline } from '../../../lib/offline/use-online';

/** A list of events with its loading, offline, failure and empty states. */
export function EventList({
  events,
  pending,
  failed,
  filtered = false,
}: {
  events: EventCardView[] | undefined;
  pending: boolean;
  failed: boolean;
  /** Narrowed by search or filters: an empty result says so. */
  filtered?: boolean;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  if (pending) return <Skeleton />;
  if (failed) return <p className="empty">{t(online ? 'events.loadFailed' : 'common.offlineNothingSaved')}</p>;
  if (!events?.length) return <p className="empty">{t(filtered ? 'events.noneMatching' : 'events.none')}</p>;
  return (
    <ul className="event-list">
      {events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </ul>
  );
}
