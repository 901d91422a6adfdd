import type * as contracts from '@fanpass/contracts';
import { Body, Controller, Get, Header, type MessageEvent, Post, Query, Sse } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiReply } from '../../common/http/api-reply.js';
import { api } from '../../common/http/paths.js';
import { type ConsoleAccess, ConsoleRoute, ConsoleUser } from '../roles/index.js';
import { ConsoleEventsService } from './console-events.service.js';
import { LIVE_FIGURES_MS, liveFigures, OF_EVENT, ORGANISING } from './console-routes.js';
import { ConsoleSalesService } from './console-sales.service.js';
import * as dto from './dto/console-events.dto.js';

/** Events in the console: an admin's all, an organiser's own (create, edit, areas, publish, sale, queue, resale). */
@ApiTags('console')
@Controller(api('console/events'))
export class ConsoleEventsController {
  constructor(
    private readonly events: ConsoleEventsService,
    private readonly salesOf: ConsoleSalesService,
  ) {}

  @Get()
  @ConsoleRoute(ORGANISING)
  @ApiOperation({ summary: 'The events I run (an admin: all), latest first, with where each sale is' })
  @ApiReply([dto.ConsoleEventSummaryView])
  list(@ConsoleUser() access: ConsoleAccess): Promise<contracts.ConsoleEventSummaryView[]> {
    return this.events.list(access);
  }

  @Get('detail')
  @ConsoleRoute(ORGANISING, OF_EVENT)
  @ApiOperation({ summary: 'An event as its organiser edits it: details, seat areas with counts, queue, resale' })
  @ApiReply(dto.ConsoleEventView)
  detail(@Query() query: dto.EventIdQuery): Promise<contracts.ConsoleEventView> {
    return this.events.detail(query.eventId);
  }

  @Get('sales')
  @ConsoleRoute(ORGANISING, OF_EVENT)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'The sale now: seat areas, revenue, orders a minute over the last hour, waiting list, waiting room',
  })
  @ApiReply(dto.ConsoleSalesView)
  sales(@Query() query: dto.EventIdQuery): Promise<contracts.ConsoleSalesView> {
    return this.salesOf.sales(query.eventId);
  }

  @Sse('sales/stream')
  @ConsoleRoute(ORGANISING, OF_EVENT)
  @ApiProduces('text/event-stream')
  @ApiOperation({
    summary: `Server-sent events: 'sales' (as /console/events/sales) now and every ${LIVE_FIGURES_MS / 1000} s while the console watches`,
  })
  salesStream(@Query() query: dto.EventIdQuery): Observable<MessageEvent> {
    return liveFigures('sales', () => this.salesOf.sales(query.eventId));
  }

  @Post('create')
  @ConsoleRoute(ORGANISING)
  @ApiOperation({ summary: 'Create an event with its seat areas, unpublished; its creator organises it' })
  @ApiReply(dto.ConsoleEventView)
  create(@ConsoleUser() access: ConsoleAccess, @Body() body: dto.EventCreateBody): Promise<contracts.ConsoleEventView> {
    return this.events.create(access, body);
  }

  @Post('update')
  @ConsoleRoute(ORGANISING, OF_EVENT)
  @ApiOperation({
    summary: "Change an event's details (title, images, venue and time zone, dates, sale window, limits)",
  })
  @ApiReply(dto.ConsoleEventView)
  update(@ConsoleUser() access: ConsoleAccess, @Body() body: dto.EventUpdateBody): Promise<contracts.ConsoleEventView> {
    return this.events.update(access, body);
  }

  @Post('area')
  @ConsoleRoute(ORGANISING, OF_EVENT)
  @ApiOperation({
    summary:
      'Add a seat area or change one by code: price only before any sells, capacity never below sold + held; `add` only adds',
  })
  @ApiReply(dto.ConsoleEventView)
  area(@ConsoleUser() access: ConsoleAccess, @Body() body: dto.AreaSaveBody): Promise<contracts.ConsoleEventView> {
    const { eventId, add, ...area } = body;
    return this.events.saveArea(access, eventId, area, add === true);
  }

  @Post('publish')
  @ConsoleRoute(ORGANISING, OF_EVENT)
  @ApiOperation({ summary: 'Publish an event (on the catalogue, on sale in its window) or withdraw it' })
  @ApiReply(dto.ConsoleEventView)
  publish(@ConsoleUser() access: ConsoleAccess, @Body() body: dto.PublishBody): Promise<contracts.ConsoleEventView> {
    return this.events.publish(access, body.eventId, body.published);
  }

  @Post('closeSale')
  @ConsoleRoute(ORGANISING, OF_EVENT)
  @ApiOperation({ summary: 'Close the sale now: no new orders (holds already placed may still be paid)' })
  @ApiReply(dto.ConsoleEventView)
  closeSale(@ConsoleUser() access: ConsoleAccess, @Body() body: dto.EventIdBody): Promise<contracts.ConsoleEventView> {
    return this.events.closeSale(access, body.eventId);
  }

  @Post('queue')
  @ConsoleRoute(ORGANISING, OF_EVENT)
  @ApiOperation({ summary: "Set up or change the event's waiting room (as `ops queue set`)" })
  @ApiReply(dto.ConsoleEventView)
  queue(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.QueueSettingsBody,
  ): Promise<contracts.ConsoleEventView> {
    const { eventId, ...input } = body;
    return this.events.queue(access, eventId, input);
  }

  @Post('resale')
  @ConsoleRoute(ORGANISING, OF_EVENT)
  @ApiOperation({ summary: "Change the event's resale rules (as `ops resale settings`)" })
  @ApiReply(dto.ConsoleEventView)
  resale(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.ResaleSettingsBody,
  ): Promise<contracts.ConsoleEventView> {
    const { eventId, ...change } = body;
    return this.events.resaleRules(access, eventId, change);
  }
}
