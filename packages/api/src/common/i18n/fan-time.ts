import { intlLocale, type Language, translate, venueTime } from '@fanpass/contracts';

/**
 * A moment as the fan reads it in an e-mail: weekday, date and time in their language and time
 * zone, with the zone named (UTC when the fan's zone is unknown).
 */
export function fanTime(ms: number, lang: Language, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  return `${formatOf(lang, zone).format(new Date(ms))} (${zone})`;
}

/**
 * An event's moment as an e-mail states it: the venue's time, labelled, and the fan's own time
 * beside it when their clock reads differently (the fan's zone is unknown: venue time only).
 */
export function eventTime(ms: number, lang: Language, venueZone: string, fanZone: string | null): string {
  const { venue, fan } = venueTime(ms, lang, venueZone, fanZone);
  return fan
    ? translate('payments.eventTimeVenueAndFan', lang, { venue, fan })
    : translate('payments.eventTimeVenue', lang, { venue });
}

/** Formats made once per language and zone: building one costs far more than using it (each paid order's receipt). */
const FORMATS = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATS = 500;

function formatOf(lang: Language, zone: string): Intl.DateTimeFormat {
  const key = `${lang}|${zone}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    });
    if (FORMATS.size >= MAX_FORMATS) FORMATS.clear();
    FORMATS.set(key, format);
  }
  return format;
}

/** The web app's page for one order (hash routing): pay a held order, or open its tickets. */
export function orderPageUrl(baseUrl: string, orderNo: string): string {
  return `${baseUrl}/#/ticket-order?orderNo=${encodeURIComponent(orderNo)}`;
}
