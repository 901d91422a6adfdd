import type * as contracts from '@fanpass/contracts';
import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiReply } from '../../common/http/api-reply.js';
import { Raw } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { type ConsoleAccess, ConsoleRoute, ConsoleUser } from '../roles/index.js';
import { EnquiriesService } from '../support/index.js';
import * as dto from './dto/console-support.dto.js';

const SUPPORTING = ['admin', 'support'] as const;

/** The enquiries inbox: cooperation enquiries and support requests, their images, closing, CSV export. */
@ApiTags('console')
@Controller(api('console/support'))
export class ConsoleSupportController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Get()
  @ConsoleRoute(SUPPORTING)
  @ApiOperation({ summary: 'The enquiries, newest first, by kind, open or closed, and a search text; a page' })
  @ApiReply(dto.ConsoleEnquiryPageView)
  list(@Query() query: dto.EnquiryListQuery): Promise<contracts.ConsoleEnquiryPageView> {
    const { page, pageSize, ...filter } = query;
    return this.enquiries.page(filter, { page, pageSize });
  }

  @Get('detail')
  @ConsoleRoute(SUPPORTING)
  @ApiOperation({ summary: 'An enquiry: every field the sender gave, and whether it carries an image' })
  @ApiReply(dto.ConsoleEnquiryView)
  detail(@Query() query: dto.EnquiryRefQuery): Promise<contracts.ConsoleEnquiryView> {
    return this.enquiries.detail(query.ref);
  }

  @Get('attachment')
  @Raw()
  @ConsoleRoute(SUPPORTING)
  @ApiProduces('image/png', 'image/jpeg', 'image/gif', 'image/webp')
  @ApiOperation({
    summary: "An enquiry's image, as a download (only through the console: it has no public address)",
  })
  async attachment(@Query() query: dto.EnquiryRefQuery, @Res() reply: FastifyReply): Promise<void> {
    const image = await this.enquiries.attachment(query.ref);
    const extension = image.type.slice('image/'.length).replace('jpeg', 'jpg');
    await reply
      .code(200)
      .header('content-type', image.type)
      .header('content-disposition', `attachment; filename="${query.ref}.${extension}"`)
      .header('cache-control', 'no-store')
      .send(image.bytes);
  }

  @Post('close')
  @ConsoleRoute(SUPPORTING)
  @ApiOperation({ summary: 'Close an open enquiry, with an optional note (both in the audit log)' })
  @ApiReply(dto.ConsoleEnquiryView)
  close(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.EnquiryCloseBody,
  ): Promise<contracts.ConsoleEnquiryView> {
    return this.enquiries.close(access.actor, body.ref, body.note?.trim() || undefined);
  }

  @Get('export')
  @Raw()
  @ConsoleRoute(SUPPORTING)
  @ApiProduces('text/csv')
  @ApiOperation({
    summary:
      "The filter's enquiries (every one, newest first, every field) as CSV; cells a spreadsheet would run are neutralised",
  })
  async export(@Query() query: dto.EnquiryFilterQuery, @Res() reply: FastifyReply): Promise<void> {
    const csv = await this.enquiries.csv(query);
    await reply
      .code(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="enquiries.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  }
}
