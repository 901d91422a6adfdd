/**
 * Display helpers of spec §9. Money is integer minor units (1 = 0.01 of the currency).
 */

/** Thousands with a dot: 1234567 -> "1.234.567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Money for display: the value times 0.01, a dot between thousands, the cents (if any) after a
 * comma, and an optional dong sign. 1234500 -> "12.345", with sign "12.345₫"; 1050 -> "10,50".
 */
export function formatMoney(minor: number | bigint, options: { sign?: boolean } = {}): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = groupThousands((abs / 100n).toString());
  const cents = abs % 100n;
  const text = cents === 0n ? whole : `${whole},${cents.toString().padStart(2, '0')}`;
  return `${negative ? '-' : ''}${text}${options.sign ? '₫' : ''}`;
}

/** Counts: below 1000 as they are; from 1000 in thousands with one decimal and a '+': 1234 -> "1.2k+". */
export function formatCount(value: number): string {
  if (value < 1000) return String(value);
  const tenths = Math.floor(value / 100);
  const text = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
  return `${text}k+`;
}

function mmddyy(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  const yy = String(date.getFullYear() % 100).padStart(2, '0');
  return `${mm}/${dd}/${yy}`;
}

/** A date range as MM/DD/YY - MM/DD/YY (one date when both fall on the same day). */
export function formatDateRange(start: Date | string | number, end?: Date | string | number): string {
  const from = mmddyy(new Date(start));
  if (end === undefined) return from;
  const to = mmddyy(new Date(end));
  return from === to ? from : `${from} - ${to}`;
}
