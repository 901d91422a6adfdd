import type { TicketDetailView, TicketView } from '@fanpass/contracts';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { api } from '../../common/http/paths.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { MyTicketsQuery, TicketCodeQuery, WalletPassBody, WalletPassLink } from './dto/tickets.query.js';
import { TicketsService } from './tickets.service.js';
import { WalletPassesService } from './wallet/wallet-passes.service.js';

@ApiTags('ticket')
@Controller(api('ticket'))
export class TicketsController {
  constructor(
    private readonly tickets: TicketsService,
    private readonly walletPasses: WalletPassesService,
  ) {}

  @Get('myTickets')
  @ApiOperation({ summary: 'My tickets: upcoming (default) or past' })
  myTickets(@CurrentUser() user: AuthUser, @Query() query: MyTicketsQuery): Promise<TicketView[]> {
    return this.tickets.mine(user.id, query.scope ?? 'upcoming');
  }

  @Get('detail')
  @ApiOperation({ summary: 'One of my tickets with its history; qr is the text the QR code encodes' })
  detail(@CurrentUser() user: AuthUser, @Query() query: TicketCodeQuery): Promise<TicketDetailView> {
    return this.tickets.detail(user.id, query.code);
  }

  @Post('walletPass')
  @ApiOperation({ summary: 'A link that adds one of my tickets to Apple Wallet or Google Wallet' })
  @ApiOkResponse({ type: WalletPassLink })
  walletPass(@CurrentUser() user: AuthUser, @Body() body: WalletPassBody): Promise<WalletPassLink> {
    return this.walletPasses.link(user.id, body.code, body.kind);
  }
}
