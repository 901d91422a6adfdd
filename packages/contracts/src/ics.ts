/**
 * An iCalendar (RFC 5545) file for one event: the same text is attached to the order receipt by
 * the API and downloaded by the web app's 'Add to calendar'. Times are UTC, lines end in CRLF and
 * are folded at 75 octets, and text values are escaped.
 */
export interface CalendarEvent {
  /** Stable identifier, so a second download updates the first instead of duplicating it. */
  uid: string;
  title: string;
  /** Epoch milliseconds. */
  startsAt: number;
  endsAt: number;
  location?: string;
  description?: string;
  url?: string;
}

function stamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A character's length in UTF-8 octets (by its code point). */
function utf8Length(char: string): number {
  const point = char.codePointAt(0)!;
  return point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
}

const SHORT_ASCII = /^[ -~]{0,75}$/;

/** Folds a content line at 75 octets (UTF-8), never inside a character. */
function fold(line: string): string {
  // Printable ASCII (as content lines are, control characters escaped): one octet a character.
  if (SHORT_ASCII.test(line)) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = utf8Length(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function eventIcs(event: CalendarEvent, now: number = Date.now()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fanpass//Tickets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(Math.max(event.endsAt, event.startsAt))}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** A file name for the event's .ics: its slug or title reduced to safe characters. */
export function icsFileName(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'event'}.ics`;
}
