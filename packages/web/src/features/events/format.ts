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
