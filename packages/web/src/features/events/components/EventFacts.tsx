import type { EventDetailView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { directionsUrl, downloadCalendar } from '../event-links';
import { dayLong, sameDay, timeOfDay, when } from '../../../lib/format';

/** Date and time (weekday, doors, add to calendar) and location (with directions) of the event page. */
export function EventFacts({ event }: { event: EventDetailView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const oneDay = sameDay(event.startsAt, event.endsAt);
  return (
    <>
      <section className="section event-facts" aria-labelledby="event-when">
        <h2 className="section__title" id="event-when">
          {t('events.dateTime')}
        </h2>
        <p className="event-facts__day">
          <time dateTime={new Date(event.startsAt).toISOString()}>{dayLong(event.startsAt, lang)}</time>
        </p>
        <p className="plain">
          {oneDay
            ? `${timeOfDay(event.startsAt, lang)} – ${timeOfDay(event.endsAt, lang)}`
            : `${timeOfDay(event.startsAt, lang)} – ${when(event.endsAt, lang)}`}
        </p>
        {event.doorsAt !== null && (
          <p className="plain muted">{t('events.doorsOpen', { time: timeOfDay(event.doorsAt, lang) })}</p>
        )}
        <button
          type="button"
          className="button button--ghost button--small event-facts__action"
          onClick={() => downloadCalendar(event, window.location.href)}
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
