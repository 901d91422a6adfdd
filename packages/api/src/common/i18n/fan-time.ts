import { intlLocale, type Language } from '@fanpass/contracts';

/**
 * A moment as the fan reads it in an e-mail: weekday, date and time in their language and time
 * zone, with the zone named (UTC when the fan's zone is unknown).
 */
export function fanTime(ms: number, lang: Language, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  return `${formatter(lang, zone).format(new Date(ms))} (${zone})`;
}

/** Building an Intl.DateTimeFormat costs far more than using one: one per language and zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Language, zone: string): Intl.DateTimeFormat {
  const key = `${lang} ${zone}`;
  let format = formatters.get(key);
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
    // Time zones are fans' input (validated names): keep the map small whatever comes.
    if (formatters.size >= 500) formatters.clear();
    formatters.set(key, format);
  }
  return format;
}

/** The web app's page for one order (hash routing): pay a held order, or open its tickets. */
export function orderPageUrl(baseUrl: string, orderNo: string): string {
  return `${baseUrl}/#/ticket-order?orderNo=${encodeURIComponent(orderNo)}`;
}
