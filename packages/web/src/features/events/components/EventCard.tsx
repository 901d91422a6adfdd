import { type EventCardView, ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EventTime } from '../../../components/EventTime';
import { EventArt } from './EventArt';
import { StatusBadge } from './StatusBadge';
import '../../../components/ticketing.css';
import { usePrice } from '../../../lib/use-price';

/** The venue, with the city when the venue's name does not already say it. */
export function venueAndCity(event: Pick<EventCardView, 'venue' | 'city'>): string {
  const { venue, city } = event;
  return city && !venue.toLowerCase().includes(city.toLowerCase()) ? `${venue} · ${city}` : venue;
}

/** One event in a list: who performs, date, venue and city, from-price and status. */
export function EventCard({ event }: { event: EventCardView }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <li>
      <Link className="event-card" to={`${ROUTES.ticketDetail}?id=${event.id}`}>
        <EventArt className="event-card__art" src={event.images[0]} title={event.title} />
        <div className="event-card__body">
          <h3 className="event-card__title">{event.title}</h3>
          {event.artist && <p className="event-card__artist">{event.artist}</p>}
          <p className="event-card__meta">
            <EventTime at={event.startsAt} timeZone={event.timeZone} />
          </p>
          <p className="event-card__meta">{venueAndCity(event)}</p>
          <div className="event-card__foot">
            <StatusBadge status={event.status} />
            {event.minPrice !== null && (
              <span className="event-card__price">
                {t('events.fromPrice', { price: price(event.minPrice, event.currency) })}
              </span>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}
