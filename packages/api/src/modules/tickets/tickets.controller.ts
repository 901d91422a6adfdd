import type { TicketDetailView, TicketPublicView, TicketView, WalletPassView } from '@fanpass/contracts';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiReply } from '../../common/http/api-reply.js';
import { Public } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { ChooseAttendeeBody, MyTicketsQuery, TicketCodeQuery, WalletPassBody } from './dto/tickets.dto.js';
import * as views from './dto/tickets.view.js';
import { TicketsService } from './tickets.service.js';
import { WalletPassesService } from './passes/wallet-passes.service.js';

@ApiTags('ticket')
@Controller(api('ticket'))
export class TicketsController {
  constructor(
    private readonly tickets: TicketsService,
    private readonly walletPasses: WalletPassesService,
  ) {}

  @Get('myTickets')
  @ApiOperation({ summary: 'My tickets: upcoming (default) or past' })
  @ApiReply([views.TicketView])
  myTickets(@CurrentUser() user: AuthUser, @Query() query: MyTicketsQuery): Promise<TicketView[]> {
    return this.tickets.mine(user.id, query.scope ?? 'upcoming');
  }

  @Get('detail')
  @ApiOperation({ summary: 'One of my tickets with its history; qr is the text the QR code encodes' })
  @ApiReply(views.TicketDetailView)
  detail(@CurrentUser() user: AuthUser, @Query() query: TicketCodeQuery): Promise<TicketDetailView> {
    return this.tickets.detail(user.id, query.code);
  }

  @Get('stuDetail')
  @Public()
  @ApiOperation({ summary: 'Public: a ticket’s event, seat area and status from its link (no personal data)' })
  @ApiReply(views.TicketPublicView)
  stuDetail(@Query() query: TicketCodeQuery): Promise<TicketPublicView> {
    return this.tickets.publicView(query.code);
  }

  @Post('chooseAttendee')
  @ApiOperation({ summary: 'A real-name ticket received by transfer: name one of my attendees as its holder' })
  @ApiReply(views.TicketDetailView)
  chooseAttendee(@CurrentUser() user: AuthUser, @Body() body: ChooseAttendeeBody): Promise<TicketDetailView> {
    return this.tickets.chooseAttendee(user.id, body.code, body.attendeeId);
  }

  @Post('walletPass')
  @ApiOperation({ summary: 'A link that adds one of my tickets to Apple Wallet or Google Wallet' })
  @ApiReply(views.WalletPassView)
  walletPass(@CurrentUser() user: AuthUser, @Body() body: WalletPassBody): Promise<WalletPassView> {
    return this.walletPasses.link(user.id, body.code, body.kind);
  }
}
