import type { EventDetailView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { directionsUrl, downloadCalendar } from '../event-links';
import { EventTime, useEventTimeText } from '../../../components/EventTime';

/** Date and time (weekday, doors, add to calendar) and location (with directions) of the event page. */
export function EventFacts({ event }: { event: EventDetailView }) {
  const { t } = useTranslation();
  const timeText = useEventTimeText();
  const zone = event.timeZone;
  const oneDay = timeText(event.startsAt, zone, 'day') === timeText(event.endsAt, zone, 'day');
  // On one day the day line says the date, so the span is of times only.
  const span = oneDay ? 'time' : 'dateTime';
  return (
    <>
      <section className="section event-facts" aria-labelledby="event-when">
        <h2 className="section__title" id="event-when">
          {t('events.dateTime')}
        </h2>
        <p className="event-facts__day">
          <EventTime at={event.startsAt} timeZone={zone} style="day" />
        </p>
        <p className="plain">
          <EventTime at={event.startsAt} to={event.endsAt} timeZone={zone} style={span} />
        </p>
        {event.doorsAt !== null && (
          <p className="plain muted">{t('events.doorsOpen', { time: timeText(event.doorsAt, zone, 'time') })}</p>
        )}
        <button
          type="button"
          className="button button--ghost button--small event-facts__action"
          onClick={() => downloadCalendar(event, window.location.href, timeText(event.startsAt, zone))}
        >
          {t('events.addToCalendar')}
        </button>
      </section>
      <section className="section event-facts" aria-labelledby="event-where">
        <h2 className="section__title" id="event-where">
          {t('events.location')}
        </h2>
        <p className="plain">{event.venue}</p>
        <p className="plain muted">{event.location}</p>
        <a
          className="button button--ghost button--small event-facts__action"
          href={directionsUrl(event)}
          target="_blank"
          rel="noopener"
        >
          {t('events.directions')}
          <span className="visually-hidden"> {t('events.opensInNewTab')}</span>
        </a>
      </section>
    </>
  );
}
