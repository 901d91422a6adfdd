import type * as contracts from '@fanpass/contracts';
import { Body, Controller, Get, Header, type MessageEvent, Post, Query, Sse } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import { ApiReply } from '../../common/http/api-reply.js';
import { api } from '../../common/http/paths.js';
import { type ConsoleAccess, ConsoleRoute, ConsoleUser } from '../roles/index.js';
import { CHECKIN_ROLES, ConsoleCheckinService } from './console-checkin.service.js';
import { LIVE_FIGURES_MS, liveFigures, OF_EVENT, ORGANISING } from './console-routes.js';
import * as dto from './dto/console-checkin.dto.js';
import { EventIdQuery } from './dto/console-events.dto.js';

/** Check-in: an event's gates live (its organiser, staff, an admin) and its gate staff (organiser, admin). */
@ApiTags('console')
@Controller(api('console/checkin'))
export class ConsoleCheckinController {
  constructor(private readonly checkin: ConsoleCheckinService) {}

  @Get('events')
  @ConsoleRoute(CHECKIN_ROLES)
  @ApiOperation({ summary: 'The events whose check-in I may watch (an admin: all), latest first' })
  @ApiReply([dto.ConsoleCheckinEventView])
  events(@ConsoleUser() access: ConsoleAccess): Promise<contracts.ConsoleCheckinEventView[]> {
    return this.checkin.list(access);
  }

  @Get()
  @ConsoleRoute(CHECKIN_ROLES, OF_EVENT)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'The doors now: admitted / expected per gate and in all, the last 50 scans, offline double admissions',
  })
  @ApiReply(dto.ConsoleCheckinView)
  view(@Query() query: EventIdQuery): Promise<contracts.ConsoleCheckinView> {
    return this.checkin.checkin(query.eventId);
  }

  @Sse('stream')
  @ConsoleRoute(CHECKIN_ROLES, OF_EVENT)
  @ApiProduces('text/event-stream')
  @ApiOperation({
    summary: `Server-sent events: 'checkin' (as /console/checkin) now and every ${LIVE_FIGURES_MS / 1000} s while the console watches`,
  })
  stream(@Query() query: EventIdQuery): Observable<MessageEvent> {
    return liveFigures('checkin', () => this.checkin.checkin(query.eventId));
  }

  @Get('staff')
  @ConsoleRoute(CHECKIN_ROLES, OF_EVENT)
  @ApiOperation({ summary: "The accounts that validate tickets at the event's gates" })
  @ApiReply([dto.ConsoleGateStaffView])
  staff(@Query() query: EventIdQuery): Promise<contracts.ConsoleGateStaffView[]> {
    return this.checkin.staff(query.eventId);
  }

  @Post('staff/add')
  @ConsoleRoute(ORGANISING, OF_EVENT)
  @ApiOperation({ summary: 'Let an account validate tickets at the gates (as `ops staff add`); answers the staff' })
  @ApiReply([dto.ConsoleGateStaffView])
  add(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.GateStaffBody,
  ): Promise<contracts.ConsoleGateStaffView[]> {
    return this.checkin.addStaff(access, body.eventId, body.email);
  }

  @Post('staff/remove')
  @ConsoleRoute(ORGANISING, OF_EVENT)
  @ApiOperation({ summary: 'Stop an account validating tickets (as `ops staff remove`); answers the staff' })
  @ApiReply([dto.ConsoleGateStaffView])
  remove(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.GateStaffBody,
  ): Promise<contracts.ConsoleGateStaffView[]> {
    return this.checkin.removeStaff(access, body.eventId, body.email);
  }
}
