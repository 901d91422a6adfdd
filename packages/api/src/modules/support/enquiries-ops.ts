import { ENQUIRY_TYPES, type EnquiryType, REPLY_CODES } from '@fanpass/contracts';
import { writeFileSync } from 'node:fs';
import { AppError } from '../../common/errors/app-error.js';
import type { OpsCommand, OpsInput } from '../../common/ops/ops-command.js';
import { opsActor } from '../audit/index.js';
import type { Enquiry } from './entities/enquiry.entity.js';
import { toCsv } from './enquiry-csv.js';
import { EnquiriesService } from './enquiries.service.js';
import { SupportRepository } from './support.repository.js';

type Filter = { type?: EnquiryType; since?: number };

/** The options of `enquiries list|export`, parsed by the ops CLI. */
const FILTER_OPTIONS = { type: { type: 'string' }, since: { type: 'string' } } as const;

/** `--type cooperation|support` and `--since <date or ISO time>`; a string is the problem to print. */
export function parseFilter(values: OpsInput['values']): Filter | string {
  const filter: Filter = {};
  if (values.type !== undefined) {
    if (!ENQUIRY_TYPES.includes(values.type as EnquiryType)) return `--type must be ${ENQUIRY_TYPES.join(' or ')}`;
    filter.type = values.type as EnquiryType;
  }
  if (values.since !== undefined) {
    const value = String(values.since);
    const at = Date.parse(value);
    if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(at)) return '--since needs a date such as 2026-11-01';
    filter.since = at;
  }
  return filter;
}

function line(e: Enquiry): string {
  const who = e.type === 'cooperation' ? `${e.name ?? ''} <${e.email}>` : e.email;
  const what = e.type === 'cooperation' ? `${e.eventType ?? ''}, ${e.participants ?? ''}` : (e.issueType ?? '');
  const image = e.attachmentType ? ' [image]' : '';
  return `${e.ref}  ${new Date(e.createdAt).toISOString()}  ${e.status.padEnd(6)}  ${who}  ${what}${image}`;
}

/** What operators do with the cooperation and support requests that came in. */
export const ENQUIRIES_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'enquiries',
    action: 'list',
    args: '[--type cooperation|support] [--since YYYY-MM-DD]',
    help: 'List cooperation enquiries and support requests, oldest first',
    options: FILTER_OPTIONS,
    async run(context, { values }, out) {
      const parsed = parseFilter(values);
      if (typeof parsed === 'string') {
        out(parsed);
        return 2;
      }
      const rows = await context.get(SupportRepository).list(parsed);
      for (const row of rows) out(line(row));
      out(`${rows.length} requests`);
      return 0;
    },
  },
  {
    group: 'enquiries',
    action: 'export',
    args: '<file.csv> [--type …] [--since …]',
    help: 'Write the requests (every field) to a CSV file',
    options: FILTER_OPTIONS,
    async run(context, { positionals, values }, out) {
      const parsed = parseFilter(values);
      const [file] = positionals;
      if (typeof parsed === 'string' || !file || positionals.length !== 1) {
        out(
          typeof parsed === 'string' ? parsed : 'enquiries export needs a file, e.g. pnpm ops enquiries export out.csv',
        );
        return 2;
      }
      const rows = await context.get(SupportRepository).list(parsed);
      writeFileSync(file, toCsv(rows), 'utf8');
      out(`${rows.length} requests written to ${file}`);
      return 0;
    },
  },
  {
    group: 'enquiries',
    action: 'close',
    args: '<ref> [--note <text>]',
    help: 'Mark a request as handled (recorded in the audit log with the note)',
    options: { note: { type: 'string' } },
    audited: true,
    async run(context, { positionals, values }, out) {
      const ref = positionals[0]?.trim().toUpperCase();
      if (!ref) {
        out('enquiries close needs a reference, e.g. pnpm ops enquiries close SR-261123-K7Q2M9');
        return 2;
      }
      const note = typeof values.note === 'string' && values.note.trim() ? values.note.trim() : undefined;
      try {
        await context.get(EnquiriesService).close(opsActor(), ref, note);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        out(
          error.entry.code === REPLY_CODES.CONSOLE_ENQUIRY_CLOSED.code
            ? `${ref} was already closed`
            : `No request ${ref}`,
        );
        return 1;
      }
      out(`${ref} closed`);
      return 0;
    },
  },
  {
    group: 'enquiries',
    action: 'attachment',
    args: '<ref> <file>',
    help: 'Save the image a support request carries to a file',
    async run(context, { positionals }, out) {
      const [ref, file] = positionals;
      if (!ref || !file) {
        out('enquiries attachment needs a reference and a file, e.g. pnpm ops enquiries attachment SR-… shot.png');
        return 2;
      }
      const image = await context.get(SupportRepository).attachment(ref.toUpperCase());
      if (!image) {
        out(`No image with request ${ref}`);
        return 1;
      }
      writeFileSync(file, image.bytes);
      out(`${image.type}, ${image.bytes.length} bytes written to ${file}`);
      return 0;
    },
  },
];
