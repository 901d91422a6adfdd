import { formatMoney, intlLocale, type Language } from '@fanpass/contracts';

/** Money in minor units for display (spec §9): the dong sign for VND, the currency code otherwise. */
export function money(minor: number, currency: string): string {
  return currency === 'VND' ? formatMoney(minor, { sign: true }) : `${currency} ${formatMoney(minor)}`;
}

/** Date and time of an event in the reader's language. */
export function when(ms: number, lang: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang as Language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(ms));
}

/** mm:ss for a countdown (h:mm:ss from an hour up, e.g. a waiting-list offer). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  return h > 0
    ? `${h}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`
    : `${two(Math.floor(s / 60))}:${two(s % 60)}`;
}

/** A positive integer from a query parameter, null otherwise. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

function formatter(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intlLocale(lang as Language), options);
}

/** The day of an event with its weekday, e.g. "Monday, December 14, 2026". */
export function dayLong(ms: number, lang: string): string {
  return formatter(lang, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(ms));
}

/** A short day with its weekday, e.g. "Mon, Dec 14". */
export function dayShort(ms: number, lang: string): string {
  return formatter(lang, { weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(ms));
}

/** The time of day, e.g. "12:00 PM". */
export function timeOfDay(ms: number, lang: string): string {
  return formatter(lang, { hour: 'numeric', minute: '2-digit' }).format(new Date(ms));
}

export function sameDay(a: number, b: number): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}
