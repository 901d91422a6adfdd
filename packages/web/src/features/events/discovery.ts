/** The date choices of the events list, as start-time windows in the fan's own time zone. */
export const DATE_CHOICES = ['any', 'week', 'month', 'range'] as const;
export type DateChoice = (typeof DATE_CHOICES)[number];

export function isDateChoice(value: string | null): value is DateChoice {
  return (DATE_CHOICES as readonly string[]).includes(value ?? '');
}

function midnight(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** A 'YYYY-MM-DD' day (a date input's value) at local midnight, null when not a real day. */
export function dayStart(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

/** 'YYYY-MM-DD' of a local day. */
export function dayValue(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/**
 * The [from, to) start-time window of a choice, in epoch ms: this week runs from today to the
 * next Monday, this month to the 1st of the next month, a range from its first day to the end of
 * its last. Nothing for 'any' or an incomplete range.
 */
export function dateWindow(
  choice: DateChoice,
  now: Date,
  range: { from?: string | null; to?: string | null } = {},
): { from?: number; to?: number } {
  const today = midnight(now);
  switch (choice) {
    case 'any':
      return {};
    case 'week': {
      const daysToMonday = (8 - today.getDay()) % 7 || 7;
      const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + daysToMonday);
      return { from: today.getTime(), to: end.getTime() };
    }
    case 'month':
      return { from: today.getTime(), to: new Date(today.getFullYear(), today.getMonth() + 1, 1).getTime() };
    case 'range': {
      const from = dayStart(range.from);
      const last = dayStart(range.to);
      const to = last && new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
      return { ...(from && { from: from.getTime() }), ...(to && { to: to.getTime() }) };
    }
  }
}
