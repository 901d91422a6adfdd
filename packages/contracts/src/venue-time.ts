import { intlLocale, type Language } from './languages.js';

/**
 * Event times as the venue reads them. Every event carries its venue's IANA time zone; screens,
 * e-mails, calendar files and wallet passes show the time at the venue, labelled with the zone,
 * and the fan's own time beside it when the two clocks differ. All conversion is Intl's.
 */

/** How much of a moment to show: date and time, the day only, or the time of day only. */
export type VenueTimeStyle = 'dateTime' | 'day' | 'time';

const STYLES: Record<VenueTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  day: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
};

/** Formats are costly to build and cheap to use: one per language, zone, style and labelling. */
const FORMATS = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATS = 500;

function formatOf(lang: Language, timeZone: string, style: VenueTimeStyle, named: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${style}|${named ? 1 : 0}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), {
      ...STYLES[style],
      ...(named && style !== 'day' ? { timeZoneName: 'short' } : {}),
      timeZone,
    });
    if (FORMATS.size >= MAX_FORMATS) FORMATS.clear();
    FORMATS.set(key, format);
  }
  return format;
}

/** True when the name is an IANA time zone this runtime knows (Intl accepts it). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A moment at the venue and, when the fan's clock reads differently, on the fan's clock. */
export interface VenueTime {
  /** The venue's wall-clock time with its zone named, e.g. "Sat, Dec 19, 2026, 8:00 PM GMT+8". */
  venue: string;
  /** The same moment in the fan's zone, zone named; null when the fan's clock shows the same time. */
  fan: string | null;
}

/**
 * A moment of an event (or a span, `to` given) in the reader's language, at the venue
 * (`venueZone`) and, when the fan's clock reads differently, in the fan's zone (`fanZone`; null
 * when unknown, then only the venue time is shown). A day alone differs only when the date does.
 */
export function venueTime(
  ms: number,
  lang: Language,
  venueZone: string,
  fanZone: string | null,
  style: VenueTimeStyle = 'dateTime',
  to?: number,
): VenueTime {
  const show = (zone: string): string => {
    const format = formatOf(lang, zone, style, true);
    return to === undefined || to <= ms ? format.format(ms) : format.formatRange(ms, to);
  };
  const venue = show(venueZone);
  if (!fanZone || fanZone === venueZone) return { venue, fan: null };
  const compared: VenueTimeStyle = style === 'day' ? 'day' : 'dateTime';
  const sameClock =
    formatOf(lang, venueZone, compared, false).format(ms) === formatOf(lang, fanZone, compared, false).format(ms);
  return { venue, fan: sameClock ? null : show(fanZone) };
}

/**
 * The moment as ISO 8601 with the venue's UTC offset at that moment ("2026-12-19T20:00:00+08:00"),
 * for wallet passes that show a time as the venue reads it.
 */
export function venueIso(ms: number, venueZone: string): string {
  const parts = ISO_FORMATS.get(venueZone) ?? isoFormat(venueZone);
  const got: Record<string, string> = {};
  for (const part of parts.formatToParts(new Date(ms))) got[part.type] = part.value;
  // longOffset reads "GMT+08:00", or "GMT" for UTC itself.
  const offset = got.timeZoneName === 'GMT' ? '+00:00' : (got.timeZoneName ?? 'GMT+00:00').replace('GMT', '');
  return `${got.year}-${got.month}-${got.day}T${got.hour}:${got.minute}:${got.second}${offset}`;
}

const ISO_FORMATS = new Map<string, Intl.DateTimeFormat>();

function isoFormat(timeZone: string): Intl.DateTimeFormat {
  const format = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
    timeZone,
  });
  if (ISO_FORMATS.size >= MAX_FORMATS) ISO_FORMATS.clear();
  ISO_FORMATS.set(timeZone, format);
  return format;
}

/** The zone of an event whose organiser names none: the spec's default area, Macau. */
export const DEFAULT_VENUE_TIME_ZONE = 'Asia/Macau';
