import { csvLine, type CsvValue } from '../../common/text/csv.js';
import type { Enquiry } from './entities/enquiry.entity.js';

/** Every field of a request, one CSV column each (`ops enquiries export` and the console's export). */
const COLUMNS: [string, (e: Enquiry) => CsvValue][] = [
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

export function toCsv(rows: Enquiry[]): string {
  return [COLUMNS.map(([name]) => name), ...rows.map((row) => COLUMNS.map(([, read]) => read(row)))]
    .map(csvLine)
    .join('');
}
