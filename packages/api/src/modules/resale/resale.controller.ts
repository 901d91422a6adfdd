import type { OrderView, ResaleListingView, ResaleOfferView, ResaleTicketView } from '@fanpass/contracts';
import { Body, Controller, Get, Headers, Post, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiReply } from '../../common/http/api-reply.js';
import { Public } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { OrderReplyView } from '../orders/index.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { ResaleBuyBody, ResaleEventQuery, ResaleIdBody, ResaleListBody, ResaleTicketQuery } from './dto/resale.dto.js';
import * as views from './dto/resale.view.js';
import { ResaleService } from './resale.service.js';

@ApiTags('resale')
@Controller(api('resale'))
export class ResaleController {
  constructor(private readonly resale: ResaleService) {}

  @Get('ticket')
  @ApiOperation({ summary: "Can't go? What I may do with a ticket of mine: face value, fee, deadline, its listing" })
  @ApiReply(views.ResaleTicketView)
  ticket(@CurrentUser() user: AuthUser, @Query() query: ResaleTicketQuery): Promise<ResaleTicketView> {
    return this.resale.ticket(user, query.code);
  }

  @Post('list')
  @ApiOperation({
    summary:
      'List a ticket of mine for resale at face value or less; offered to the waiting list first, else on the event page',
  })
  @ApiReply(views.ResaleListingView)
  list(@CurrentUser() user: AuthUser, @Body() body: ResaleListBody): Promise<ResaleListingView> {
    return this.resale.list(user, body);
  }

  @Post('withdraw')
  @ApiOperation({ summary: 'Withdraw my listing until it is sold; the ticket is mine again' })
  @ApiReply(views.ResaleListingView)
  withdraw(@CurrentUser() user: AuthUser, @Body() body: ResaleIdBody): Promise<ResaleListingView> {
    return this.resale.withdraw(user, body.id);
  }

  @Get('event')
  @Public()
  @ApiOperation({ summary: 'Resale tickets from fans on offer for an event, cheapest first' })
  @ApiReply([views.ResaleOfferView])
  event(@Query() query: ResaleEventQuery): Promise<ResaleOfferView[]> {
    return this.resale.onOffer(query.eventId);
  }

  @Post('buy')
  @ApiOperation({ summary: 'Hold a resale listing as a ticket order at its price, then pay it like any order' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: '8–64 of [A-Za-z0-9_-]; the same key replays the first order',
  })
  @ApiReply(OrderReplyView)
  buy(
    @CurrentUser() user: AuthUser,
    @Headers('platform') platform: string,
    @Headers('idempotency-key') key: string | undefined,
    @Body() body: ResaleBuyBody,
  ): Promise<OrderView> {
    return this.resale.buy(user, platform, body, key);
  }
}
