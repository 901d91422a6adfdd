import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EventTime } from '../../../components/EventTime';
import { useSession } from '../../../lib/session/store';
import { useMyNextShow } from '../api/get-my-next-show';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { EventList } from '../components/EventList';
import '../../../components/ticketing.css';

/** /home/upcoming-event: Next Event, led by my own next show when I hold tickets. */
export function UpcomingEvent() {
  const { t } = useTranslation();
  const session = useSession();
  const query = useUpcomingEvents();
  const mine = useMyNextShow(session.isLogin).data;
  return (
    <main className="page">
      <h1 className="page__title">{t('events.nextEvent')}</h1>
      {mine && (
        <section className="next-show" aria-labelledby="next-show-title">
          <p className="next-show__label" id="next-show-title">
            {t('events.yourNextShow')}
          </p>
          <h2 className="next-show__title">{mine.event.title}</h2>
          <p className="plain">
            <EventTime at={mine.event.startsAt} timeZone={mine.event.timeZone} />
          </p>
          <p className="plain muted">{mine.event.venue}</p>
          <Link className="button button--primary button--small" to={`${ROUTES.ticketDetailPage}?code=${mine.code}`}>
            {t('events.yourTickets', { num: mine.tickets })}
          </Link>
        </section>
      )}
      <EventList events={query.data} pending={query.isPending} failed={query.isError} />
    </main>
  );
}
