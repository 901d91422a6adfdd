import { useEventList } from '../api/get-event-list';
import { EventList } from './EventList';

/** The home page's upcoming-events section: events not yet ended, soonest first. */
export function HomeEventsSection() {
  const query = useEventList();
  return (
    <div className="home-events">
      <EventList events={query.data?.list.slice(0, 6)} pending={query.isPending} failed={query.isError} />
    </div>
  );
}
