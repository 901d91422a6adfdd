import {
  type ConsoleEnquiryFilter,
  type ConsoleEnquiryPageView,
  type ConsoleEnquirySummaryView,
  type ConsoleEnquiryView,
  type EnquiryStatus,
  PAGE_SIZE,
  type PageParams,
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { type Actor, AuditService } from '../audit/index.js';
import type { Enquiry } from './entities/enquiry.entity.js';
import { toCsv } from './enquiry-csv.js';
import { SupportRepository } from './support.repository.js';

function summary(e: Enquiry): ConsoleEnquirySummaryView {
  return {
    ref: e.ref,
    kind: e.type,
    status: e.status as EnquiryStatus,
    name: e.name,
    email: e.email,
    topic: e.type === 'support' ? e.issueType : e.eventType,
    attachment: e.attachmentType !== null,
    createdAt: Number(e.createdAt),
    closedAt: e.closedAt === null ? null : Number(e.closedAt),
  };
}

/**
 * What operators do with the requests that came in, from the console and `ops enquiries` alike:
 * read them, take a request's image, close one (recorded in the audit log), export them as CSV.
 */
@Injectable()
export class EnquiriesService {
  constructor(
    private readonly enquiries: SupportRepository,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(filter: ConsoleEnquiryFilter, paging: PageParams): Promise<ConsoleEnquiryPageView> {
    const page = paging.page ?? 1;
    const pageSize = paging.pageSize ?? PAGE_SIZE.default;
    const [rows, total] = await this.enquiries.search(filter, (page - 1) * pageSize, pageSize);
    return { list: rows.map(summary), total, page, pageSize };
  }

  /** The rows of the filter (newest first, every one) as CSV: every field, cells a spreadsheet cannot run. */
  async csv(filter: ConsoleEnquiryFilter): Promise<string> {
    const [rows] = await this.enquiries.search(filter);
    return toCsv(rows);
  }

  async detail(ref: string): Promise<ConsoleEnquiryView> {
    const e = await this.enquiries.findByRef(ref);
    if (!e) throw new AppError('CONSOLE_ENQUIRY_NOT_FOUND');
    return {
      ...summary(e),
      lang: e.lang,
      userId: e.userId,
      areaCode: e.areaCode,
      phone: e.phone,
      country: e.country,
      eventType: e.eventType,
      participants: e.participants,
      interests: e.interests ? e.interests.split(',') : [],
      marketingConsent: e.marketingConsent,
      issueType: e.issueType,
      message: e.message,
      attachmentType: e.attachmentType,
    };
  }

  /** A request's image (its type and bytes). */
  async attachment(ref: string): Promise<{ type: string; bytes: Buffer }> {
    const image = await this.enquiries.attachment(ref);
    if (image) return image;
    throw new AppError(
      (await this.enquiries.findByRef(ref)) ? 'CONSOLE_ENQUIRY_NO_ATTACHMENT' : 'CONSOLE_ENQUIRY_NOT_FOUND',
    );
  }

  /** Marks an open request handled, with an optional note, in the audit log; a closed one is refused. */
  async close(actor: Actor, ref: string, note?: string): Promise<ConsoleEnquiryView> {
    await this.transactions.withTransaction(async (tx) => {
      if (!(await this.enquiries.close(tx, ref, this.clock.now()))) {
        throw new AppError(
          (await this.enquiries.findByRef(ref, tx)) ? 'CONSOLE_ENQUIRY_CLOSED' : 'CONSOLE_ENQUIRY_NOT_FOUND',
        );
      }
      await this.audit.record(tx, actor, 'enquiry.close', {
        target: ref,
        before: { status: 'open' },
        after: { status: 'closed', ...(note ? { note } : {}) },
      });
    });
    return this.detail(ref);
  }
}
