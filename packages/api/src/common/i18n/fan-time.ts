import { intlLocale, type Language } from '@fanpass/contracts';

/**
 * A moment as the fan reads it in an e-mail: weekday, date and time in their language and time
 * zone, with the zone named (UTC when the fan's zone is unknown).
 */
export function fanTime(ms: number, lang: Language, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  const text = new Intl.DateTimeFormat(intlLocale(lang), {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(new Date(ms));
  return `${text} (${zone})`;
}

/** The web app's page for one order (hash routing): pay a held order, or open its tickets. */
export function orderPageUrl(baseUrl: string, orderNo: string): string {
  return `${baseUrl}/#/ticket-order?orderNo=${encodeURIComponent(orderNo)}`;
}
