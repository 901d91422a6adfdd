import type { Enquiry } from './entities/enquiry.entity.js';

/** Every field of a request, one CSV column each (`ops enquiries export` and the console's export). */
const COLUMNS: [string, (e: Enquiry) => string | number | boolean | null][] = [
  ['ref', (e) => e.ref],
  ['type', (e) => e.type],
  ['status', (e) => e.status],
  ['createdAt', (e) => new Date(e.createdAt).toISOString()],
  ['name', (e) => e.name],
  ['email', (e) => e.email],
  ['phone', (e) => (e.phone ? `+${e.areaCode ?? ''} ${e.phone}` : null)],
  ['country', (e) => e.country],
  ['eventType', (e) => e.eventType],
  ['participants', (e) => e.participants],
  ['interests', (e) => e.interests],
  ['marketingConsent', (e) => e.marketingConsent],
  ['issueType', (e) => e.issueType],
  ['message', (e) => e.message],
  ['attachment', (e) => e.attachmentType],
  ['lang', (e) => e.lang],
  ['closedAt', (e) => (e.closedAt ? new Date(e.closedAt).toISOString() : null)],
];

/** One CSV cell: quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it. */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: Enquiry[]): string {
  const lines = [COLUMNS.map(([name]) => name).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, read]) => csvCell(read(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
