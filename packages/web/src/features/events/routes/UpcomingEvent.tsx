import { useTranslation } from 'react-i18next';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { EventList } from '../components/EventList';
import '../../../components/ticketing.css';

/** /home/upcoming-event: Next Event. */
export function UpcomingEvent() {
  const { t } = useTranslation();
  const query = useUpcomingEvents();
  return (
    <main className="page">
      <h1 className="page__title">{t('events.nextEvent')}</h1>
      <EventList events={query.data} pending={query.isPending} failed={query.isError} />
    </main>
  );
}
