import { type Language, venueTime, type VenueTimeStyle } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import './event-time.css';

/** The zone this device's clock reads (null when the browser does not say). */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * A moment of an event (or a span, `to` given) as the venue reads it, labelled as venue time,
 * with the fan's own time beside it when this device's clock reads differently.
 */
export function EventTime({
  at,
  to,
  timeZone,
  style = 'dateTime',
  className,
}: {
  at: number;
  to?: number;
  timeZone: string;
  style?: VenueTimeStyle;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const { venue, fan } = venueTime(at, i18n.language as Language, timeZone, deviceTimeZone(), style, to);
  return (
    <span className={className ? `event-time ${className}` : 'event-time'}>
      <time dateTime={new Date(at).toISOString()}>{t('events.atVenue', { time: venue })}</time>
      {fan && <span className="event-time__fan"> · {t('events.yourTime', { time: fan })}</span>}
    </span>
  );
}

/** The same as text, for places that take a string (a line in a sentence, a calendar file). */
export function useEventTimeText(): (at: number, timeZone: string, style?: VenueTimeStyle) => string {
  const { t, i18n } = useTranslation();
  return (at, timeZone, style = 'dateTime') => {
    const { venue, fan } = venueTime(at, i18n.language as Language, timeZone, deviceTimeZone(), style);
    const atVenue = t('events.atVenue', { time: venue });
    return fan ? `${atVenue} · ${t('events.yourTime', { time: fan })}` : atVenue;
  };
}
