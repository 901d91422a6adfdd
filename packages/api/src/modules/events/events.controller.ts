import type { EventAvailabilityView, EventCardView, EventDetailView, EventListPage } from '@fanpass/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiReply } from '../../common/http/api-reply.js';
import { Public } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { EventIdQuery, EventListQuery } from './dto/events.query.js';
import * as views from './dto/events.view.js';
import { EventsService } from './events.service.js';

@ApiTags('event')
@Public()
@Controller(api('event'))
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get('list')
  @ApiOperation({
    summary:
      'Events with their status (upcoming, onSale, soldOut, ended), soonest first; ended ones only when asked. ' +
      'Narrowed by words of the name, artist, venue or city (q), by city and by start time (from, to: epoch ms, events starting in [from, to))',
  })
  @ApiReply(views.EventListPageView)
  list(@Query() query: EventListQuery): Promise<EventListPage> {
    return this.events.list(query);
  }

  @Get('cities')
  @ApiOperation({ summary: 'The cities that have events not ended yet, alphabetical (the city filter of the list)' })
  @ApiReply({ type: 'array', items: { type: 'string' } })
  cities(): Promise<string[]> {
    return this.events.cities();
  }

  @Get('upcoming')
  @ApiOperation({ summary: 'The next events to start (Next Event)' })
  @ApiReply([views.EventCardView])
  upcoming(): Promise<EventCardView[]> {
    return this.events.upcoming();
  }

  @Get('detail')
  @ApiOperation({ summary: 'One event: about, venue, times, flags, limit and its seat areas with exact availability' })
  @ApiReply(views.EventDetailView)
  detail(@Query() query: EventIdQuery): Promise<EventDetailView> {
    return this.events.detail(query.id);
  }

  @Get('availability')
  @ApiOperation({ summary: 'Exact seats left per seat area of an event' })
  @ApiReply(views.EventAvailabilityView)
  availability(@Query() query: EventIdQuery): Promise<EventAvailabilityView> {
    return this.events.availability(query.id);
  }
}
