import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { EventIdQuery, EventListQuery } from './dto/events.query.js';
import { EventsService } from './events.service.js';

@ApiTags('event')
@Public()
@Controller(api('event'))
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get('list')
  @ApiOperation({
    summary: 'Events with their status (upcoming, onSale, soldOut, ended), soonest first; ended ones only when asked',
  })
  list(@Query() query: EventListQuery) {
    return this.events.list(query.status, query.page, query.pageSize);
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
