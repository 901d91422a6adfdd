import type * as contracts from '@fanpass/contracts';
import { Body, Controller, Get, Headers, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiReply } from '../../common/http/api-reply.js';
import { Device, type DeviceClass } from '../../common/http/device-class.js';
import { api } from '../../common/http/paths.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import { QueueAdmissionInterceptor } from '../queue/index.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { CheckoutNoBody, CheckoutNoQuery, CreateCheckoutBody } from './dto/checkout.dto.js';
import { CheckoutView } from './dto/checkout.view.js';
import { CheckoutsService } from './checkouts.service.js';

@ApiTags('checkout')
@Controller(api('checkout'))
export class CheckoutController {
  constructor(private readonly checkouts: CheckoutsService) {}

  @Post('create')
  @UseInterceptors(QueueAdmissionInterceptor)
  @ApiOperation({
    summary:
      "Tickets and the event's merch in one hold (10 min from H5, 3 min from PC) and one payment (payment/create with the C… number): seats and stock taken together or not at all; at least one ticket or one merch item; merch only when no seat area is chosen",
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: '8–64 of [A-Za-z0-9_-]; the same key replays the first checkout',
  })
  @ApiReply(CheckoutView)
  create(
    @CurrentUser() user: AuthUser,
    @Headers('platform') platform: string,
    @Device() device: DeviceClass,
    @Headers('idempotency-key') key: string | undefined,
    @Req() request: FastifyRequest,
    @Body() body: CreateCheckoutBody,
  ): Promise<contracts.CheckoutView> {
    return this.checkouts.create(user, platform, device, requestLanguage(request), body, key);
  }

  @Get('detail')
  @ApiOperation({ summary: 'One checkout of mine: its countdown, its ticket part and its merch part, the amount due' })
  @ApiReply(CheckoutView)
  detail(@CurrentUser() user: AuthUser, @Query() query: CheckoutNoQuery): Promise<contracts.CheckoutView> {
    return this.checkouts.detail(user, query.orderNo);
  }

  @Post('cancel')
  @ApiOperation({ summary: 'Cancel a held checkout: its seats and its merch stock come back' })
  @ApiReply(CheckoutView)
  cancel(@CurrentUser() user: AuthUser, @Body() body: CheckoutNoBody): Promise<contracts.CheckoutView> {
    return this.checkouts.cancel(user, body.orderNo);
  }
}
