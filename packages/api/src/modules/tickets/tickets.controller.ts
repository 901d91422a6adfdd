import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { api } from '../../common/http/paths.js';
import { CurrentUser } from '../sessions/current-user.decorator.js';
import type { AuthUser } from '../sessions/sessions.service.js';
import { MyTicketsQuery, TicketCodeQuery } from './dto/tickets.query.js';
import { TicketsService } from './tickets.service.js';

@ApiTags('ticket')
@Controller(api('ticket'))
export class TicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @Get('myTickets')
  @ApiOperation({ summary: 'My tickets: upcoming (default) or past' })
  myTickets(@CurrentUser() user: AuthUser, @Query() query: MyTicketsQuery) {
    return this.tickets.mine(user.id, query.scope ?? 'upcoming');
  }

  @Get('detail')
  @ApiOperation({ summary: 'One of my tickets with its history; qr is the text the QR code encodes' })
  detail(@CurrentUser() user: AuthUser, @Query() query: TicketCodeQuery) {
    return this.tickets.detail(user.id, query.code);
  }
}
