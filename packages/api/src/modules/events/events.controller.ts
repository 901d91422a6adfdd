import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { EventIdQuery, EventListQuery } from './dto/events.query.js';
import { EventsService } from './events.service.js';
import type { EventListPage } from '@fanpass/contracts';

@ApiTags('event')
@Public()
@Controller(api('event'))
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get('list')
  @ApiOperation({
    summary:
      'Events with their status (upcoming, onSale, soldOut, ended), soonest first; ended ones only when asked. ' +
      'Narrowed by name (q), city and start time (from, to: epoch ms, events starting in [from, to))',
  })
  list(@Query() query: EventListQuery): Promise<EventListPage> {
    return this.events.list(query);
  }

  @Get('cities')
  @ApiOperation({ summary: 'The cities that have events not ended yet, alphabetical (the city filter of the list)' })
  cities(): Promise<string[]> {
    return this.events.cities();
  }

  @Get('upcoming')
  @ApiOperation({ summary: 'The next events to start (Next Event)' })
  upcoming() {
    return this.events.upcoming();
  }

  @Get('detail')
  @ApiOperation({ summary: 'One event: about, venue, times, flags, limit and its seat areas with exact availability' })
  detail(@Query() query: EventIdQuery) {
    return this.events.detail(query.id);
  }

  @Get('availability')
  @ApiOperation({ summary: 'Exact seats left per seat area of an event' })
  availability(@Query() query: EventIdQuery) {
    return this.events.availability(query.id);
  }
}
