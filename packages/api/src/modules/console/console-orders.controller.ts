import type * as contracts from '@fanpass/contracts';
import { Body, Controller, Get, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiCodes, ApiReply } from '../../common/http/api-reply.js';
import { Raw } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { type ConsoleAccess, ConsoleRoute, ConsoleUser } from '../roles/index.js';
import { ConsoleOrdersService, READING } from './console-orders.service.js';
import * as dto from './dto/console-orders.dto.js';
import { OF_EVENT, ORGANISING } from './console-routes.js';

/**
 * Orders and fans: an admin and support search every event's orders, an organiser their events'
 * (support reads only); refund, cancel, resend and the attendee list are the organiser's and admin's.
 */
@ApiTags('console')
@Controller(api('console/orders'))
export class ConsoleOrdersController {
  constructor(private readonly orders: ConsoleOrdersService) {}

  @Get()
  @ConsoleRoute(READING, OF_EVENT)
  @ApiOperation({ summary: "Search ticket orders by number, the buyer's e-mail or name, newest first" })
  @ApiReply(dto.ConsoleOrderPageView)
  search(
    @ConsoleUser() access: ConsoleAccess,
    @Query() query: dto.OrderSearchQuery,
  ): Promise<contracts.ConsoleOrderPage> {
    return this.orders.search(access, query.q ?? '', query.eventId, query.page ?? 1, query.pageSize);
  }

  @Get('detail')
  @ConsoleRoute(READING)
  @ApiOperation({ summary: 'An order with its tickets and its timeline (hold, payments, refunds, transfers, scans)' })
  @ApiCodes('CONSOLE_ORDER_NOT_FOUND')
  @ApiReply(dto.ConsoleOrderView)
  detail(@ConsoleUser() access: ConsoleAccess, @Query() query: dto.OrderNoQuery): Promise<contracts.ConsoleOrderView> {
    return this.orders.detail(access, query.orderNo);
  }

  @Post('refund')
  @ConsoleRoute(ORGANISING)
  @ApiOperation({
    summary: 'Refund a paid order with a reason (as `ops order refund`): tickets void, seats back, money back',
  })
  @ApiCodes('CONSOLE_ORDER_NOT_FOUND', 'CONSOLE_ORDER_REFUNDED', 'CONSOLE_ORDER_NOT_REFUNDABLE')
  @ApiReply(dto.ConsoleOrderView)
  refund(@ConsoleUser() access: ConsoleAccess, @Body() body: dto.OrderReasonBody): Promise<contracts.ConsoleOrderView> {
    return this.orders.refund(access, body.orderNo, body.reason);
  }

  @Post('cancel')
  @ConsoleRoute(ORGANISING)
  @ApiOperation({ summary: 'Cancel an unpaid hold with a reason: its seats go back on sale' })
  @ApiCodes('CONSOLE_ORDER_NOT_FOUND', 'CONSOLE_ORDER_NOT_CANCELLABLE')
  @ApiReply(dto.ConsoleOrderView)
  cancel(@ConsoleUser() access: ConsoleAccess, @Body() body: dto.OrderReasonBody): Promise<contracts.ConsoleOrderView> {
    return this.orders.cancel(access, body.orderNo, body.reason);
  }

  @Post('resend')
  @ConsoleRoute(ORGANISING)
  @ApiOperation({ summary: "E-mail the buyer the order's tickets again" })
  @ApiCodes('CONSOLE_ORDER_NOT_FOUND', 'CONSOLE_ORDER_NO_TICKETS')
  @ApiReply(dto.ConsoleOrderView)
  resend(@ConsoleUser() access: ConsoleAccess, @Body() body: dto.OrderNoBody): Promise<contracts.ConsoleOrderView> {
    return this.orders.resend(access, body.orderNo);
  }

  @Get('attendees.csv')
  @ConsoleRoute(ORGANISING, OF_EVENT)
  @Raw()
  @ApiProduces('text/csv')
  @ApiOperation({
    summary:
      "An event's attendees as CSV (name, e-mail, order, area, seat, ticket code, status, checked in), streamed as a download",
  })
  @ApiCodes('CONSOLE_EVENT_NOT_FOUND')
  async attendees(@Query() query: dto.AttendeesQuery): Promise<StreamableFile> {
    const { filename, stream } = await this.orders.attendeesCsv(query.eventId);
    return new StreamableFile(stream, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${filename}"`,
    });
  }
}
